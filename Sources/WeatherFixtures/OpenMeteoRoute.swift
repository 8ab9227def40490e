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
