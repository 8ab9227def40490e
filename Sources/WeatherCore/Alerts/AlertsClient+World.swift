import FoundationEssentials
import ServiceEndpoints

extension AlertsClient {
    /// Official alerts wherever a source is known: the NWS (`nws`) for US places, Environment Canada (ECCC) for
    /// Canadian ones, MeteoAlarm for its member countries (one feed per country; the place's own are the alerts whose
    /// area is the place's region by its EMMA_ID, ``MeteoAlarmAreas``, the rest are elsewhere in the country; in
    /// `language`), and `.noOfficialSource(country)` everywhere else, with no request.
    public static func world(
        nws: AlertsClient, meteoAlarmBaseURL: URL = APIConfiguration.baseURL(for: .meteoAlarm),
        ecccBaseURL: URL = APIConfiguration.baseURL(for: .eccc),
        httpClient: HTTPClient, language: String, now: @escaping @Sendable () -> Date = { Date() },
        timeouts: HTTPLimits = .alerts
    ) -> AlertsClient {
        let meteoAlarm = MeteoAlarmClient.live(
            baseURL: meteoAlarmBaseURL, httpClient: httpClient, language: language, now: now, timeouts: timeouts)
        let eccc = ECCCClient.live(
            baseURL: ecccBaseURL, httpClient: httpClient, language: language, now: now, timeouts: timeouts)
        return AlertsClient { place throws(AlertsError) in
            if place.isInUS { return try await nws.alerts(place) }
            if ECCCClient.covers(place) { return PlaceAlerts(own: try await eccc.alerts(place)) }
            guard MeteoAlarmClient.covers(place) else { throw .noOfficialSource(place.countryName) }
            // The rest of the country's alerts are not the place's: they travel apart, for the Alerts screen only.
            return try await meteoAlarm.alerts(place)
        }
    }
}
