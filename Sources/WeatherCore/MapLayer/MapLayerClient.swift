import FoundationEssentials
import ServiceEndpoints

/// Fetches the Map layer's grid (``LayerGridRequest``) in one request: a failure of the whole request is thrown, a
/// failed point is a nil in the grid.
public typealias MapLayerClient = OpenMeteoClient<LayerGridRequest>

extension LayerGridRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.forecast
    public static var limits: HTTPLimits { .production }
    public func url(base: URL) -> URL { conditionsRequest.url(base: base) }
    public var weight: Double { conditionsRequest.weight }

    /// Stamped with `now` as its fetch time; an answer with no value at any point fails.
    public func answer(_ body: Data, now: Date) throws -> LayerGrid {
        let answers = try Forecast.batch(
            openMeteoJSON: body, places: conditionsRequest.coordinates.count, units: units)
        return try LayerGrid(answers: answers, request: self, fetchedAt: now)
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
