import FoundationEssentials

extension AlertsClient {
    /// Official alerts wherever a source is known: the NWS (`nws`) for US places, MeteoAlarm for its member
    /// countries (one feed per country; only the alerts whose area is named as the place or its region, in
    /// `language`), and `.noOfficialSource(country)` everywhere else, with no request.
    public static func world(
        nws: AlertsClient, meteoAlarmBaseURL: URL = APIConfiguration.meteoAlarmDefaultBaseURL,
        ecccBaseURL: URL = APIConfiguration.ecccDefaultBaseURL,
        httpClient: HTTPClient, language: String, now: @escaping @Sendable () -> Date = { Date() },
        timeouts: HTTPLimits = .alerts
    ) -> AlertsClient {
        let meteoAlarm = MeteoAlarmClient.live(
            baseURL: meteoAlarmBaseURL, httpClient: httpClient, language: language, now: now, timeouts: timeouts)
        let eccc = ECCCClient.live(
            baseURL: ecccBaseURL, httpClient: httpClient, language: language, now: now, timeouts: timeouts)
        return AlertsClient { place throws(AlertsError) in
            if place.isInUS { return try await nws.alerts(place) }
            if ECCCClient.covers(place) { return try await eccc.alerts(place) }
            guard MeteoAlarmClient.covers(place) else { throw .noOfficialSource(place.countryName) }
            // The rest of the country's alerts are not the place's, so they are never shown as its own.
            return try await meteoAlarm.alerts(place).own
        }
    }
}
