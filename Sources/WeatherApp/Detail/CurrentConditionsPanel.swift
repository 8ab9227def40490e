import TerminalUI
import WeatherCore

/// The conditions now: a large temperature, the condition, and the details (feels-like, humidity, wind, gusts,
/// pressure, clouds, precipitation, sunrise and sunset). Wide: the details in a two-column grid beside the
/// temperature (4 rows). Narrow: the details as " · "-separated lines under it.
struct CurrentConditionsPanel: Widget, Equatable {
    var current: Forecast.Current?
    /// Today's entry, for the high, the low, sunrise and sunset.
    var today: Forecast.Day?
    var units: UnitSystem
    var iconSet: IconSet

    static let wideHeight = 4
    /// The wide form: the temperature's column, the gap after it, and the gap between detail columns.
    static let temperatureWidth = 22
    static let temperatureGap = 2
    static let columnGap = 3

    /// Rows the panel wants in `width` columns, given `available` rows.
    func height(width: Int, available: Int) -> Int {
        if fitsWide(width) { return available >= Self.wideHeight ? Self.wideHeight : min(available, 2) }
        if bigDigits.isDrawable, available >= 4 { return min(available, BigDigits.height + 2) }
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
        guard iconSet != .ascii, let t = current?.temperature, t.isFinite, abs(t) < 1000 else {
            return BigDigits(text: "")
        }
        let whole = Int(t.rounded())
        return BigDigits(text: String(whole == 0 ? 0 : whole))
    }

    private var unitLabel: String { Units.temperatureLabel(units) }

    private var condition: Line {
        let code = current?.weatherCode
        return Line(DetailText.iconPrefix(code, iconSet, isDay: current?.isDay) + WeatherCode.description(for: code))
    }

    private var highLow: String { "H \(Units.degrees(today?.high)) · L \(Units.degrees(today?.low))" }

    /// The grid's columns: (label, value) rows.
    private var columns: [[(String, String)]] {
        [
            [
                ("Feels like", Units.temperature(current?.feelsLike, units)),
                ("Humidity", Units.percent(current?.humidity)),
                ("Clouds", Units.percent(current?.cloudCover)),
                ("Precip", Units.precipitation(current?.precipitation, units)),
            ],
            [
                ("Wind", DetailText.wind(current, units, iconSet)),
                ("Gusts", Units.windSpeed(current?.windGusts, units)),
                ("Pressure", Units.pressure(current?.pressure, units)), ("Rise/set", DetailText.sunriseSunset(today)),
            ],
        ]
    }

    /// Each grid column: its labels, one space, its values.
    private var labelWidths: [Int] { columns.map { column in column.map { DisplayWidth.of($0.0) }.max() ?? 0 } }
    private var grid: Layout {
        let valueWidths = columns.map { column in column.map { DisplayWidth.of($0.1) }.max() ?? 0 }
        return .horizontal(zip(labelWidths, valueWidths).map { .length($0 + 1 + $1) }, spacing: Self.columnGap)
    }

    /// The temperature's column and the details' area beside it.
    private func wideSplit(_ area: Rect) -> [Rect] {
        Layout.horizontal([.length(Self.temperatureWidth), .fill(1)], spacing: Self.temperatureGap).split(area)
    }

    /// Whether the grid fits beside the temperature without shrinking a column.
    func fitsWide(_ width: Int) -> Bool {
        let details = wideSplit(Rect(x: 0, y: 0, width: width, height: 1))[1]
        return grid.minimumSize <= details.width
    }

    // MARK: Layouts

    private func renderWide(into buffer: inout Buffer, area: Rect) {
        let parts = wideSplit(area)
        drawTemperature(into: &buffer, area: parts[0].splitTop(BigDigits.height).0)
        buffer.write(line: condition, in: parts[0].row(BigDigits.height))
        for (column, (items, labelWidth)) in zip(grid.split(parts[1]), zip(columns, labelWidths)) {
            let cells = Layout.horizontal([.length(labelWidth), .fill(1)], spacing: 1).split(column)
            for (row, item) in items.enumerated() {
                buffer.write(item.0, x: cells[0].x, y: column.y + row, style: .dim)
                buffer.write(item.1, x: cells[1].x, y: column.y + row, maxWidth: cells[1].width)
            }
        }
    }

    /// Big digits with the condition, feels-like and today's high/low beside them, then detail lines.
    private func renderBig(into buffer: inout Buffer, area: Rect) {
        drawTemperature(into: &buffer, area: area)
        let temperatureWidth = bigDigits.width + 1 + DisplayWidth.of(unitLabel)
        let side = Layout.horizontal([.length(temperatureWidth), .fill(1)], spacing: 2).split(area)[1]
        if side.width >= 8 {
            buffer.write(line: condition, in: side.row(0))
            buffer.write(
                line: Line([Span("Feels like ", style: .dim), Span(Units.temperature(current?.feelsLike, units))]),
                in: side.row(1))
            buffer.write(highLow, x: side.x, y: side.y + 2, maxWidth: side.width, style: .dim)
        }
        drawDetails(
            compactItems(includeFeelsLike: side.width < 8), into: &buffer, area: area.inset(top: BigDigits.height))
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
            buffer.write(
                Units.temperature(current?.temperature, units), x: area.x, y: area.y, maxWidth: area.width, style: .bold
            )
            return
        }
        digits.render(into: &buffer, x: area.x, y: area.y, maxWidth: area.width, style: .bold)
        buffer.write(
            unitLabel, x: area.x + digits.width + 1, y: area.y, maxWidth: area.maxX - area.x - digits.width - 1,
            style: .bold)
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
