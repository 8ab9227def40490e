import FoundationEssentials

/// Side data a screen shows beside its main data (Detail's alerts, air quality, spread and normals): one kind of
/// state for all of them, so each is asked, shown and failed the same way and a new one is one more value.
public enum Loadable<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    /// Not asked for (turned off, or no service): nothing is shown and no room kept for it.
    case off
    /// Asked for; the first answer has not come.
    case pending
    case loaded(Value)
    /// Shown as one quiet line where the data would be, with why and since when ("air quality unavailable: HTTP
    /// 500, 3 min ago").
    case unavailable(Failure, since: Date)

    /// The data, when it came.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Why there is none, when asking failed.
    public var failure: Failure? {
        if case .unavailable(let failure, _) = self { return failure }
        return nil
    }
}
