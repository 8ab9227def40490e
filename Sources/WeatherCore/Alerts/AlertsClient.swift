/// Fetches the NWS's active alerts for a place, unfiltered and unordered (``AlertsService`` filters, orders and
/// caches). A struct of closures like ``WeatherClient``, so tests can swap in a double.
public struct AlertsClient: Sendable {
    public var alerts: @Sendable (Place) async throws(AlertsError) -> [WeatherAlert]

    public init(alerts: @escaping @Sendable (Place) async throws(AlertsError) -> [WeatherAlert]) {
        self.alerts = alerts
    }

    /// Answers every request with `alerts`.
    public static func mock(_ alerts: [WeatherAlert]) -> AlertsClient {
        AlertsClient { _ in alerts }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: AlertsError) -> AlertsClient {
        AlertsClient { _ throws(AlertsError) in throw error }
    }
}
