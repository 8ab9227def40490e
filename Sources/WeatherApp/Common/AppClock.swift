import FoundationEssentials

/// The app's one source of time: a clock to wait on (timers, spinners) and the wall-clock date it stands for.
/// Live it is the continuous clock and `Date()`; tests build it from a test clock so both move only when the
/// test advances it.
public struct AppClock: Sendable {
    public var clock: any Clock<Duration>
    private let date: @Sendable () -> Date

    public init(clock: any Clock<Duration>, now: @escaping @Sendable () -> Date) {
        self.clock = clock
        self.date = now
    }

    /// The real time, for the composition root.
    public static var live: AppClock { AppClock(clock: ContinuousClock(), now: { Date() }) }

    /// The wall-clock time now.
    public func now() -> Date { date() }
}
