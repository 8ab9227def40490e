import TerminalUI
import WeatherCore

/// Draws the weather layer into the map's cells once the canvas is drawn: each cell's background takes the ramp's
/// colour of the value interpolated at the cell's centre, and its text a colour that contrasts. Cells drawn in a
/// colour of their own (markers and their labels, alert shading and outlines) are left as they are, so they stand
/// out from the field; outlines and town names take the contrasting colour. At close zoom, and always without
/// colours (`NO_COLOR`), the grid points' values are written as small labels where they cover no text.
struct MapLayerPainter {
    let kind: MapLayerKind
    let grid: LayerGrid
    let depth: ColorDepth
    let viewport: MapViewport
    let zoom: Int
    /// The values' decimal symbol's language ("1,2" in German).
    var language: AppLanguage = .en

    /// From this zoom on (about 5° across at 80 columns) the values at the grid points are labelled too.
    static let labelsFromZoom = MapZoom.countyLinesFromIndex

    func paint(into buffer: inout Buffer, area: Rect) {
        guard kind != .none, !area.isEmpty else { return }
        let ramp = depth.hasColors ? MapLayerRamp.ramp(kind, depth) : nil
        if let ramp { shade(&buffer, area, ramp) }
        if ramp == nil || zoom >= Self.labelsFromZoom { label(&buffer, area) }
    }

    private func read(_ point: LayerGrid.Point) -> Double? {
        kind == .temperature ? point.temperature : point.precipitation
    }

    private func shade(_ buffer: inout Buffer, _ area: Rect, _ ramp: MapLayerRamp) {
        let clip = area.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        // One longitude per column and one latitude per row: the projection is separable.
        let longitudes = (0..<clip.width).map { column in
            viewport.coordinate(x: Double((clip.x - area.x + column) * 2 + 1), y: 0).longitude
        }
        for y in clip.y..<clip.maxY {
            let latitude = viewport.coordinate(x: 0, y: Double((y - area.y) * 4 + 2)).latitude
            for (column, longitude) in longitudes.enumerated() {
                let x = clip.x + column
                guard
                    let value = grid.value(at: GeoPoint(longitude: longitude, latitude: latitude), read),
                    let color = ramp.color(MapLayerRamp.metric(kind, value, grid.units))
                else { continue }
                var cell = buffer[x, y]
                guard Self.takesLayer(cell.style) else { continue }
                cell.style.background = color
                cell.style.foreground = color.contrastingText
                buffer[x, y] = cell
            }
        }
    }

    /// Plain text and the map's outlines take the layer; anything drawn in a colour of its own keeps it.
    static func takesLayer(_ style: Style) -> Bool {
        style.background == .default && (style.foreground == .default || style == MapRenderer.Styles.state)
    }

    /// Each grid point's value centred on it, where every cell it would cover holds only outline dots or nothing.
    private func label(_ buffer: inout Buffer, _ area: Rect) {
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let point = grid.point(column: column, row: row), let value = read(point),
                    let text = Self.labelText(kind, value, grid.units).map({ Units.decimal($0, in: language) })
                else { continue }
                let dot = viewport.project(grid.coordinate(column: column, row: row))
                guard dot.x >= 0, dot.y >= 0 else { continue }
                let width = DisplayWidth.of(text)
                let x = area.x + Int(dot.x) / 2 - width / 2
                let y = area.y + Int(dot.y) / 4
                guard y < area.maxY, x >= area.x, x + width <= area.maxX,
                    (x..<(x + width)).allSatisfy({ Self.isFree(buffer[$0, y]) })
                else { continue }
                var style = buffer[x, y].style
                style.attributes = .bold
                buffer.write(text, x: x, y: y, style: style)
            }
        }
    }

    /// A blank cell or one of outline dots, with no colour of its own.
    private static func isFree(_ cell: Cell) -> Bool {
        guard takesLayer(cell.style) || cell.style.foreground == cell.style.background.contrastingText,
            let scalar = cell.symbol.unicodeScalars.first
        else { return false }
        return cell.symbol == " " || (0x2800...0x28FF).contains(scalar.value)
    }

    /// "72°" for temperature; for precipitation "1.2" (mm) or ".05" (in), and nothing where it is dry.
    static func labelText(_ kind: MapLayerKind, _ value: Double, _ units: UnitSystem) -> String? {
        switch kind {
        case .none, .radar: return nil
        case .temperature: return Units.degrees(value)
        case .precipitation:
            guard MapLayerRamp.metric(kind, value, units) >= MapLayerRamp.dryBelow else { return nil }
            return decimal(value, digits: units == .imperial ? 2 : 1)
        }
    }

    /// `value` with `digits` decimals, and no leading zero before the point: "1.2", ".05".
    static func decimal(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        let whole = scaled / scale
        return (whole == 0 ? "" : String(whole)) + "." + padded
    }
}
