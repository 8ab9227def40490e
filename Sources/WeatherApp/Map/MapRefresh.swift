import FoundationEssentials
import WeatherCore

/// `r` on the Map: every source the Map shows asked again, past caches. What it asked, what is still coming, and
/// how it went, for the legend's note: "refreshing…", then "updated just now" only when every source answered, or
/// "not updated: radar (HTTP 500), alerts (timed out, from 3 min ago)": each that did not, with the age of the
/// cached data still drawn for it. Presses within ``window`` of the last ask are that one ask, so a held key or a double press asks once.
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
    /// The sources that failed, in the order they answered.
    public var problems: [Problem] = []

    /// "radar (HTTP 500)"; `dataFrom`: when the data still drawn for it was fetched, when there is some.
    public struct Problem: Equatable, Sendable {
        public var source: String
        public var reason: String
        public var dataFrom: Date?

        public init(_ source: String, _ reason: String, dataFrom: Date? = nil) {
            self.source = source
            self.reason = reason
            self.dataFrom = dataFrom
        }
    }
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
    mutating func finish(_ source: Source, problem: Problem?, at now: Date) {
        guard waiting.remove(source) != nil else { return }
        if let problem { problems.append(problem) }
        if waiting.isEmpty { finishedAt = now }
    }

    /// The legend's note at `now` in `language`, and whether it reports a failure. The reasons are the failures'
    /// own short words ("HTTP 500").
    /// - Parameter clockTime: in words, a date as a clock time, said instead of its age so the note does not tick.
    func note(
        now: Date?, language: AppLanguage = .en, clockTime: ((Date) -> String)? = nil
    ) -> (text: String, isProblem: Bool) {
        let age = { (date: Date, now: Date) in
            clockTime?(date) ?? Phrase.ago(seconds: Int(now.timeIntervalSince(date)), in: language)
        }
        if isWorking { return (language.localized("refreshing…"), false) }
        if !problems.isEmpty {
            let said = problems.map { problem in
                // Without the time now (no clock has ticked yet) the age is left out rather than guessed.
                let age = problem.dataFrom.flatMap { from in now.map { age(from, $0) } }
                let name = RefreshRequest.sourceName(problem.source, in: language)
                return language.aside(name, RefreshRequest.failure(problem.reason, age, language: language))
            }
            return (Phrase.notUpdated(language, language.list(said)), true)
        }
        let finished = finishedAt ?? askedAt
        return (Phrase.updated(language, age(finished, now ?? finished)), false)
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
        /// The alerts request failed ("HTTP 500"), or its cached answer, fetched at `dataFrom`, stands in for it
        /// (the alerts drawn are that answer's).
        case didFailAlerts(String, dataFrom: Date?)
    }
}
