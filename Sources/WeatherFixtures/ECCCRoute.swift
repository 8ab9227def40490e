import FlyingFox
import Foundation
import ServiceEndpoints

/// Answers `/collections/weather-alerts/items?f=json&bbox=minLon,minLat,maxLon,maxLat` as ECCC's OGC API does: a
/// GeoJSON FeatureCollection, one feature per alert and area, text in English and French side by side. The
/// features are built from the shape documented by the clients that read the real service (no recorded answer is
/// pinned); the server returns those whose outline's bounding box meets `bbox`. Around Ottawa: a snowfall warning in
/// force (a MultiPolygon, one part holding the city), a freezing rain advisory that has ended, a wind warning that
/// expired an hour ago, and a special weather statement whose triangle touches the box but not the city; every other
/// place in Canada none. Its own fault applies, errors in Open-Meteo's JSON shape.
struct ECCCRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    static let path = ServiceEndpoint.eccc.paths[0]

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let bbox = request.query["bbox"] ?? ""
        let fault = await state.beginECCC(bbox: bbox)
        if let early = try await OpenMeteoFault.response(
            for: fault, badRequestReason: "Invalid bbox\u{1B}[2J\u{1B}]0;pwned\u{07}",
            malformedBody: #"{"type":"FeatureCollection","features":[{"type":"Feature","#)
        {
            return early
        }
        let box = bbox.split(separator: ",").compactMap { Double($0) }
        guard box.count == 4 else { return ForecastRoute.error(400, "Invalid bbox") }
        let features = Self.features(now: now(), fault: fault).filter { Self.meets($0.rings, box: box) }.map(\.json)
        let body = Data(
            JSONValue.object([
                ("type", .string("FeatureCollection")), ("features", .array(features)),
                ("numberMatched", .number(Double(features.count))), ("numberReturned", .number(Double(features.count))),
            ]).serialized().utf8)
        let json = "application/geo+json"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }

    /// Whether the rings' bounding box meets `box` (minLon, minLat, maxLon, maxLat), as the service's bbox filter.
    static func meets(_ rings: [[(Double, Double)]], box: [Double]) -> Bool {
        let points = rings.joined()
        guard let west = points.map(\.0).min(), let east = points.map(\.0).max(),
            let south = points.map(\.1).min(), let north = points.map(\.1).max()
        else { return false }
        return west <= box[2] && east >= box[0] && south <= box[3] && north >= box[1]
    }

    /// Ottawa's alerts, as (outer rings of `[lon, lat]`, the feature).
    static func features(now: Date, fault: FixtureFault) -> [(rings: [[(Double, Double)]], json: JSONValue)] {
        let ottawa = [(-76.0, 45.2), (-75.3, 45.2), (-75.3, 45.6), (-76.0, 45.6), (-76.0, 45.2)]
        let arnprior = [(-76.5, 45.3), (-76.2, 45.3), (-76.2, 45.5), (-76.5, 45.3)]
        let gatineau = [(-75.9, 45.43), (-75.5, 45.43), (-75.7, 45.8), (-75.9, 45.43)]
        let area = ("City of Ottawa - Kanata - Orléans", "Ville d'Ottawa - Kanata - Orléans")
        return [
            feature(
                id: "ON1", rings: [ottawa, arnprior], type: "warning",
                names: ("snowfall warning", "avertissement de neige"),
                area: area, status: "issued", expires: now + 6 * 3600, now: now, fault: fault),
            feature(
                id: "ON2", rings: [ottawa], type: "advisory",
                names: ("freezing rain advisory", "avis de pluie verglaçante"), area: area, status: "ended",
                expires: now + 3600, now: now, fault: fault),
            feature(
                id: "ON3", rings: [ottawa], type: "warning", names: ("wind warning", "avertissement de vents"),
                area: area, status: "issued", expires: now - 3600, now: now, fault: fault),
            feature(
                id: "QC1", rings: [gatineau], type: "statement",
                names: ("special weather statement", "bulletin météorologique spécial"), area: ("Gatineau", "Gatineau"),
                status: "continued", expires: now + 6 * 3600, now: now, fault: fault),
        ]
    }

    private static func feature(
        id: String, rings: [[(Double, Double)]], type: String, names: (en: String, fr: String),
        area: (en: String, fr: String), status: String, expires: Date, now: Date, fault: FixtureFault
    ) -> (rings: [[(Double, Double)]], json: JSONValue) {
        let time = { (date: Date) in ISO8601DateFormatter().string(from: date) }
        let escape = fault == .escapes ? "\u{1B}]0;pwned\u{07}\u{1B}[2J" : ""
        func text(_ value: String) -> JSONValue { fault == .nulls ? .null : .string(value + escape) }
        func ring(_ points: [(Double, Double)]) -> JSONValue {
            .array(points.map { JSONValue.array([.number($0.0), .number($0.1)]) })
        }
        let geometry: JSONValue =
            rings.count == 1
            ? .object([("type", .string("Polygon")), ("coordinates", .array([ring(rings[0])]))])
            : .object([("type", .string("MultiPolygon")), ("coordinates", .array(rings.map { .array([ring($0)]) }))])
        let properties = JSONValue.object([
            ("id", .string(id)), ("alert_type", .string(type)), ("alert_code", .string(id.lowercased())),
            ("alert_name_en", .string(names.en + escape)), ("alert_name_fr", .string(names.fr + escape)),
            ("alert_text_en", text("\(names.en.capitalized) in effect for \(area.en).\nTake care.")),
            ("alert_text_fr", text("\(names.fr.capitalized) en vigueur pour \(area.fr).\nSoyez prudents.")),
            ("feature_name_en", text(area.en)), ("feature_name_fr", text(area.fr)), ("province", .string("ON")),
            ("status_en", .string(status)), ("risk_colour_en", .string("yellow")),
            ("publication_datetime", .string(time(now - 3 * 3600))), ("validity_datetime", .string(time(now - 3600))),
            // As ECCC does, the event ends before the alert expires (two hours before, here).
            ("event_end_datetime", .string(time(expires - 2 * 3600))), ("expiration_datetime", .string(time(expires))),
        ])
        let json = JSONValue.object([
            ("type", .string("Feature")), ("id", .string("\(id)_2026112600")), ("geometry", geometry),
            ("properties", properties),
        ])
        return (rings, json)
    }
}
