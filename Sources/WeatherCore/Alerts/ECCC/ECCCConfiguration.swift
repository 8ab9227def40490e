import FoundationEssentials

/// Where ECCC is asked: `--eccc-url` wins over `LASSO_WEATHER_ECCC_URL`, which wins over ECCC's OGC API server
/// (MSC GeoMet).
extension APIConfiguration {
    public static let ecccDefaultBaseURL = URL(string: "https://api.weather.gc.ca")!
    public static let ecccEnvironmentVariable = "LASSO_WEATHER_ECCC_URL"

    /// Validated like the forecast's URL; a trailing `/collections/weather-alerts/items` is tolerated and dropped.
    public static func resolveECCC(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: ecccEnvironmentVariable, defaultURL: ecccDefaultBaseURL,
            droppingSuffixes: ["/collections/weather-alerts/items", "/collections/weather-alerts"])
    }
}
