import FoundationEssentials

/// Where names are looked up online: `--geocoding-url` wins over `LASSO_WEATHER_GEOCODING_URL`, which wins over
/// Open-Meteo's geocoding host (separate from `--api-url`: Open-Meteo serves it from its own host).
extension APIConfiguration {
    public static let geocodingDefaultBaseURL = URL(string: "https://geocoding-api.open-meteo.com")!
    public static let geocodingEnvironmentVariable = "LASSO_WEATHER_GEOCODING_URL"

    /// Validated like the forecast's URL; a trailing `/v1/search` is tolerated and dropped.
    public static func resolveGeocoding(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: geocodingEnvironmentVariable,
            defaultURL: geocodingDefaultBaseURL, droppingSuffixes: ["/v1/search"])
    }
}
