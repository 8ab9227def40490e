import TerminalUI
import WeatherCore

/// The conditions now: a large temperature, the condition, and the details (feels-like, humidity, wind, gusts,
/// pressure, clouds, precipitation, sunrise and sunset). Wide: the details in a two-column grid beside the
/// temperature (4 rows). Narrow: the details as " · "-separated lines under it.
struct CurrentConditionsPanel {
    let state: DetailScreen.State

    static let wideHeight = 4
    static let leftWidth = 24
    static let columnGap = 3

    private var current: Forecast.Current? { state.snapshot?.forecast.current }
    private var units: UnitSystem { state.units }
    private var iconSet: IconSet { state.iconSet }

    /// Rows the panel wants in `width` columns, given `available` rows.
    static func height(state: DetailScreen.State, width: Int, available: Int) -> Int {
        let panel = CurrentConditionsPanel(state: state)
        if panel.fitsWide(width) { return available >= wideHeight ? wideHeight : min(available, 2) }
        if panel.bigDigits.isDrawable, available >= 4 { return min(available, BigDigits.height + 2) }
        return min(available, 3)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        if fitsWide(area.width), area.height >= Self.wideHeight {
            renderWide(into: &buffer, area: area)
        } else if bigDigits.isDrawable, area.height >= 4 {
            renderBig(into: &buffer, area: area)
        } else {
            renderPlain(into: &buffer, area: area)
        }
    }

    // MARK: Pieces

    var bigDigits: BigDigits {
        guard iconSet != .ascii, let t = current?.temperature, t.isFinite, abs(t) < 1000 else { return BigDigits(text: "") }
        let whole = Int(t.rounded())
        return BigDigits(text: String(whole == 0 ? 0 : whole))
    }

    private var unitLabel: String { Units.temperatureLabel(units) }

    private var condition: Line {
        let code = current?.weatherCode
        return Line(DetailText.iconPrefix(code, iconSet, isDay: current?.isDay) + WeatherCode.description(for: code))
    }

    private var highLow: String {
        "H \(Units.degrees(state.today?.high)) · L \(Units.degrees(state.today?.low))"
    }

    /// The grid's columns: (label, value) rows.
    private var columns: [[(String, String)]] {
        [
            [("Feels like", Units.temperature(current?.feelsLike, units)), ("Humidity", Units.percent(current?.humidity)),
             ("Clouds", Units.percent(current?.cloudCover)), ("Precip", Units.precipitation(current?.precipitation, units))],
            [("Wind", DetailText.wind(current, units, iconSet)), ("Gusts", Units.windSpeed(current?.windGusts, units)),
             ("Pressure", Units.pressure(current?.pressure, units)), ("Rise/set", DetailText.sunriseSunset(state.today))],
        ]
    }

    private func columnWidths(_ column: [(String, String)]) -> (label: Int, value: Int) {
        (column.map { DisplayWidth.of($0.0) }.max() ?? 0, column.map { DisplayWidth.of($0.1) }.max() ?? 0)
    }

    func fitsWide(_ width: Int) -> Bool {
        let total = columns.map { columnWidths($0) }.reduce(Self.leftWidth - Self.columnGap) {
            $0 + Self.columnGap + $1.label + 1 + $1.value
        }
        return total <= width
    }

    // MARK: Layouts

    private func renderWide(into buffer: inout Buffer, area: Rect) {
        drawTemperature(into: &buffer, area: Rect(x: area.x, y: area.y, width: Self.leftWidth - 2, height: 3))
        buffer.write(line: condition, x: area.x, y: area.y + 3, width: Self.leftWidth - 2)
        var x = area.x + Self.leftWidth
        for column in columns {
            let widths = columnWidths(column)
            for (row, item) in column.enumerated() {
                buffer.write(item.0, x: x, y: area.y + row, style: .dim)
                buffer.write(item.1, x: x + widths.label + 1, y: area.y + row, maxWidth: area.maxX - x - widths.label - 1)
            }
            x += widths.label + 1 + widths.value + Self.columnGap
        }
    }

    /// Big digits with the condition, feels-like and today's high/low beside them, then detail lines.
    private func renderBig(into buffer: inout Buffer, area: Rect) {
        drawTemperature(into: &buffer, area: area)
        let side = area.x + bigDigits.width + 1 + DisplayWidth.of(unitLabel) + 2
        let sideWidth = area.maxX - side
        if sideWidth >= 8 {
            buffer.write(line: condition, x: side, y: area.y, width: sideWidth)
            buffer.write(line: Line([Span("Feels like ", style: .dim), Span(Units.temperature(current?.feelsLike, units))]),
                         x: side, y: area.y + 1, width: sideWidth)
            buffer.write(highLow, x: side, y: area.y + 2, maxWidth: sideWidth, style: .dim)
        }
        drawDetails(compactItems(includeFeelsLike: sideWidth < 8), into: &buffer,
                    area: area.inset(top: BigDigits.height))
    }

    /// "72°F ☁ Partly cloudy" in bold on one row, then detail lines.
    private func renderPlain(into buffer: inout Buffer, area: Rect) {
        let line = Line([Span(Units.temperature(current?.temperature, units), style: .bold), Span("  ")]) + condition
        buffer.write(line: line, in: area.row(0))
        drawDetails(compactItems(includeFeelsLike: true), into: &buffer, area: area.inset(top: 1))
    }

    private func drawTemperature(into buffer: inout Buffer, area: Rect) {
        let digits = bigDigits
        guard digits.isDrawable else {
            buffer.write(Units.temperature(current?.temperature, units), x: area.x, y: area.y, maxWidth: area.width, style: .bold)
            return
        }
        digits.render(into: &buffer, x: area.x, y: area.y, maxWidth: area.width, style: .bold)
        buffer.write(unitLabel, x: area.x + digits.width + 1, y: area.y, maxWidth: area.maxX - area.x - digits.width - 1, style: .bold)
    }

    private func compactItems(includeFeelsLike: Bool) -> [(String, String)] {
        let c = columns
        let items = [c[1][0], c[0][1], c[1][2], c[1][1], c[0][2], c[0][3], c[1][3]]
        return includeFeelsLike ? [c[0][0]] + items : items
    }

    /// Items "Label value" joined by " · ", filling rows in order; what does not fit is left out.
    private func drawDetails(_ items: [(String, String)], into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        var row = 0
        var spans: [Span] = []
        var used = 0
        for (label, value) in items {
            let width = DisplayWidth.of(label) + 1 + DisplayWidth.of(value)
            let separator = spans.isEmpty ? 0 : 3
            if used + separator + width > area.width {
                guard !spans.isEmpty else { continue }
                buffer.write(line: Line(spans), in: area.row(row))
                row += 1
                spans = []
                used = 0
                guard row < area.height else { return }
                if width > area.width { continue }
            }
            if !spans.isEmpty { spans.append(Span(" · ", style: .dim)) }
            spans += [Span(label + " ", style: .dim), Span(value)]
            used += (used == 0 ? 0 : 3) + width
        }
        if !spans.isEmpty, row < area.height { buffer.write(line: Line(spans), in: area.row(row)) }
    }
}
