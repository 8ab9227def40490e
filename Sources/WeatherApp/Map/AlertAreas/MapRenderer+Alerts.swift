import TerminalUI
import WeatherCore

/// County lines, and the alerts' shading and outlines: projected once a frame, shaded under the state lines and
/// outlined over them, least severe first so the most severe colour wins where areas overlap.
extension MapRenderer {
    /// An alert's rings in dots, and the dots standing for counties too small to have rings at this zoom.
    struct ProjectedAlert {
        var shape: MapAlertShape
        var rings: [[(x: Double, y: Double)]]
        var dots: [(x: Int, y: Int)]
    }

    func alertShapes(for state: MapScreen.State) -> [MapAlertShape] {
        state.alerts.isEmpty ? [] : MapAlertShape.shapes(for: state.alerts, counties: counties)
    }

    /// Only the alerts whose area meets the view, least severe first.
    func project(_ shapes: [MapAlertShape], _ projection: MapProjection) -> [ProjectedAlert] {
        guard !shapes.isEmpty else { return [] }
        let viewport = projection.viewport
        let bounds = viewport.bounds
        let level = counties.level(forDegreesPerDot: viewport.degreesPerDot)
        var projected: [ProjectedAlert] = []
        // Least severe first, in the given order within a severity, so the most severe is drawn last, on top.
        let order = shapes.indices.sorted { (shapes[$1].severity, $0) < (shapes[$0].severity, $1) }
        for shape in order.map({ shapes[$0] }) {
            var alert = ProjectedAlert(shape: shape, rings: [], dots: [])
            switch shape.area {
            case .polygon(let ring):
                guard Self.bounds(of: ring).intersects(bounds) else { continue }
                var points = ring.map(projection.project)
                if let first = points.first, ring.first != ring.last { points.append(first) }
                alert.rings = [points]
            case .counties(let indices):
                for index in indices where counties.counties[index].bounds.intersects(bounds) {
                    let rings = counties.rings(of: index, level: level)
                    let box = counties.counties[index].bounds
                    let center = GeoPoint(
                        longitude: (box.minLongitude + box.maxLongitude) / 2,
                        latitude: (box.minLatitude + box.maxLatitude) / 2)
                    if rings.isEmpty, let dot = projection.dot(center) { alert.dots.append(dot) }
                    alert.rings += rings.map { $0.map(projection.project) }
                }
                guard !alert.rings.isEmpty || !alert.dots.isEmpty else { continue }
            }
            projected.append(alert)
        }
        return projected
    }

    func drawAlertOutline(_ alert: ProjectedAlert, on canvas: inout BrailleCanvas, _ projection: MapProjection) {
        let style = alert.shape.outlineStyle
        for ring in alert.rings { Self.drawRing(ring, style: style, on: &canvas, projection) }
        for dot in alert.dots { canvas.set(x: dot.x, y: dot.y, style: style) }
    }

    /// Every county in view, dimly, under the state lines.
    func drawCountyLines(on canvas: inout BrailleCanvas, _ projection: MapProjection) {
        let viewport = projection.viewport
        let level = counties.level(forDegreesPerDot: viewport.degreesPerDot)
        for index in counties.counties(in: viewport.bounds) {
            for ring in counties.rings(of: index, level: level) {
                Self.drawRing(ring.map(projection.project), style: Styles.county, on: &canvas, projection)
            }
        }
    }

    private static func bounds(of ring: [GeoPoint]) -> GeoBox {
        var box = GeoBox(
            minLongitude: .infinity, minLatitude: .infinity, maxLongitude: -.infinity, maxLatitude: -.infinity)
        for point in ring {
            box.minLongitude = min(box.minLongitude, point.longitude)
            box.minLatitude = min(box.minLatitude, point.latitude)
            box.maxLongitude = max(box.maxLongitude, point.longitude)
            box.maxLatitude = max(box.maxLatitude, point.latitude)
        }
        return box
    }
}
