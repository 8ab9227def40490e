import FoundationEssentials
import ServiceEndpoints

#if canImport(Glibc)
    import Glibc
#endif

/// The loop's continuation: the next two hours from Open-Meteo's 15-minute precipitation over the weather layer's
/// grid (48 points over the radar's box, one many-places request with `minutely_15`), turned into frames in the
/// radar's scale, labelled as forecast. One answer carries an hour more than the loop shows, so it is asked about
/// once an hour at a view (``stepsAsked``, ``lifetime``), not with every new mosaic. A rate R in mm/h becomes reflectivity by the Marshall–Palmer relation
/// Z = 200 R^1.6 (dBZ = 10 log₁₀ Z), the one the NWS uses for stratiform rain, so 1 mm/h reads 23 dBZ and 10 mm/h
/// 39 dBZ, as the radar would show them.
public typealias RadarForecastClient = OpenMeteoClient<RadarForecastRequest>

/// The box and size the frames are drawn at (the radar's), and the time they follow.
public struct RadarForecastRequest: Hashable, Sendable {
    public var view: RadarView
    /// Frames after this instant (the newest radar frame's time).
    public var after: Date

    public init(area: GeoBox, width: Int, height: Int, after: Date) {
        view = RadarView(area: area, width: width, height: height)
        self.after = after
    }

    public var area: GeoBox { view.area }
    public var width: Int { view.width }
    public var height: Int { view.height }

    /// The many-places request: the layer's 8 × 6 grid over the box, `minutely_15=precipitation`, metric.
    public var conditionsRequest: ConditionsRequest {
        let grid = LayerGridRequest(area: area, units: .metric)
        return ConditionsRequest(coordinates: grid.coordinates, units: .metric, variables: .radarForecast)
    }
}

extension RadarForecastRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.forecast
    /// Bounded like the layer's request.
    public static var limits: HTTPLimits { .production }
    public func url(base: URL) -> URL { conditionsRequest.url(base: base) }
    public var weight: Double { conditionsRequest.weight }

    /// The frames after ``after``; an answer with no 15-minute step ahead fails.
    public func answer(_ body: Data, now: Date) throws -> [RadarFrame] {
        let answers = try Forecast.batch(
            openMeteoJSON: body, places: conditionsRequest.coordinates.count, units: .metric)
        let quarters = answers.map { answer -> [Forecast.Quarter]? in
            guard case .success(let forecast) = answer else { return nil }
            return forecast.minutely15
        }
        let frames = RadarForecast.frames(quarters: quarters, request: self)
        guard !frames.isEmpty else { throw WeatherError.malformedResponse(detail: "no 15-minute steps ahead") }
        return frames
    }
}

public enum RadarForecast {
    /// The loop shows this many forecast steps: two hours.
    public static let steps = 8
    /// The 15-minute steps one request asks (`forecast_minutely_15`): the first is already over (each sums the 15
    /// minutes before its time), eight lie ahead for the loop, and an hour more (four) lets the loop move on with
    /// each new mosaic for an hour without asking again. One variable over one day weighs 1 call a point however
    /// many steps are asked.
    public static let stepsAsked = 14
    /// An answer is used this long at most: the models behind Open-Meteo's 15-minute data run hourly, so asking
    /// sooner for the same view brings the same forecast.
    public static let lifetime: TimeInterval = 3600

    /// Whether an answer received at `receivedAt`, with `stepsAhead` steps after the newest radar frame, still
    /// serves the loop at `now`: younger than ``lifetime`` and with the loop's ``steps`` still ahead.
    public static func serves(receivedAt: Date, stepsAhead: Int, now: Date) -> Bool {
        let age = now.timeIntervalSince(receivedAt)
        return age >= 0 && age < lifetime && stepsAhead >= steps
    }

    /// The dBZ of `millimetres` fallen in 15 minutes, nil under 0.1 mm/h (dry).
    public static func dbz(millimetresIn15Minutes millimetres: Double) -> Int? {
        let rate = millimetres * 4
        guard rate >= 0.1 else { return nil }
        return Int((10 * log10(200 * pow(rate, 1.6))).rounded())
    }

    /// The frames for every quarter after `request.after` (up to ``stepsAsked``), each a picture of the grid's values
    /// interpolated bilinearly (as the weather layer draws), in the radar's scale. `quarters` are the grid's points
    /// in ``LayerGridRequest/coordinates`` order, in GMT; nil where a point failed.
    public static func frames(quarters: [[Forecast.Quarter]?], request: RadarForecastRequest) -> [RadarFrame] {
        func instant(_ time: LocalDateTime) -> Date {
            Date(
                timeIntervalSince1970: Double(time.date.daysSinceEpoch * 86_400 + time.hour * 3600 + time.minute * 60))
        }
        let times = Set(quarters.compactMap { $0 }.flatMap { $0.map { instant($0.time) } })
            .filter { $0 > request.after }.sorted().prefix(stepsAsked)
        return times.map { time in
            let points = quarters.map { series -> LayerGrid.Point? in
                guard let quarter = series?.first(where: { instant($0.time) == time }) else { return nil }
                return LayerGrid.Point(temperature: nil, precipitation: quarter.precipitation)
            }
            let grid = LayerGrid(
                area: request.area, columns: LayerGridRequest.columns, rows: LayerGridRequest.rows, points: points,
                units: .metric, fetchedAt: time)
            var pixels = [Int8](repeating: RadarImage.noEcho, count: request.width * request.height)
            let spanX = request.area.maxLongitude - request.area.minLongitude
            let spanY = request.area.maxLatitude - request.area.minLatitude
            for y in 0..<request.height {
                let latitude = request.area.maxLatitude - (Double(y) + 0.5) / Double(request.height) * spanY
                for x in 0..<request.width {
                    let longitude = request.area.minLongitude + (Double(x) + 0.5) / Double(request.width) * spanX
                    if let value = grid.value(
                        at: GeoPoint(longitude: longitude, latitude: latitude), { $0.precipitation }),
                        let dbz = dbz(millimetresIn15Minutes: value)
                    {
                        pixels[y * request.width + x] = Int8(clamping: dbz)
                    }
                }
            }
            return RadarFrame(
                time: time, area: request.area,
                image: RadarImage(width: request.width, height: request.height, pixels: pixels), source: .forecast)
        }
    }
}
