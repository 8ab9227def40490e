import WeatherCore

/// The screens' part of the app's one table of text (``AppText``, in WeatherCore, which the commands share): every
/// new user-facing string is here or there, not inline.
extension AppText {
    // MARK: Screen-reader mode

    /// What `--screen-reader` does, for `--help` and the manual.
    public static let screenReaderHelp =
        "The screens in words for a screen reader: no braille or block art, nothing that moves by itself, the "
        + "cursor on the focus; also LASSO_WEATHER_SCREEN_READER=1 or the saved setting \"screenReader\": true."
    /// Where a spinner would turn: the word, which does not move.
    public static let loading = "loading"
    /// When data came, as a clock time: "from 10:07 AM".
    static func from(_ clockTime: String) -> String { "from \(clockTime)" }
    /// Since when a failure lasts, as a clock time: "since 2:04 PM".
    static func since(_ clockTime: String) -> String { "since \(clockTime)" }
    /// The hourly section's title (as the chart's).
    public static let next48Hours = "Next 48 hours"
    public static let noHourlyForecast = "No hourly forecast."
}

extension AppText {
    // MARK: The Map in words

    /// The list's title.
    static func placesNear(_ place: String) -> String { "Places near \(place), nearest first" }
    /// The distance of the selected place from itself.
    static let here = "here"
    /// East, then counter-clockwise by eighths (as `atan2` turns).
    static let compassPoints = [
        "east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east",
    ]

    /// "14 km west", "9 mi west" in imperial.
    static func distance(_ kilometres: Double, _ direction: String, _ units: UnitSystem) -> String {
        "\(length(kilometres, units)) \(direction)"
    }

    /// "14 km", "9 mi": whole units.
    static func length(_ kilometres: Double, _ units: UnitSystem) -> String {
        units == .imperial
            ? "\(Int((kilometres / 1.609_344).rounded())) mi" : "\(Int(kilometres.rounded())) km"
    }

    /// "1 alert: Winter Storm Warning", "2 alerts: …".
    static func alerts(_ events: [String]) -> String {
        "\(events.count) \(events.count == 1 ? "alert" : "alerts"): \(events.joined(separator: ", "))"
    }

    /// Home's refresh in words: "Updated at 10:07 AM." (a clock time: it stays true).
    static func updatedAt(_ time: String) -> String { "Updated at \(time)." }

    /// Another place's alerts as last seen: "1 alert, Severe", "3 alerts, the worst Extreme".
    static func alertsSummary(_ count: Int, worst: WeatherAlert.Severity) -> String {
        count == 1 ? "1 alert, \(worst.rawValue)" : "\(count) alerts, the worst \(worst.rawValue)"
    }

    /// "Radar: rain 14 km east" (the nearest echo in the newest frame).
    static func radarEcho(_ what: String, kilometres: Double, direction: String, _ units: UnitSystem) -> String {
        kilometres < 1 ? "Radar: \(what) here" : "Radar: \(what) \(distance(kilometres, direction, units))"
    }

    /// "Radar: rain 14 km east, moving north-east".
    static func moving(_ sentence: String, _ direction: String) -> String { "\(sentence), moving \(direction)" }

    /// No echo near: "Radar: no rain within 93 mi".
    static func radarClear(_ kilometres: Double, _ units: UnitSystem) -> String {
        "Radar: no rain within \(length(kilometres, units))"
    }

    /// The radar's first frame has not come yet.
    static let radarLoading = "Radar: loading"
}
