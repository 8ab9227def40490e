import FoundationEssentials

/// Fetches the Map layer's grid (``LayerGridRequest``) in one request. A struct of closures, like
/// ``ConditionsClient``; a failure of the whole request is thrown, a failed point is a nil in the grid.
public struct MapLayerClient: Sendable {
    public var grid: @Sendable (LayerGridRequest) async throws(WeatherError) -> LayerGrid

    public init(grid: @escaping @Sendable (LayerGridRequest) async throws(WeatherError) -> LayerGrid) {
        self.grid = grid
    }
}

extension MapLayerClient {
    /// One GET to `<baseURL>/v1/forecast` with the grid's points comma-separated, bounded like a forecast request
    /// (``HTTPLimits``), stamped with `now()` as its fetch time. An answer with no value at any point fails.
    public static func live(
        baseURL: URL = APIConfiguration.defaultBaseURL, httpClient: HTTPClient,
        timeouts: HTTPLimits = .production, now: @escaping @Sendable () -> Date = { Date() }
    ) -> MapLayerClient {
        MapLayerClient { request throws(WeatherError) in
            let conditions = request.conditionsRequest
            let body = try await LiveFetch(httpClient: httpClient, timeouts: timeouts).get(
                conditions.url(base: baseURL), weight: conditions.weight)
            let answers = try Forecast.batch(
                openMeteoJSON: body, places: conditions.coordinates.count, units: request.units)
            return try LayerGrid(answers: answers, request: request, fetchedAt: now())
        }
    }
}

extension LayerGrid {
    /// The grid the answers to `request` make, in order; throws when no point has a temperature.
    init(
        answers: [Result<Forecast, WeatherError>], request: LayerGridRequest, fetchedAt: Date
    ) throws(WeatherError) {
        let points = answers.map { answer -> Point? in
            guard case .success(let forecast) = answer, let current = forecast.current else { return nil }
            return Point(
                temperature: current.temperature, precipitation: current.precipitation,
                weatherCode: current.weatherCode)
        }
        guard points.contains(where: { $0?.temperature != nil }) else {
            throw .malformedResponse(detail: "no values at any point")
        }
        self.init(
            area: request.area, columns: LayerGridRequest.columns, rows: LayerGridRequest.rows, points: points,
            units: request.units, fetchedAt: fetchedAt)
    }
}
