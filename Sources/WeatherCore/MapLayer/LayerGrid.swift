import FoundationEssentials

/// The weather now at a grid of points over an area: what one layer request answers. Both layers draw from it
/// (the one request asks for temperature and precipitation together), so switching layers asks nothing.
public struct LayerGrid: Equatable, Sendable {
    /// One point's values, in ``units``; nil where the answer had none.
    public struct Point: Equatable, Sendable {
        public var temperature: Double?
        public var precipitation: Double?
        public var weatherCode: Int?

        public init(temperature: Double?, precipitation: Double?, weatherCode: Int? = nil) {
            self.temperature = temperature
            self.precipitation = precipitation
            self.weatherCode = weatherCode
        }
    }

    public var area: GeoBox
    public var columns: Int
    public var rows: Int
    /// Row by row from the north-west corner, `columns` to a row; nil where that point's answer failed.
    public var points: [Point?]
    public var units: UnitSystem
    public var fetchedAt: Date

    public init(area: GeoBox, columns: Int, rows: Int, points: [Point?], units: UnitSystem, fetchedAt: Date) {
        self.area = area
        self.columns = max(2, columns)
        self.rows = max(2, rows)
        self.points = points
        self.units = units
        self.fetchedAt = fetchedAt
    }

    /// Degrees of longitude between two neighbouring columns.
    public var columnSpacing: Double { (area.maxLongitude - area.minLongitude) / Double(columns - 1) }

    /// The coordinate of point (`column`, `row`); row 0 is the north edge, column 0 the west edge.
    public static func coordinate(column: Int, row: Int, columns: Int, rows: Int, area: GeoBox) -> GeoPoint {
        GeoPoint(
            longitude: area.minLongitude
                + (area.maxLongitude - area.minLongitude) * Double(column) / Double(max(1, columns - 1)),
            latitude: area.maxLatitude - (area.maxLatitude - area.minLatitude) * Double(row) / Double(max(1, rows - 1)))
    }

    public func coordinate(column: Int, row: Int) -> GeoPoint {
        Self.coordinate(column: column, row: row, columns: columns, rows: rows, area: area)
    }

    public func point(column: Int, row: Int) -> Point? {
        let index = row * columns + column
        return points.indices.contains(index) ? points[index] : nil
    }

    /// The value `read` takes from the points, bilinearly interpolated at `location` (in degrees); nil outside the
    /// area or where none of the four points around it has a value. A point without a value leaves the others to
    /// share its weight, so one failed point makes a hole nowhere.
    public func value(at location: GeoPoint, _ read: (Point) -> Double?) -> Double? {
        let width = area.maxLongitude - area.minLongitude
        let height = area.maxLatitude - area.minLatitude
        guard width > 0, height > 0 else { return nil }
        let fx = (location.longitude - area.minLongitude) / width * Double(columns - 1)
        let fy = (area.maxLatitude - location.latitude) / height * Double(rows - 1)
        guard fx >= 0, fy >= 0, fx <= Double(columns - 1), fy <= Double(rows - 1) else { return nil }
        let column = min(columns - 2, Int(fx))
        let row = min(rows - 2, Int(fy))
        let tx = fx - Double(column)
        let ty = fy - Double(row)
        var sum = 0.0
        var weights = 0.0
        for (dx, dy, weight) in [
            (0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty),
        ]
        where weight > 0 {
            guard let point = point(column: column + dx, row: row + dy), let value = read(point) else { continue }
            sum += value * weight
            weights += weight
        }
        return weights > 0 ? sum / weights : nil
    }
}
