import FoundationEssentials

/// Where alerts are fetched from: `--alerts-url` wins over `LASSO_WEATHER_ALERTS_URL`, which wins over the NWS.
/// Separate from the forecast's `--api-url`, since an Open-Meteo-compatible server need not serve alerts.
extension APIConfiguration {
    public static let alertsDefaultBaseURL = URL(string: "https://api.weather.gov")!
    public static let alertsEnvironmentVariable = "LASSO_WEATHER_ALERTS_URL"

    /// Validated like the forecast's URL; a trailing `/alerts/active` is tolerated and dropped.
    public static func resolveAlerts(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: alertsEnvironmentVariable,
            defaultURL: alertsDefaultBaseURL, droppingSuffixes: ["/alerts/active", "/alerts"])
    }
}
