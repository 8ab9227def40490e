import FoundationEssentials
import WeatherCore

/// `r` on the Map: every source the Map shows asked again, past caches. What it asked, what is still coming, and
/// how it went, for the legend's note: "refreshing…", then "updated just now" or why not ("radar unavailable: HTTP
/// 500"). Presses within ``window`` of the last ask are that one ask, so a held key or a double press asks once.
public struct MapRefresh: Equatable, Sendable {
    /// The sources one ask may wait for.
    public enum Source: Hashable, Sendable {
        /// The temperature / precipitation grid.
        case layer
        /// The radar's newest frame (and any frame missing from the loop).
        case radar
        /// The place's alerts.
        case alerts
    }

    /// Presses closer together than this ask once.
    public static let window: TimeInterval = 10

    /// When `r` last asked (the store's clock).
    public var askedAt: Date
    /// The sources asked and not answered yet: the note says "refreshing…" while any is.
    public var waiting: Set<Source>
    /// Why sources failed, in the order they answered: "radar unavailable: HTTP 500".
    public var problems: [String] = []
    /// When the last source answered; nil while waiting.
    public var finishedAt: Date?

    public init(askedAt: Date, waiting: Set<Source>) {
        self.askedAt = askedAt
        self.waiting = waiting
        if waiting.isEmpty { finishedAt = askedAt }
    }

    public var isWorking: Bool { !waiting.isEmpty }

    /// Whether a press at `now` asks again, given the last ask (nil: never asked). A clock set back asks.
    public static func allowsAsk(after last: MapRefresh?, now: Date) -> Bool {
        guard let last else { return true }
        return now.timeIntervalSince(last.askedAt) >= window || now < last.askedAt
    }

    /// `source` answered, with the reason it failed if it did; the ask is over when it was the last.
    mutating func finish(_ source: Source, problem: String?, at now: Date) {
        guard waiting.remove(source) != nil else { return }
        if let problem { problems.append(problem) }
        if waiting.isEmpty { finishedAt = now }
    }

    /// The legend's note at `now`, and whether it reports a failure.
    func note(now: Date?) -> (text: String, isProblem: Bool) {
        if isWorking { return ("refreshing…", false) }
        if !problems.isEmpty { return (problems.joined(separator: " · "), true) }
        let finished = finishedAt ?? askedAt
        return ("updated \(RelativeTime.ago(finished, now: now ?? finished))", false)
    }
}

extension MapScreen {
    /// `r` and the answers only it asks for (the layer's and the radar's come back as their own actions).
    public enum RefreshAction: Equatable, Sendable {
        /// `r`: ask every source the Map shows again.
        case didPress
        /// The place's alerts, asked past the cache; empty where the service has none for it (not covered, turned
        /// off).
        case didLoadAlerts([WeatherAlert])
        /// The alerts request failed: "alerts unavailable: HTTP 500".
        case didFailAlerts(String)
    }
}
