import FoundationEssentials

/// The Map layer's one request: a grid of points over an area a little larger than the view, asked in one
/// many-places request (``ConditionsRequest`` with ``ConditionsRequest/Variables/layer``).
///
/// The service counts every point as a call (600 a minute, 5,000 an hour on the free tier), so the grid stays at
/// 8 × 6 = 48 points; with the 10-minute cache and the wait for the view to settle, a session asks a few times.
public struct LayerGridRequest: Hashable, Sendable {
    public static let columns = 8
    public static let rows = 6
    /// The most points a layer request carries: the grid.
    public static let maxPoints = columns * rows
    /// The fetched area is this many times the view's width and height, around the same centre, so a pan of a
    /// quarter of the view (the Map's step) stays inside it.
    public static let margin = 1.5

    public var area: GeoBox
    public var units: UnitSystem

    public init(area: GeoBox, units: UnitSystem) {
        self.area = area
        self.units = units
    }

    /// The request for a view: its box grown by ``margin`` each way, kept on the globe.
    public init(around view: GeoBox, units: UnitSystem) {
        self.init(area: Self.area(around: view), units: units)
    }

    /// `view` grown by ``margin`` around its centre, within the latitudes the Map shows and the longitudes ±180.
    public static func area(around view: GeoBox) -> GeoBox {
        let halfWidth = (view.maxLongitude - view.minLongitude) * margin / 2
        let halfHeight = (view.maxLatitude - view.minLatitude) * margin / 2
        let centerLongitude = (view.minLongitude + view.maxLongitude) / 2
        let centerLatitude = (view.minLatitude + view.maxLatitude) / 2
        return onGlobe(
            GeoBox(
                minLongitude: centerLongitude - halfWidth, minLatitude: centerLatitude - halfHeight,
                maxLongitude: centerLongitude + halfWidth, maxLatitude: centerLatitude + halfHeight))
    }

    /// `box` cut to what can be asked: longitudes ±180, latitudes ±85 (the Map's Mercator limit).
    public static func onGlobe(_ box: GeoBox) -> GeoBox {
        GeoBox(
            minLongitude: max(-180, box.minLongitude), minLatitude: max(-85, box.minLatitude),
            maxLongitude: min(180, box.maxLongitude), maxLatitude: min(85, box.maxLatitude))
    }

    /// The grid's points, row by row from the north-west corner.
    public var coordinates: [ConditionsRequest.Coordinate] {
        (0..<Self.rows).flatMap { row in
            (0..<Self.columns).map { column in
                let point = LayerGrid.coordinate(
                    column: column, row: row, columns: Self.columns, rows: Self.rows, area: area)
                return ConditionsRequest.Coordinate(latitude: point.latitude, longitude: point.longitude)
            }
        }
    }

    /// The many-places request that asks it.
    public var conditionsRequest: ConditionsRequest {
        ConditionsRequest(coordinates: coordinates, units: units, variables: .layer)
    }
}
