import TerminalUI
import WeatherCore

/// Draws the map part of the screen onto a braille canvas: outlines first (countries, county lines at close zoom,
/// alert shading, states, alert outlines), then town dots, then the marked places, with every label placed so none
/// overlaps another. A function of the state, the geometry and the size.
struct MapRenderer {
    let geometry: MapGeometry
    let counties: CountyGeometry

    enum Styles {
        static let country = Style.dim
        static let county = Style.dim
        static let state = Style(foreground: .blue, attributes: .dim)
        static let town = Style.plain
        static let marker = Style(foreground: .yellow, attributes: .bold)
        static let markLabel = Style(foreground: .yellow, attributes: .bold)
        static let selected = Style(foreground: .yellow, attributes: [.bold, .reverse])
    }

    /// The focus place's marker differs from the other marked places'.
    static let focusGlyph = "◆"
    static let markGlyph = "●"

    /// `alerts` defaults to the state's alerts resolved against the counties; the view passes the ones it resolved
    /// for the legend, so a frame resolves them once.
    func canvas(
        for state: MapScreen.State, width: Int, height: Int, alerts: [MapAlertShape]? = nil
    ) -> BrailleCanvas {
        var canvas = BrailleCanvas(width: width, height: height)
        let viewport = state.viewport(width: width, height: height)
        let projection = MapProjection(viewport)
        // Countries under the counties, and the states' colour last along the borders they share with both.
        drawOutlines(.country, style: Styles.country, on: &canvas, projection)
        if state.showsCountyLines { drawCountyLines(on: &canvas, projection) }
        let projected = project(alerts ?? alertShapes(for: state), projection)
        for alert in projected { MapStipple.fill(alert.rings, on: &canvas, style: alert.shape.fillStyle) }
        drawOutlines(.state, style: Styles.state, on: &canvas, projection)
        for alert in projected { drawAlertOutline(alert, on: &canvas, projection) }
        var placer = MapLabelPlacer(width: width, height: height)
        let marks = placeMarks(state, projection, &placer)
        drawTowns(state.towns, on: &canvas, projection, &placer)
        // Lowest priority first, so where two markers share a cell the selected one is drawn last, on top.
        for label in marks.reversed() {
            canvas.label(label.text, x: label.x, y: label.y, style: label.style)
        }
        return canvas
    }

    private func drawOutlines(
        _ layer: MapFeature.Layer, style: Style, on canvas: inout BrailleCanvas, _ projection: MapProjection
    ) {
        let viewport = projection.viewport
        for polyline in geometry.polylines(in: viewport.bounds, degreesPerDot: viewport.degreesPerDot, layers: [layer])
        {
            var previous: (x: Double, y: Double)?
            for point in polyline.points {
                let next = projection.project(point)
                if let previous, projection.joins(previous, next), let segment = projection.clip(previous, next) {
                    canvas.line(from: segment.a, to: segment.b, style: style)
                }
                previous = next
            }
        }
    }

    /// Lines joining consecutive projected points, each clipped to the grid.
    static func drawRing(
        _ points: [(x: Double, y: Double)], style: Style, on canvas: inout BrailleCanvas, _ projection: MapProjection
    ) {
        for (a, b) in zip(points, points.dropFirst()) {
            if let segment = projection.clip(a, b) { canvas.line(from: segment.a, to: segment.b, style: style) }
        }
    }

    /// Markers and their labels in priority order (selected, focus, the rest); labels that find no room are left
    /// out, markers never are.
    private func placeMarks(
        _ state: MapScreen.State, _ projection: MapProjection, _ placer: inout MapLabelPlacer
    ) -> [PlacedLabel] {
        let order = state.marks.indices.sorted { (priority($0, state), $0) < (priority($1, state), $1) }
        var anchors: [(index: Int, x: Int, y: Int)] = []
        for index in order {
            guard let dot = projection.dot(state.marks[index].place.coordinate) else { continue }
            anchors.append((index, dot.x / 2, dot.y / 4))
            placer.reserve(x: dot.x / 2, y: dot.y / 4)
        }
        var labels: [PlacedLabel] = []
        for anchor in anchors {
            let mark = state.marks[anchor.index]
            let isSelected = anchor.index == state.selected
            let glyph = mark.isFocus ? Self.focusGlyph : Self.markGlyph
            labels.append(
                .init(text: glyph, x: anchor.x, y: anchor.y, style: isSelected ? Styles.selected : Styles.marker))
            let text = Self.label(for: mark)
            let width = DisplayWidth.of(text)
            if let start = placer.place(width: width, besideX: anchor.x, y: anchor.y, gap: 2) {
                let space = start > anchor.x ? anchor.x + 1 : anchor.x - 1
                placer.reserve(x: space, y: anchor.y)
                labels.append(.init(text: " ", x: space, y: anchor.y, style: .plain))
                labels.append(
                    .init(text: text, x: start, y: anchor.y, style: isSelected ? Styles.selected : Styles.markLabel))
            }
        }
        return labels
    }

    private struct PlacedLabel {
        var text: String
        var x: Int
        var y: Int
        var style: Style
    }

    private func priority(_ index: Int, _ state: MapScreen.State) -> Int {
        index == state.selected ? 0 : state.marks[index].isFocus ? 1 : 2
    }

    /// Town dots first (all of them, so no label covers one), then names biggest town first where there is room.
    private func drawTowns(
        _ towns: [PlaceMatch], on canvas: inout BrailleCanvas, _ projection: MapProjection,
        _ placer: inout MapLabelPlacer
    ) {
        var anchors: [(name: String, x: Int, y: Int)] = []
        for town in towns {
            guard let dot = projection.dot(town.place.coordinate), placer.isFree(x: dot.x / 2, y: dot.y / 4) else {
                continue
            }
            canvas.set(x: dot.x, y: dot.y, style: Styles.town)
            placer.reserve(x: dot.x / 2, y: dot.y / 4)
            anchors.append((TextLayout.sanitize(town.name), dot.x / 2, dot.y / 4))
        }
        for anchor in anchors {
            let width = DisplayWidth.of(anchor.name)
            if let start = placer.place(width: width, besideX: anchor.x, y: anchor.y, gap: 1) {
                canvas.label(anchor.name, x: start, y: anchor.y, style: Styles.town)
            }
        }
    }

    /// "New York 72°F", or just "New York" when no temperature was seen there. Names come from a file on disk
    /// (recent searches), so they are sanitised.
    static func label(for mark: MapScreen.Mark) -> String {
        let city = TextLayout.sanitize(mark.place.city)
        guard let temperature = mark.temperature, temperature.isFinite else { return city }
        return "\(city) \(Units.temperature(temperature, mark.units ?? .imperial))"
    }
}
