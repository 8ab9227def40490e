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
            // Sleeps until the server stops (which cancels this task); the client's timeout ends its side.
            while true { try await Task.sleep(for: .seconds(3600)) }
        case .serverError:
            return Self.response(500, "text/html; charset=utf-8", Data(Self.html.utf8))
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
            return Self.response(
                200, "application/json; charset=utf-8",
                Data(#"{"latitude":40.71,"longitude":-74.0,"current":{"temperature_2m":12.3,,"#.utf8))
        case .oversizedBody:
            return Self.response(200, "application/json; charset=utf-8", Self.oversized())
        case .oversizedChunked:
            let body = HTTPBodySequence(from: ScriptedBody(data: Self.oversized(), failAtEnd: false))
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
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
        guard fault == .truncatedBody else { return Self.response(200, "application/json; charset=utf-8", body) }
        // Promise the whole body, send half, then fail the stream so the connection closes.
        let half = ScriptedBody(data: body.prefix(body.count / 2), failAtEnd: true)
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: HTTPBodySequence(from: half, count: body.count))
    }

    static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        let body = JSONValue.object([("error", .bool(true)), ("reason", .string(reason))]).serialized()
        return response(status, "application/json; charset=utf-8", Data(body.utf8))
    }

    static func response(_ status: Int, _ contentType: String, _ body: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(status)),
            headers: [.contentType: contentType], body: body)
    }

    static func phrase(_ status: Int) -> String {
        [
            200: "OK", 400: "Bad Request", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
            503: "Service Unavailable",
        ][status] ?? "Status"
    }

    private static let html = """
        <html><head><title>500 Internal Server Error</title></head>
        <body><center><h1>500 Internal Server Error</h1></center><hr><center>nginx</center></body></html>
        """

    /// Valid JSON, just far too big: a huge padding string.
    private static func oversized() -> Data {
        var data = Data(#"{"padding":""#.utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: FixtureFault.oversizedBytes))
        data.append(Data(#""}"#.utf8))
        return data
    }
}
