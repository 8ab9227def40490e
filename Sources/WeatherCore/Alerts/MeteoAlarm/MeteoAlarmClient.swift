import FoundationEssentials
import ServiceEndpoints

/// MeteoAlarm's alerts for a place in one of its member countries: one request per country
/// (`GET <base>/api/v1/warnings/feeds-<slug>`), split into the place's own alerts (an area that is the place's
/// region, by its EMMA_ID: ``MeteoAlarmAreas``) and the rest of the country's. A struct of closures, so tests can swap in a double.
struct MeteoAlarmClient: Sendable {
    var alerts: @Sendable (Place) async throws(AlertsError) -> PlaceAlerts

    /// Whether MeteoAlarm has a feed for the place's country.
    static func covers(_ place: Place) -> Bool { MeteoAlarmCountries.slug(place.country) != nil }

    /// The real client, through the shared `httpClient` with the NWS's limits; `language` picks the block shown
    /// (``AppLanguage/contentLanguage(_:chosen:environment:)``), `now` what is still in force; `areas` and `directory` tell which areas are the place's.
    static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .meteoAlarm), httpClient: HTTPClient,
        language: String, now: @escaping @Sendable () -> Date = { Date() }, timeouts: HTTPLimits = .alerts,
        areas: @escaping @Sendable @autoclosure () -> MeteoAlarmAreas = .shared, directory: WorldDirectory? = .shared,
        feeds: RequestsInFlight<MeteoAlarmFeed, WeatherError> = RequestsInFlight(cancelled: .cancelled)
    ) -> MeteoAlarmClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        // `feeds`: places of one country asked at once (the notifications' check of every recent place) share its
        // request, by the country's slug.
        return MeteoAlarmClient { place throws(AlertsError) in
            guard let slug = MeteoAlarmCountries.slug(place.country) else {
                throw .noOfficialSource(place.countryName)
            }
            let feed: MeteoAlarmFeed
            do throws(WeatherError) {
                feed = try await feeds.load(slug) { () async throws(WeatherError) in
                    try MeteoAlarmFeed.decode(try await fetch.get(url(base: baseURL, slug: slug)))
                }
            } catch {
                throw .failed(error)
            }
            var alerts = feed.alerts.alerts(
                // The table is read on the first European place's alerts, not when the client is made.
                ownArea: areas().ownArea(of: place, directory: directory), language: language, at: now())
            // The national service issues the warning; MeteoAlarm carries it: both are credited on screen.
            for index in alerts.own.indices { alerts.own[index].relayedBy = "MeteoAlarm" }
            for index in alerts.elsewhere.indices { alerts.elsewhere[index].relayedBy = "MeteoAlarm" }
            return alerts
        }
    }

    /// `<base>/api/v1/warnings/feeds-<slug>`.
    static func url(base: URL, slug: String) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += "/api/v1/warnings/feeds-" + slug
        return components.url!
    }
}
