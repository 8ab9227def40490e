import FoundationEssentials

extension APIConfiguration {
    /// The Iowa Environmental Mesonet, which serves the NEXRAD composite keyless.
    public static let radarDefaultBaseURL = URL(string: "https://mesonet.agron.iastate.edu")!
    public static let radarEnvironmentVariable = "LASSO_WEATHER_RADAR_URL"

    /// `--radar-url` wins over `LASSO_WEATHER_RADAR_URL`, which wins over the IEM; a pasted WMS path is dropped.
    public static func resolveRadar(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: radarEnvironmentVariable, defaultURL: radarDefaultBaseURL,
            droppingSuffixes: [RadarRequest.path, RadarRequest.retiredPath])
    }
}
