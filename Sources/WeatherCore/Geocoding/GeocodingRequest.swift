import FoundationEssentials

/// One geocoder request: the typed name and the user's language, nothing else about the user.
public struct GeocodingRequest: Hashable, Sendable {
    public var name: String
    /// ISO 639-1 code ("en", "de"): the language the names come back in.
    public var language: String
    /// Ten, as a screen of suggestions shows.
    public var count: Int

    public init(name: String, language: String = "en", count: Int = 10) {
        self.name = name
        self.language = language
        self.count = count
    }

    /// `<base>/v1/search?name=…&count=10&language=…&format=json`.
    public func url(base: URL) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += "/v1/search"
        components.queryItems = [
            URLQueryItem(name: "name", value: name),
            URLQueryItem(name: "count", value: String(count)),
            URLQueryItem(name: "language", value: language),
            URLQueryItem(name: "format", value: "json"),
        ]
        return components.url!
    }
}
