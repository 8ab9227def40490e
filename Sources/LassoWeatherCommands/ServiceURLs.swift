import ServiceEndpoints
import WeatherCore

/// The services' base URLs from the options and the environment, checked: the one thing that can fail before the
/// app opens its screen. Every service of the endpoint table, resolved by the one rule.
struct ServiceURLs: Sendable {
    private let configurations: [ServiceEndpoint: APIConfiguration]

    /// Fails with a clear message for a bad `--api-url`, `--alerts-url`, … (any service's option or variable), in
    /// `language` (asked only then: the settings that name it are read after the URLs are good).
    init(
        options: ServiceOptions, environment: [String: String], language: @autoclosure () -> AppLanguage = .en
    ) throws(CLIError) {
        var configurations: [ServiceEndpoint: APIConfiguration] = [:]
        for endpoint in ServiceEndpoint.allCases {
            configurations[endpoint] = try Self.resolve(
                endpoint, flag: options.urls[endpoint], environment: environment, language: language())
        }
        self.configurations = configurations
    }

    subscript(_ endpoint: ServiceEndpoint) -> APIConfiguration {
        configurations[endpoint] ?? APIConfiguration(baseURL: APIConfiguration.baseURL(for: endpoint))
    }

    /// One service's: "The alerts URL "ftp://x" is not usable: the scheme must be http or https." (status 65).
    /// `lookup` asks the geocoder's alone.
    static func resolve(
        _ endpoint: ServiceEndpoint, flag: String?, environment: [String: String],
        language: @autoclosure () -> AppLanguage = .en
    ) throws(CLIError) -> APIConfiguration {
        do {
            return try APIConfiguration.resolve(endpoint, flag: flag, environment: environment)
        } catch {
            let language = language()
            guard case .invalidBaseURL(let url, let problem) = error else {
                throw CLIError(error.message(in: language), status: ExitStatus.badInput)
            }
            // The service by its own name, where the weather error says "weather API".
            let reason = APIConfiguration.problem(problem, in: language)
            throw CLIError(
                language.localized(
                    "The {0} URL {1} is not usable: {2}.", endpoint.name(in: language),
                    "\"\(url.sanitizedForTerminal)\"", reason),
                status: ExitStatus.badInput)
        }
    }
}

extension ServiceEndpoint {
    /// The service in a message, in `language`: "weather API", "Warnungen"; MeteoAlarm and ECCC by their names.
    func name(in language: AppLanguage) -> String {
        switch self {
        case .forecast: language.localized("weather API")
        case .alerts: language.localized("alerts")
        case .meteoAlarm, .eccc: name
        case .airQuality: language.localized("air quality")
        case .ensemble: language.localized("ensemble")
        case .archive: language.localized("archive")
        case .radar: language.localized("radar")
        case .geocoding: language.localized("geocoding")
        }
    }
}
