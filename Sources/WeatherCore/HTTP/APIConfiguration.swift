import FoundationEssentials
import ServiceEndpoints

/// Where a service is asked (``ServiceEndpoint``): its option wins over its environment variable, which wins over
/// its default URL. The one configuration of every service.
public struct APIConfiguration: Equatable, Sendable {
    public enum Source: String, Equatable, Sendable { case flag, environment, defaultValue }

    public static let defaultBaseURL = baseURL(for: .forecast)

    public var baseURL: URL
    public var source: Source

    public init(baseURL: URL = APIConfiguration.defaultBaseURL, source: Source = .defaultValue) {
        self.baseURL = baseURL
        self.source = source
    }

    /// True when the data comes from somewhere other than api.open-meteo.com (label it as such).
    public var isCustom: Bool { source != .defaultValue }

    /// The forecast's: picks and validates the base URL. An empty environment variable counts as unset; an empty
    /// flag is an error.
    public static func resolve(
        flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(.forecast, flag: flag, environment: environment)
    }

    /// Any service's, from the table: the flag, else its variable, else its default; a URL pasted with one of the
    /// service's paths is cut back to its base.
    public static func resolve(
        _ endpoint: ServiceEndpoint, flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> APIConfiguration {
        try resolve(
            flag: flag, environment: environment, variable: endpoint.environmentVariable,
            defaultURL: baseURL(for: endpoint), droppingSuffixes: endpoint.paths)
    }

    /// A service's default base URL (the table's are literals that always parse).
    public static func baseURL(for endpoint: ServiceEndpoint) -> URL { URL(string: endpoint.defaultURL)! }

    /// The same rule for any service: the flag, else the environment variable, else `defaultURL`. The first of
    /// `suffixes` the URL's path ends with (a service's own endpoint, pasted whole) is dropped.
    static func resolve(
        flag: String?, environment: [String: String], variable: String, defaultURL: URL,
        droppingSuffixes suffixes: [String] = []
    ) throws(WeatherError) -> APIConfiguration {
        var configuration: APIConfiguration
        if let flag {
            configuration = APIConfiguration(baseURL: try validate(flag), source: .flag)
        } else if let value = environment[variable], !value.trimmed.isEmpty {
            configuration = APIConfiguration(baseURL: try validate(value), source: .environment)
        } else {
            return APIConfiguration(baseURL: defaultURL, source: .defaultValue)
        }
        var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)!
        if let suffix = suffixes.first(where: components.path.hasSuffix) {
            components.path.removeLast(suffix.count)
            configuration.baseURL = components.url ?? configuration.baseURL
        }
        return configuration
    }

    /// Accepts `http(s)://host[:port][/prefix]`; a trailing `/v1/forecast` is tolerated and dropped.
    public static func validate(_ text: String) throws(WeatherError) -> URL {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { throw .invalidBaseURL(text, reason: "it is empty") }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased()
        else { throw .invalidBaseURL(text, reason: "it is not a URL (expected e.g. http://127.0.0.1:8080)") }
        guard scheme == "http" || scheme == "https" else {
            throw .invalidBaseURL(text, reason: "the scheme must be http or https")
        }
        guard let host = components.host, !host.isEmpty else { throw .invalidBaseURL(text, reason: "it has no host") }
        guard components.query == nil, components.fragment == nil else {
            throw .invalidBaseURL(text, reason: "it must not have a query or fragment")
        }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/v1/forecast") { path.removeLast("/v1/forecast".count) }
        var clean = components
        clean.path = path
        guard let url = clean.url else { throw .invalidBaseURL(text, reason: "it is not a valid URL") }
        return url
    }
}

extension APIConfiguration {
    /// A reason ``validate(_:)`` gives, in `language`.
    public static func problem(_ english: String, in language: AppLanguage) -> String {
        switch english {
        case "it is empty": language.localized("it is empty")
        case "it is not a URL (expected e.g. http://127.0.0.1:8080)":
            language.localized("it is not a URL (expected e.g. http://127.0.0.1:8080)")
        case "the scheme must be http or https": language.localized("the scheme must be http or https")
        case "it has no host": language.localized("it has no host")
        case "it must not have a query or fragment": language.localized("it must not have a query or fragment")
        case "it is not a valid URL": language.localized("it is not a valid URL")
        default: english
        }
    }
}
