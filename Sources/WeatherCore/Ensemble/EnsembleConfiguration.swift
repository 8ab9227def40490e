import FoundationEssentials

/// Where the forecast spread is fetched from: `--ensemble-url` wins over `LASSO_WEATHER_ENSEMBLE_URL`, which wins
/// over Open-Meteo's ensemble host (a host of its own, like air quality's).
extension APIConfiguration {
    public static let ensembleDefaultBaseURL = URL(string: "https://ensemble-api.open-meteo.com")!
    public static let ensembleEnvironmentVariable = "LASSO_WEATHER_ENSEMBLE_URL"

    /// Validated like the forecast's URL; a trailing `/v1/ensemble` is tolerated and dropped.
    public static func resolveEnsemble(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: ensembleEnvironmentVariable,
            defaultURL: ensembleDefaultBaseURL, droppingSuffixes: ["/v1/ensemble"])
    }
}
