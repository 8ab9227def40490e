import FlyingFox
import FlyingSocks
import Foundation

/// Answers `/v1/forecast`: validates the query, then applies the current fault.
struct ForecastRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let fault = await state.beginForecast()
        if let early = try await OpenMeteoFault.response(
            for: fault,
            badRequestReason: "Cannot initialize WeatherVariable from invalid String value "
                + "temperature_2m\u{1B}[2J\u{1B}]0;pwned\u{07} for key hourly",
            malformedBody: #"{"latitude":40.71,"longitude":-74.0,"current":{"temperature_2m":12.3,,"#)
        {
            return early
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

    /// What a proxy in front of Open-Meteo answers when the service behind it fails.
    static let html = """
        <html><head><title>500 Internal Server Error</title></head>
        <body><center><h1>500 Internal Server Error</h1></center><hr><center>nginx</center></body></html>
        """
}
