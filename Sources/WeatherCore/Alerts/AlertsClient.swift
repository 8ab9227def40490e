/// Fetches a place's official alerts, unfiltered and unordered (``AlertsService`` filters, orders and caches):
/// the place's own, and from a country-wide source the rest of the country's. A struct of closures like
/// ``WeatherClient``, so tests can swap in a double.
public struct AlertsClient: Sendable {
    public var alerts: @Sendable (Place) async throws(AlertsError) -> PlaceAlerts

    public init(alerts: @escaping @Sendable (Place) async throws(AlertsError) -> PlaceAlerts) {
        self.alerts = alerts
    }

    /// A source that answers only for the place itself (the NWS, ECCC): nothing elsewhere.
    public init(ownAlerts: @escaping @Sendable (Place) async throws(AlertsError) -> [WeatherAlert]) {
        self.alerts = { place throws(AlertsError) in PlaceAlerts(own: try await ownAlerts(place)) }
    }

    /// Answers every request with `alerts`.
    public static func mock(_ alerts: [WeatherAlert]) -> AlertsClient {
        AlertsClient { _ in PlaceAlerts(own: alerts) }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: AlertsError) -> AlertsClient {
        AlertsClient(alerts: { _ throws(AlertsError) in throw error })
    }
}
