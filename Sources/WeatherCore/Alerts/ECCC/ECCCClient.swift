import FoundationEssentials
import ServiceEndpoints

/// Environment and Climate Change Canada's alerts for a place in Canada: one keyless request per place to its OGC
/// API (`GET <base>/collections/weather-alerts/items?f=json&bbox=…`, a box of ``boxHalfSide`` degrees around the
/// place), then only the alerts in force whose area's outline holds the place. A struct of closures, so tests can
/// swap in a double.
struct ECCCClient: Sendable {
    var alerts: @Sendable (Place) async throws(AlertsError) -> [WeatherAlert]

    /// Whether ECCC issues the place's alerts.
    static func covers(_ place: Place) -> Bool { place.country == "CA" }

    /// Half the side of the box asked for, in degrees (about 1 km): the server returns every area that touches
    /// it, and the outlines decide. An area published without an outline is trusted to touch the place.
    static let boxHalfSide = 0.01

    /// More features than any point has areas (one per alert and area): the OGC API's default page is 10.
    static let limit = 100

    /// The real client, through the shared `httpClient` with the NWS's limits; `language` picks the block shown
    /// (``AppLanguage/contentLanguage(_:chosen:environment:)``: French or English), `now` what is still in force.
    static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .eccc), httpClient: HTTPClient,
        language: String, now: @escaping @Sendable () -> Date = { Date() }, timeouts: HTTPLimits = .alerts
    ) -> ECCCClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts, accept: "application/geo+json")
        return ECCCClient { place throws(AlertsError) in
            guard covers(place) else { throw .noOfficialSource(place.countryName) }
            let point = GeoPoint(longitude: place.longitude, latitude: place.latitude)
            let collection: ECCCAlertCollection
            do throws(WeatherError) {
                collection = try ECCCAlertCollection.decode(try await fetch.get(url(base: baseURL, around: point)))
            } catch {
                throw .failed(error)
            }
            return collection.alerts.map { $0.outliningBareAreas(with: box(around: point)) }
                .alerts(containing: point, language: language, at: now())
        }
    }

    /// `<base>/collections/weather-alerts/items?f=json&bbox=minLon,minLat,maxLon,maxLat&limit=100`.
    static func url(base: URL, around point: GeoPoint) -> URL {
        let d = boxHalfSide
        let bbox = [point.longitude - d, point.latitude - d, point.longitude + d, point.latitude + d]
            .map(ForecastRequest.coordinate).joined(separator: ",")
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += "/collections/weather-alerts/items"
        components.queryItems = [
            URLQueryItem(name: "f", value: "json"), URLQueryItem(name: "bbox", value: bbox),
            URLQueryItem(name: "limit", value: String(limit)),
        ]
        return components.url!
    }

    /// The box asked for, as a closed ring.
    static func box(around point: GeoPoint) -> [GeoPoint] {
        let d = boxHalfSide
        let (w, s, e, n) = (point.longitude - d, point.latitude - d, point.longitude + d, point.latitude + d)
        return [
            GeoPoint(longitude: w, latitude: s), GeoPoint(longitude: e, latitude: s),
            GeoPoint(longitude: e, latitude: n), GeoPoint(longitude: w, latitude: n),
            GeoPoint(longitude: w, latitude: s),
        ]
    }
}

extension CAPAlert {
    /// The alert with `ring` as the outline of each area that has none: the server matched such an area to the box
    /// asked for, and that is all that is known of where it is.
    fileprivate func outliningBareAreas(with ring: [GeoPoint]) -> CAPAlert {
        var alert = self
        for i in alert.infos.indices {
            for j in alert.infos[i].areas.indices where alert.infos[i].areas[j].polygons.isEmpty {
                alert.infos[i].areas[j].polygons = [ring]
            }
        }
        return alert
    }
}
