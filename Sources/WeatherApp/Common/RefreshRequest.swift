import FoundationEssentials
import WeatherCore

/// What `r` asked for and what came of it: the screens say "refreshing…", then "updated just now" only when every
/// source asked answered, or "not updated: alerts (HTTP 500, from 3 min ago)": each source that failed, with the
/// age of the cached data still shown for it. Presses within ``window`` of the last ask are one ask, so a held key
/// or a double press costs one request.
public struct RefreshRequest: Equatable, Sendable {
    /// How the screen's own source went (the forecast on Detail, the alerts on Alerts).
    public enum Outcome: Equatable, Sendable {
        case asking
        case updated(Date)
        /// Why not, and when the data still shown was fetched (nil: none is shown).
        case failed(String, dataFrom: Date? = nil)
    }

    /// A source asked beside the screen's own (alerts, air quality, the spread on Detail).
    public struct Side: Equatable, Sendable {
        public var name: String
        public var state: SideState
    }

    public enum SideState: Equatable, Sendable {
        case asking
        case answered
        case failed(String, dataFrom: Date?)
    }

    public static let window: TimeInterval = 10

    public var askedAt: Date
    public var outcome: Outcome
    /// The screen's own source by name where the screen shows several kinds of data ("alerts"); nil for the
    /// forecast, which the note needs not name.
    public var source: String?
    public private(set) var sides: [Side]

    /// `sides`: the names of the other sources asked, in the order the note lists their failures.
    public init(askedAt: Date, outcome: Outcome = .asking, source: String? = nil, asking sides: [String] = []) {
        self.askedAt = askedAt
        self.outcome = outcome
        self.source = source
        self.sides = sides.map { Side(name: $0, state: .asking) }
    }

    /// Whether a press at `now` asks again, given the last ask (nil: never asked).
    public static func allowsAsk(after last: RefreshRequest?, now: Date) -> Bool {
        guard let last else { return true }
        return now.timeIntervalSince(last.askedAt) >= window || now < last.askedAt
    }

    /// Records how a side source went; a source this refresh did not ask (or already settled) is left alone, so a
    /// later timed load cannot rewrite what `r` found.
    public mutating func settle(_ name: String, _ state: SideState) {
        guard let index = sides.firstIndex(where: { $0.name == name && $0.state == .asking }) else { return }
        sides[index].state = state
    }

    /// The note's words at `now` in `language`: "refreshing…" while any source asked is out, "updated just now"
    /// (its age as time goes on) when all answered, "not updated: <source> (<reason>, from <age>)" for those that
    /// did not. The reasons are the failures' own short words ("HTTP 500").
    /// - Parameter clockTime: in words, a date as a clock time ("10:07 AM"), said instead of its age so the note
    ///   does not tick; nil: ages.
    public func note(now: Date, language: AppLanguage = .en, clockTime: ((Date) -> String)? = nil) -> String {
        let age = { (date: Date) in
            clockTime?(date) ?? Phrase.ago(seconds: Int(now.timeIntervalSince(date)), in: language)
        }
        if outcome == .asking || sides.contains(where: { $0.state == .asking }) {
            return language.localized("refreshing…")
        }
        var failures: [String] = []
        if case .failed(let reason, let dataFrom) = outcome {
            let said = Self.failure(reason, dataFrom.map(age), language: language)
            failures.append(source.map { language.aside(Self.sourceName($0, in: language), said) } ?? said)
        }
        failures += sideFailures(language: language, age: age)
        if !failures.isEmpty { return Phrase.notUpdated(language, language.list(failures)) }
        if case .updated(let date) = outcome { return Phrase.updated(language, age(date)) }
        return language.localized("refreshing…")
    }

    /// "air quality (HTTP 500, from 3 min ago)" for each side source that failed, in the order asked, in `language`.
    public func sideFailures(language: AppLanguage = .en, age: (Date) -> String) -> [String] {
        failedSides(language: language, age: age).map(\.text)
    }

    /// One side source that failed, in the app's language: its name, and the note with why ("air quality (HTTP 500)").
    public struct SideFailure: Equatable, Sendable {
        public var name: String
        public var text: String
    }

    /// The side sources that failed, in the order asked, each with its name apart for a note that has room for no
    /// more.
    public func failedSides(language: AppLanguage = .en, age: (Date) -> String) -> [SideFailure] {
        sides.compactMap { side in
            guard case .failed(let reason, let dataFrom) = side.state else { return nil }
            let name = Self.sourceName(side.name, in: language)
            return SideFailure(
                name: name, text: language.aside(name, Self.failure(reason, dataFrom.map(age), language: language)))
        }
    }

    /// "HTTP 500, from 3 min ago": a failure's reason and the age of the data still shown for it, if any.
    static func failure(_ reason: String, _ age: String?, language: AppLanguage) -> String {
        age.map { language.localized("{0}, from {1}", reason, $0) } ?? reason
    }

    /// A source's name as the notes say it ("alerts", "air quality"): the names are the sources' ids, English, and
    /// said in `language`.
    static func sourceName(_ name: String, in language: AppLanguage) -> String { NamedWords.word(name, in: language) }
}
