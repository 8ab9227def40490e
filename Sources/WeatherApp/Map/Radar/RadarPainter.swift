import TerminalUI
import WeatherCore

/// Draws a radar frame into the map's cells once the canvas is drawn, like the weather layer: each cell takes the
/// colour of the strongest echo among the pixels it covers (its 2×4 braille dots), as its background, with outlines
/// and names over it in a contrasting colour; cells drawn in a colour of their own (markers, alerts) keep it.
/// Without colours, a blank cell takes braille dots, more for a stronger echo; outlines and names stay as they are.
struct RadarPainter {
    let frame: RadarFrame
    let depth: ColorDepth
    let viewport: MapViewport

    func paint(into buffer: inout Buffer, area: Rect) {
        let clip = area.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        let longitudes = (0...clip.width).map { column in
            viewport.coordinate(x: Double((clip.x - area.x + column) * 2), y: 0).longitude
        }
        for y in clip.y..<clip.maxY {
            let north = viewport.coordinate(x: 0, y: Double((y - area.y) * 4)).latitude
            let south = viewport.coordinate(x: 0, y: Double((y - area.y + 1) * 4)).latitude
            for column in 0..<clip.width {
                guard let dbz = strongest(west: longitudes[column], east: longitudes[column + 1], north, south)
                else { continue }
                let x = clip.x + column
                var cell = buffer[x, y]
                guard MapLayerPainter.takesLayer(cell.style) else { continue }
                if depth.hasColors {
                    guard let color = RadarRamp.color(dbz, depth) else { continue }
                    cell.style.background = color
                    cell.style.foreground = color.contrastingText
                } else {
                    guard cell.symbol == " ", let dots = RadarRamp.density(dbz) else { continue }
                    cell.symbol = dots
                }
                buffer[x, y] = cell
            }
        }
    }

    /// The strongest echo of the frame's pixels inside a cell's box (its centre when the box is smaller than one).
    private func strongest(west: Double, east: Double, _ north: Double, _ south: Double) -> Int? {
        let area = frame.area
        let image = frame.image
        let spanX = area.maxLongitude - area.minLongitude
        let spanY = area.maxLatitude - area.minLatitude
        guard spanX > 0, spanY > 0 else { return nil }
        func column(_ longitude: Double) -> Int {
            Int(((longitude - area.minLongitude) / spanX * Double(image.width)).rounded(.down))
        }
        func row(_ latitude: Double) -> Int {
            Int(((area.maxLatitude - latitude) / spanY * Double(image.height)).rounded(.down))
        }
        // A cell wholly outside the frame has no echo (rather than its nearest edge pixel's).
        guard column(east) > 0, column(west) < image.width, row(south) > 0, row(north) < image.height else {
            return nil
        }
        let x0 = max(0, column(west))
        let x1 = min(image.width - 1, max(x0, column(east) - 1))
        let y0 = max(0, row(north))
        let y1 = min(image.height - 1, max(y0, row(south) - 1))
        guard x0 <= x1, y0 <= y1 else { return nil }
        var best: Int?
        for py in y0...y1 {
            for px in x0...x1 {
                if let value = image.dbz(x: px, y: py), value > (best ?? Int.min) { best = value }
            }
        }
        return best
    }
}
