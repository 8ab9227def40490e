import FoundationEssentials
import ServiceEndpoints

/// A request to one of Open-Meteo's APIs, which states all that differs between them: the service of the endpoint
/// table that answers it, its HTTP limits, its address under a base URL, what it costs in calls, and how its answer
/// reads. One ``OpenMeteoClient`` asks any of them; a new API is one more request type.
public protocol OpenMeteoRequest: Sendable {
    associatedtype Answer: Sendable
    static var endpoint: ServiceEndpoint { get }
    static var limits: HTTPLimits { get }
    func url(base: URL) -> URL
    /// What it costs in calls, by Open-Meteo's rule (``OpenMeteoCallWeight``).
    var weight: Double { get }
    /// What the HTTP ledger records as it goes: its weight, unless counted elsewhere.
    var ledgerWeight: Double { get }
    /// The answer when there is nothing to ask (no request is made); nil: always asked.
    var emptyAnswer: Answer? { get }
    /// Reads the answer's body; `now` is when it came (to stamp or trim it).
    func answer(_ body: Data, now: Date) throws -> Answer
}

extension OpenMeteoRequest {
    public var ledgerWeight: Double { weight }
    public var emptyAnswer: Answer? { nil }
}

extension OpenMeteoRequest {
    /// `<base><the service's path>?<items>`: the path is the endpoint table's.
    func url(base: URL, query items: [URLQueryItem]) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += Self.endpoint.paths[0]
        components.queryItems = items
        return components.url!
    }

    /// One place as every single-place API takes it: `latitude=…&longitude=…` to four decimals.
    static func place(latitude: Double, longitude: Double) -> [URLQueryItem] {
        [
            URLQueryItem(name: "latitude", value: ForecastRequest.coordinate(latitude)),
            URLQueryItem(name: "longitude", value: ForecastRequest.coordinate(longitude)),
        ]
    }
}
