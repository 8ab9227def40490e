import FoundationEssentials

/// What the next two hours hold, from the forecast's 15-minute steps: "Rain starting in about 30 min", "Snow stopping
/// in about 45 min", "Rain for the next 2 hours" or "No precipitation in the next 2 hours" (or "in the next 30 min"
/// when the steps reach less far: see ``fullCoverageMinutes``).
///
/// A step is wet when at least ``wetThresholdMillimetres`` (0.1 mm, about 0.004 in) falls in its 15 minutes: less is
/// a trace no one notices. A step with no amount counts as dry. Each step covers the 15 minutes before its time, so
/// a step is past once its time is; the first step not past is happening now. The kind of precipitation comes from
/// the weather codes of the wet steps (see ``Kind/init(weatherCode:)``).
public struct NextTwoHours: Equatable, Sendable {
    /// Below this much in 15 minutes a step counts as dry.
    public static let wetThresholdMillimetres = 0.1
    /// How far ahead the sentence looks.
    public static let windowMinutes = 120
    static let stepMinutes = 15

    public enum Kind: String, CaseIterable, Sendable {
        case rain, snow, freezingRain, precipitation

        /// Drizzle, rain, showers and thunderstorms are rain; snow, snow grains and snow showers are snow; freezing
        /// drizzle and freezing rain (56, 57, 66, 67) are freezing rain. Nil for a code that is not precipitation.
        public init?(weatherCode code: Int?) {
            switch code.flatMap({ WeatherCode($0).group }) {
            case .drizzle, .rain, .thunderstorm: self = .rain
            case .freezingRain: self = .freezingRain
            case .snow: self = .snow
            case .clear, .partlyCloudy, .cloudy, .fog, nil: return nil
            }
        }

        /// The word that starts the sentence.
        public var noun: String {
            switch self {
            case .rain: "Rain"
            case .snow: "Snow"
            case .freezingRain: "Freezing rain"
            case .precipitation: "Precipitation"
            }
        }
    }

    /// Data reaching at least this far ahead counts as covering the two hours: all of them. The service's steps
    /// start at the current quarter, whose step is already over, so the forecast asks for 10
    /// (``ForecastRequest/minutely15Steps``): fresh data then reaches 120 to 135 minutes ahead. An older cached
    /// forecast reaches less, and the sentence then says how far it knows ("No precipitation in the next 1 h 50 min").
    static let fullCoverageMinutes = windowMinutes

    public enum Outlook: Equatable, Sendable {
        /// No step in the window is wet.
        case dry
        /// Wet now and through every step in the window.
        case continuing(Kind)
        /// Dry now; wet from `minutes` from now (rounded to 5, at least 5).
        case starting(Kind, minutes: Int)
        /// Wet now; dry from `minutes` from now.
        case stopping(Kind, minutes: Int)
    }

    /// One 15-minute step in the window.
    public struct Step: Equatable, Sendable {
        /// The end of the step's 15 minutes, wall-clock at the place.
        public var time: LocalDateTime
        /// In the forecast's units (mm or inches).
        public var precipitation: Double?
        /// The same amount in mm, to compare and scale whatever the units.
        public var millimetres: Double?
        public var weatherCode: Int?

        public var isWet: Bool { (millimetres ?? 0) >= NextTwoHours.wetThresholdMillimetres }
    }

    /// The steps from the one happening now to the last that starts within ``windowMinutes``.
    public var steps: [Step]
    public var outlook: Outlook
    /// How far ahead the steps reach, in minutes from now (to the end of the last one).
    public var coverageMinutes: Int

    /// Nil when no step is left in the window or none has an amount: there is nothing to say.
    /// - Parameter now: wall-clock time at the place, in the same offset as the steps' times.
    public init?(quarters: [Forecast.Quarter], units: UnitSystem, now: LocalDateTime) {
        let start = now.minutesSinceEpoch
        let window = quarters.sorted { $0.time < $1.time }.filter {
            let end = $0.time.minutesSinceEpoch
            return end > start && end - Self.stepMinutes < start + Self.windowMinutes
        }
        guard window.contains(where: { $0.precipitation != nil }) else { return nil }
        steps = window.map { quarter in
            Step(
                time: quarter.time, precipitation: quarter.precipitation,
                millimetres: quarter.precipitation.map {
                    units == .imperial ? UnitConversion.millimetres(fromInches: $0) : $0
                },
                weatherCode: quarter.weatherCode)
        }
        outlook = Self.outlook(steps, from: start)
        coverageMinutes = (window.last?.time.minutesSinceEpoch ?? start) - start
    }

    private static func outlook(_ steps: [Step], from now: Int) -> Outlook {
        // Minutes from now until the step at `index` begins.
        func minutes(until index: Int) -> Int {
            let begins = steps[index].time.minutesSinceEpoch - stepMinutes
            return max(5, Int((Double(begins - now) / 5).rounded()) * 5)
        }
        guard steps[0].isWet else {
            guard let first = steps.firstIndex(where: \.isWet) else { return .dry }
            return .starting(kind(steps[first...]), minutes: minutes(until: first))
        }
        guard let dry = steps.firstIndex(where: { !$0.isWet }) else { return .continuing(kind(steps[...])) }
        return .stopping(kind(steps[..<dry]), minutes: minutes(until: dry))
    }

    /// The kind of the first wet step in `steps` whose code names one; else plain precipitation.
    private static func kind(_ steps: ArraySlice<Step>) -> Kind {
        steps.lazy.filter(\.isWet).compactMap { Kind(weatherCode: $0.weatherCode) }.first ?? .precipitation
    }

    /// "Rain starting in about 30 min", "Snow stopping in about 1 h 15 min", "Rain for the next 2 hours",
    /// "No precipitation in the next 2 hours".
    /// The horizon is "2 hours" when the steps cover them, else how far they reach, rounded down to 5 minutes.
    public var summary: String { summary(in: .en) }

    /// "45 min", "1 h", "1 h 15 min".
    static func duration(_ minutes: Int) -> String { Phrase.duration(minutes: minutes, in: .en) }
}

extension Forecast {
    /// The next two hours as of `date`, read in the forecast's own UTC offset (its steps' times are written in it);
    /// nil when the answer had no 15-minute data or none is left.
    public func nextTwoHours(at date: Date) -> NextTwoHours? {
        guard let minutely15 else { return nil }
        let now = LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: utcOffsetSeconds)
        return NextTwoHours(quarters: minutely15, units: units, now: now)
    }
}

extension LocalDateTime {
    /// Minutes since 1970-01-01T00:00 on the same wall clock, for differences between two local times.
    var minutesSinceEpoch: Int { date.daysSinceEpoch * 1440 + hour * 60 + minute }
}
