import FlyingFox
import Foundation

/// One of Open-Meteo's APIs as the fixture answers it, but the forecast (whose many-places answers and request log
/// are its own): count the request on its route, answer the route's fault where the fault alone decides, else read
/// the query (a 400 with the reason the real service gives) and answer it. Air quality, the ensemble and the
/// archive are values of it; a new Open-Meteo API is one more.
struct OpenMeteoRoute: Sendable {
    typealias Answer =
        @Sendable ([(name: String, value: String)], FixtureFault, Date) throws(QueryInvalid) ->
        HTTPResponse

    let route: FixtureRoute
    /// The `bad-request` fault's reason, which carries terminal escape sequences.
    let badRequestReason: String
    /// The `malformed` fault's body: a start cut off where it stops being JSON.
    let malformedBody: String
    /// Reads the query and answers it under the fault (nulls, escapes, a cut body) at the time given.
    let answer: Answer

    func respond(to request: HTTPRequest, state: FixtureState, now: Date) async throws -> HTTPResponse {
        let fault = await state.begin(route)
        if let early = try await OpenMeteoFault.response(
            for: fault, badRequestReason: badRequestReason, malformedBody: malformedBody)
        {
            return early
        }
        do throws(QueryInvalid) {
            return try answer(request.query.map { ($0.name, $0.value) }, fault, now)
        } catch {
            return ForecastRoute.error(400, error.reason)
        }
    }
}

/// A query for one place whose answer a responder builds in the place's zone (air quality, the ensemble).
protocol OnePlaceQuery: Sendable {
    init(_ items: [(name: String, value: String)]) throws(QueryInvalid)
    var timezone: String? { get }
    var latitude: Double { get }
    var longitude: Double { get }
    func body(zone: FixtureTimeZone, now: Date, variant: ForecastResponder.Variant) -> JSONValue
}

extension OpenMeteoRoute {
    /// A route of one place's queries: read, answered in the zone asked (400 "Invalid timezone" for an unknown one).
    static func onePlace<Query: OnePlaceQuery>(
        _ route: FixtureRoute, _ query: Query.Type, badRequestReason: String, malformedBody: String
    ) -> OpenMeteoRoute {
        OpenMeteoRoute(route: route, badRequestReason: badRequestReason, malformedBody: malformedBody) {
            items, fault, now throws(QueryInvalid) in
            let query = try Query(items)
            return OpenMeteoAnswer.respond(
                fault: fault, timezone: query.timezone, latitude: query.latitude, longitude: query.longitude, now: now
            ) { zone, variant in
                query.body(zone: zone, now: now, variant: variant)
            }
        }
    }
}

/// The Open-Meteo routes but the forecast, with the faults' words each sends (the ensemble's is with its query).
extension OpenMeteoRoute {
    /// `/v1/air-quality` as Open-Meteo's air-quality API answers it (errors in the forecast's shape).
    static let airQuality = onePlace(
        .airQuality, AirQualityQuery.self,
        badRequestReason: OpenMeteoFault.cannotInitialize("AirQualityVariable", from: "us_aqi", key: "current"),
        malformedBody: #"{"latitude":38.9,"longitude":-77.0,"current":{"us_aqi":27,,"#)

    /// `/v1/archive` as Open-Meteo's Historical API answers it (errors in the forecast's shape), every asked day from
    /// ``FixtureArchiveClimate`` in the real envelope (see the recorded Brasília answer). List-valued
    /// `start_date`/`end_date` are answered as the real server does (its `prepareCoordinates`: one coordinate and many
    /// ranges): a JSON array of one envelope per range, in order.
    static let archive = OpenMeteoRoute(
        route: .archive,
        badRequestReason: OpenMeteoFault.cannotInitialize("DailyVariable", from: "temperature_2m_max", key: "daily"),
        malformedBody: #"{"latitude":40.7,"longitude":-74.0,"daily":{"time":["1991-01-01",,"#
    ) { items, fault, now throws(QueryInvalid) in
        archiveAnswer(try ArchiveQuery(items), fault: fault, now: now)
    }
}
