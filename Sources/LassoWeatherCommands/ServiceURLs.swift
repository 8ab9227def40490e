import ServiceEndpoints
import WeatherCore

/// The services' base URLs from the options and the environment, checked: the one thing that can fail before the
/// app opens its screen. Every service of the endpoint table, resolved by the one rule.
struct ServiceURLs: Sendable {
    private let configurations: [ServiceEndpoint: APIConfiguration]

    /// Fails with a clear message for a bad `--api-url`, `--alerts-url`, … (any service's option or variable).
    init(options: ServiceOptions, environment: [String: String]) throws(CLIError) {
        var configurations: [ServiceEndpoint: APIConfiguration] = [:]
        for endpoint in ServiceEndpoint.allCases {
            configurations[endpoint] = try Self.resolve(
                endpoint, flag: options.urls[endpoint], environment: environment)
        }
        self.configurations = configurations
    }

    subscript(_ endpoint: ServiceEndpoint) -> APIConfiguration {
        configurations[endpoint] ?? APIConfiguration(baseURL: APIConfiguration.baseURL(for: endpoint))
    }

    /// One service's: "The alerts URL "ftp://x" is not usable: the scheme must be http or https." (status 65).
    /// `lookup` asks the geocoder's alone.
    static func resolve(
        _ endpoint: ServiceEndpoint, flag: String?, environment: [String: String]
    ) throws(CLIError) -> APIConfiguration {
        do {
            return try APIConfiguration.resolve(endpoint, flag: flag, environment: environment)
        } catch {
            guard case .invalidBaseURL(let url, let reason) = error else {
                throw CLIError(error.message, status: ExitStatus.badInput)
            }
            throw CLIError(
                "The \(endpoint.name) URL \"\(url.sanitizedForTerminal)\" is not usable: \(reason).",
                status: ExitStatus.badInput)
        }
    }
}
