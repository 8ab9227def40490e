import FlyingFox
import FlyingSocks
import Foundation

/// Answers `/v1/forecast`: validates the query, then applies the current fault.
struct ForecastRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let fault = await state.beginForecast()
        switch fault {
        case .slow(let seconds):
            try await Task.sleep(for: .seconds(seconds))
        case .hang:
            try await FixtureResponse.hang()
        case .serverError:
            return FixtureResponse.make(500, "text/html; charset=utf-8", Data(Self.html.utf8))
        case .rateLimited(let retryAfter):
            var response = Self.error(429, "Minutely API request limit exceeded. Please try again in one minute.")
            if let retryAfter { response.headers[HTTPHeader("Retry-After")] = String(retryAfter) }
            return response
        case .badRequest:
            return Self.error(
                400,
                "Cannot initialize WeatherVariable from invalid String value "
                    + "temperature_2m\u{1B}[2J\u{1B}]0;pwned\u{07} for key hourly")
        case .malformedJSON:
            return FixtureResponse.make(
                200, "application/json; charset=utf-8",
                Data(#"{"latitude":40.71,"longitude":-74.0,"current":{"temperature_2m":12.3,,"#.utf8))
        case .oversizedBody:
            return FixtureResponse.make(200, "application/json; charset=utf-8", FixtureResponse.oversized())
        case .oversizedChunked:
            return FixtureResponse.oversizedChunked("application/json")
        case .none, .truncatedBody, .nulls, .escapes:
            break
        }
        let variant: ForecastResponder.Variant = fault == .nulls ? .nulls : fault == .escapes ? .escapes : .normal
        let query: ForecastQuery
        do {
            query = try ForecastQuery(request.query.map { ($0.name, $0.value) })
        } catch {
            return Self.error(400, error.reason)
        }
        let date = now()
        guard let zone = try? FixtureTimeZone(parameter: query.timezone, longitude: query.longitude, now: date) else {
            return Self.error(400, "Invalid timezone")
        }
        let body = Data(
            ForecastResponder(query: query, zone: zone, now: date, variant: variant).body().serialized().utf8)
        let json = "application/json; charset=utf-8"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }

    static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        let body = JSONValue.object([("error", .bool(true)), ("reason", .string(reason))]).serialized()
        return FixtureResponse.make(status, "application/json; charset=utf-8", Data(body.utf8))
    }

    private static let html = """
        <html><head><title>500 Internal Server Error</title></head>
        <body><center><h1>500 Internal Server Error</h1></center><hr><center>nginx</center></body></html>
        """
}
