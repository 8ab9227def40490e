import FoundationEssentials
import ServiceEndpoints

/// Fetches the current conditions of many places in one request (Home's live rows): one result per place asked, in
/// order; a failure of the whole request (no connection, an HTTP error, an unreadable or mismatched body) is thrown.
public typealias ConditionsClient = OpenMeteoClient<ConditionsRequest>

extension ConditionsRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.forecast
    public static var limits: HTTPLimits { .production }
    /// No places: nothing asked.
    public var emptyAnswer: [Result<LatestConditions, WeatherError>]? { coordinates.isEmpty ? [] : nil }

    /// Each result stamped with `now` as its fetch time.
    public func answer(_ body: Data, now: Date) throws -> [Result<LatestConditions, WeatherError>] {
        try LatestConditions.batch(openMeteoJSON: body, places: coordinates.count, units: units, fetchedAt: now)
    }
}
