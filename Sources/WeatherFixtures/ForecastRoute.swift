import FlyingFox
import FlyingSocks
import Foundation

/// Answers `/v1/forecast`: validates the query, then applies the current fault. Several comma-separated coordinates
/// are answered as Open-Meteo does, with an array of single-place answers (``ForecastLocations``).
struct ForecastRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let items = request.query.map { (name: $0.name, value: $0.value) }
        let fault = await state.beginForecast(ForecastRequestRecord(items))
        if let early = try await OpenMeteoFault.response(
            for: fault,
            badRequestReason: OpenMeteoFault.cannotInitialize("WeatherVariable", from: "temperature_2m", key: "hourly"),
            malformedBody: #"{"latitude":40.71,"longitude":-74.0,"current":{"temperature_2m":12.3,,"#)
        {
            return early
        }
        let variant: ForecastResponder.Variant = fault == .nulls ? .nulls : fault == .escapes ? .escapes : .normal
        let places: [[(name: String, value: String)]]
        do {
            places = try ForecastLocations.split(items)
        } catch {
            return Self.error(400, error.reason)
        }
        var bodies: [JSONValue] = []
        for place in places {
            switch answer(place, variant: variant) {
            case .success(let body): bodies.append(body)
            case .failure(let failure): return failure.response
            }
        }
        let whole = places.count == 1 ? bodies[0] : .array(bodies)
        let body = Data(whole.serialized().utf8)
        let json = "application/json; charset=utf-8"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }

    /// An error answer, as a value a `Result` can carry.
    struct Failure: Error {
        var response: HTTPResponse
    }

    /// One place's body, or the 400 answer its parameters deserve.
    private func answer(
        _ items: [(name: String, value: String)], variant: ForecastResponder.Variant
    ) -> Result<JSONValue, Failure> {
        let query: ForecastQuery
        do {
            query = try ForecastQuery(items)
        } catch {
            return .failure(Failure(response: Self.error(400, error.reason)))
        }
        let date = now()
        guard
            let zone = try? FixtureTimeZone(
                parameter: query.timezone, latitude: query.latitude, longitude: query.longitude, now: date)
        else {
            return .failure(Failure(response: Self.error(400, "Invalid timezone")))
        }
        return .success(ForecastResponder(query: query, zone: zone, now: date, variant: variant).body())
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
