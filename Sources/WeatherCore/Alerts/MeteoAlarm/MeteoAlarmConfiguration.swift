import FoundationEssentials

/// Where MeteoAlarm is asked: `--meteoalarm-url` wins over `LASSO_WEATHER_METEOALARM_URL`, which wins over
/// MeteoAlarm's feeds server.
extension APIConfiguration {
    public static let meteoAlarmDefaultBaseURL = URL(string: "https://feeds.meteoalarm.org")!
    public static let meteoAlarmEnvironmentVariable = "LASSO_WEATHER_METEOALARM_URL"

    /// Validated like the forecast's URL; a trailing `/api/v1/warnings` is tolerated and dropped.
    public static func resolveMeteoAlarm(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: meteoAlarmEnvironmentVariable,
            defaultURL: meteoAlarmDefaultBaseURL, droppingSuffixes: ["/api/v1/warnings"])
    }
}
