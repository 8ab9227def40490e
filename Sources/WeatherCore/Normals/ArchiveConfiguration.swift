import FoundationEssentials

/// Where the normals' archive is fetched from: `--archive-url` wins over `LASSO_WEATHER_ARCHIVE_URL`, which wins
/// over Open-Meteo's archive host (a host of its own, like air quality's).
extension APIConfiguration {
    public static let archiveDefaultBaseURL = URL(string: "https://archive-api.open-meteo.com")!
    public static let archiveEnvironmentVariable = "LASSO_WEATHER_ARCHIVE_URL"

    /// Validated like the forecast's URL; a trailing `/v1/archive` is tolerated and dropped.
    public static func resolveArchive(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: archiveEnvironmentVariable,
            defaultURL: archiveDefaultBaseURL, droppingSuffixes: ["/v1/archive"])
    }
}
