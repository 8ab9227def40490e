import FoundationEssentials
import ServiceEndpoints

extension AlertsClient {
    /// The real client for US places: `GET <baseURL>/alerts/active?point=LAT,LON` through the shared `httpClient`, with the
    /// forecast's limits and error kinds (see ``LiveFetch``), `Accept: application/geo+json` and the app's
    /// User-Agent, without which the NWS refuses the request.
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .alerts), httpClient: HTTPClient,
        timeouts: HTTPLimits = .alerts
    ) -> AlertsClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts, accept: "application/geo+json")
        return AlertsClient(ownAlerts: { place throws(AlertsError) in
            // The NWS answers for the US only: anywhere else is not asked at all.
            guard place.isInUS else { throw .noOfficialSource(place.countryName) }
            let answer: LiveFetch.Answer
            do throws(WeatherError) {
                answer = try await fetch.fetch(url(base: baseURL, latitude: place.latitude, longitude: place.longitude))
            } catch {
                throw .failed(error)
            }
            guard answer.status == 200 else {
                throw NWSProblem.error(
                    status: answer.status, body: answer.body, retryAfter: answer.retryAfter,
                    placeName: place.displayName)
            }
            do throws(WeatherError) {
                return try NWSAlertCollection.decode(answer.body).alerts
            } catch {
                throw .failed(error)
            }
        })
    }

    /// `<base>/alerts/active?point=LAT,LON`, at most four decimals (the NWS refuses more).
    static func url(base: URL, latitude: Double, longitude: Double) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += "/alerts/active"
        let point = ForecastRequest.coordinate(latitude) + "," + ForecastRequest.coordinate(longitude)
        components.queryItems = [URLQueryItem(name: "point", value: point)]
        return components.url!
    }
}

extension HTTPLimits {
    /// Alerts are extra: a shorter total than the forecast's 15 s, so a slow NWS gives up sooner.
    public static let alerts = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
