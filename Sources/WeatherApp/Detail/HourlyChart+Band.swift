import TerminalUI
import WeatherCore

extension HourlyChart {
    /// The ensemble's mean ± one spread behind the curve, hour by hour: every other dot, dim, so the curve drawn
    /// over it stays the line to read (and the band stays lighter where colours are off). None in ASCII, where the
    /// readout's "±" says it alone, and none past the model's horizon.
    func drawBand(
        _ shown: [Forecast.Hour], high: Double, span: Double, geometry g: Geometry, on canvas: inout BrailleCanvas
    ) {
        guard let spread, iconSet != .ascii else { return }
        let bottom = canvas.dotHeight - 1
        func dotRow(_ t: Double) -> Int { min(bottom, max(0, Int(((high - t) / span * Double(bottom)).rounded()))) }
        for (i, hour) in shown.enumerated() {
            guard let hourSpread = spread.hour(at: hour.time), hourSpread.temperatureSpread > 0 else { continue }
            let top = dotRow(hourSpread.temperature + hourSpread.temperatureSpread)
            let low = dotRow(hourSpread.temperature - hourSpread.temperatureSpread)
            let left = i * g.columnsPerHour * 2
            for x in left..<(left + g.columnsPerHour * 2) {
                for y in top...low where (x + y) % 2 == 0 { canvas.set(x: x, y: y, style: .dim) }
            }
        }
    }
}
