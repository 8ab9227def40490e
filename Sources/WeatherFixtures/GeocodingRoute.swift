import FlyingFox
import Foundation

/// Answers `/v1/search` as Open-Meteo's geocoding API does (``FixtureGeocodingPlace``): `{"results": […],
/// "generationtime_ms": …}`, and no `results` key at all for a name it does not know. Its own fault applies, with
/// errors in the forecast's `{"error": true, "reason"}` shape.
struct GeocodingRoute: Sendable {
    let state: FixtureState

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let name = request.query["name"] ?? ""
        let fault = await state.beginGeocoding(name: name)
        if let early = try await OpenMeteoFault.response(
            for: fault,
            badRequestReason: "Parameter count must be between 1 and 100\u{1B}[2J\u{1B}]0;pwned\u{07}",
            malformedBody: #"{"results":[{"id":99000001,"name":"Testville",,"#)
        {
            return early
        }
        let count = request.query["count"].flatMap(Int.init) ?? 10
        guard (1...100).contains(count) else {
            return ForecastRoute.error(400, "Parameter count must be between 1 and 100.")
        }
        let places = FixtureGeocodingPlace.matching(name, count: count)
        var fields: [(String, JSONValue)] = []
        if !places.isEmpty {
            let results = places.map { fault == .nulls ? $0.nullJSON : $0.json(escapes: fault == .escapes) }
            fields.append(("results", .array(results)))
        }
        fields.append(("generationtime_ms", .number(0.5)))
        let body = Data(JSONValue.object(fields).serialized().utf8)
        let json = "application/json; charset=utf-8"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }
}
