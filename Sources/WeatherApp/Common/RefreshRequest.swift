import FoundationEssentials

/// What `r` asked for and what came of it: the screens say "refreshing…", then "updated just now" or why not.
/// Presses within ``window`` of the last ask are one ask, so a held key or a double press costs one request.
public struct RefreshRequest: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case asking
        case updated(Date)
        case failed(String)
    }

    public static let window: TimeInterval = 10

    public var askedAt: Date
    public var outcome: Outcome

    public init(askedAt: Date, outcome: Outcome = .asking) {
        self.askedAt = askedAt
        self.outcome = outcome
    }

    /// Whether a press at `now` asks again, given the last ask (nil: never asked).
    public static func allowsAsk(after last: RefreshRequest?, now: Date) -> Bool {
        guard let last else { return true }
        return now.timeIntervalSince(last.askedAt) >= window || now < last.askedAt
    }

    /// The note's words at `now`: "refreshing…", "updated just now" (its age as time goes on), "not updated: …".
    public func note(now: Date) -> String {
        switch outcome {
        case .asking: "refreshing…"
        case .updated(let date): "updated \(RelativeTime.ago(date, now: now))"
        case .failed(let reason): "not updated: \(reason)"
        }
    }
}
