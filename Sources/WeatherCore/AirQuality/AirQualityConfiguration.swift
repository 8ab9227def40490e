import FoundationEssentials

/// Where air quality is fetched from: `--air-quality-url` wins over `LASSO_WEATHER_AIR_QUALITY_URL`, which wins over
/// Open-Meteo's air-quality host. Separate from `--api-url`: Open-Meteo serves the two from different hosts.
extension APIConfiguration {
    public static let airQualityDefaultBaseURL = URL(string: "https://air-quality-api.open-meteo.com")!
    public static let airQualityEnvironmentVariable = "LASSO_WEATHER_AIR_QUALITY_URL"

    /// Validated like the forecast's URL; a trailing `/v1/air-quality` is tolerated and dropped.
    public static func resolveAirQuality(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: airQualityEnvironmentVariable,
            defaultURL: airQualityDefaultBaseURL, droppingSuffixes: ["/v1/air-quality"])
    }
}
