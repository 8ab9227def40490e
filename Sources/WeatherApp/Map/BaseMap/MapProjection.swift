import WeatherCore

/// `MapViewport`'s projection with the centre's Mercator y worked out once, for the thousands of outline points a
/// frame projects; plus clipping of segments to the dot grid so far-off points never walk Bresenham off-canvas.
struct MapProjection {
    let viewport: MapViewport
    private let halfWidth: Double
    private let halfHeight: Double
    private let centerY: Double

    init(_ viewport: MapViewport) {
        self.viewport = viewport
        halfWidth = Double(viewport.width) / 2
        halfHeight = Double(viewport.height) / 2
        centerY = MapViewport.mercatorY(viewport.center.latitude)
    }

    /// Dot position of a point (fractional; may be off the grid). Same formula as `MapViewport.project`: the
    /// longitude the short way round from the centre, so both sides of ±180° are drawn.
    func project(_ point: GeoPoint) -> (x: Double, y: Double) {
        (
            halfWidth + MapViewport.longitudeOffset(point.longitude, from: viewport.center.longitude)
                * viewport.dotsPerDegree,
            halfHeight - (MapViewport.mercatorY(point.latitude) - centerY) * viewport.dotsPerDegree
        )
    }

    /// The dot a point falls in, or nil when it is off the grid.
    func dot(_ point: GeoPoint) -> (x: Int, y: Int)? {
        let (x, y) = project(point)
        guard x >= 0, y >= 0, x < Double(viewport.width), y < Double(viewport.height) else { return nil }
        return (Int(x), Int(y))
    }

    /// Whether the outline's consecutive points a and b are joined: not when they lie half a turn apart, where a
    /// ring crosses the globe's far side (opposite the centre) and the projection wrapped its ends to opposite
    /// edges: a line between them would cross the whole map.
    func joins(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
        abs(b.x - a.x) < 180 * viewport.dotsPerDegree
    }

    /// The part of segment a–b inside the grid (Liang–Barsky), as dots; nil when none of it is.
    func clip(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (a: (x: Int, y: Int), b: (x: Int, y: Int))? {
        let maxX = Double(viewport.width) - 0.001
        let maxY = Double(viewport.height) - 0.001
        let dx = b.x - a.x
        let dy = b.y - a.y
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, a.x), (dx, maxX - a.x), (-dy, a.y), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                t0 = max(t0, r)
            } else {
                if r < t0 { return nil }
                t1 = min(t1, r)
            }
        }
        return ((Int(a.x + t0 * dx), Int(a.y + t0 * dy)), (Int(a.x + t1 * dx), Int(a.y + t1 * dy)))
    }
}
