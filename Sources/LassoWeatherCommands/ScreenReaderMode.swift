import WeatherCore

/// Whether the app opens in screen-reader mode: any of the flag, the variable or the saved setting turns it on.
enum ScreenReaderMode {
    static let variable = "LASSO_WEATHER_SCREEN_READER"

    static func isOn(flag: Bool, environment: [String: String], saved: Settings) -> Bool {
        flag || environment[variable] == "1" || saved.screenReader
    }
}
