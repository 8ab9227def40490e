import WeatherCore

/// Whether the app opens in screen-reader mode: any of the flag, the variable or the saved setting turns it on.
enum ScreenReaderMode {
    static let variable = "LASSO_WEATHER_SCREEN_READER"

    static func isOn(flag: Bool, environment: [String: String], saved: Settings) -> Bool {
        flag || environment[variable] == "1" || saved.screenReader
    }

    /// The user's zone: `TZ` when it names one ("Europe/Paris", ":Europe/Paris"), else `/etc/localtime`.
    static func localZone(environment: [String: String], etc: String = "/etc") -> ZoneRules? {
        if let tz = environment["TZ"], !tz.isEmpty,
            let rules = ZoneRules.named(tz.hasPrefix(":") ? String(tz.dropFirst()) : tz)
        {
            return rules
        }
        return ZoneRules.named("localtime", directory: etc)
    }
}
