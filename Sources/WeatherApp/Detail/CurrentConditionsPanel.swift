import TerminalUI
import WeatherCore

/// The conditions now: a large temperature, the condition, and the details (feels-like, humidity, wind, gusts,
/// pressure, clouds, precipitation, sunrise and sunset, and the UV index where there is room). Wide: the details in
/// a grid beside the temperature (4 rows; the UV index a third column when it fits). Narrow: the details as
/// " · "-separated lines under it.
struct CurrentConditionsPanel: Widget, Equatable {
    var current: Forecast.Current?
    /// Today's entry, for the high, the low, sunrise and sunset.
    var today: Forecast.Day?
    var units: UnitSystem
    var iconSet: IconSet
    /// Nil: the unit system's own (mph or km/h; 12- or 24-hour).
    var wind: WindUnit? = nil
    var clock: ClockStyle? = nil
    /// Screen-reader mode: the temperature as text, never in big block digits.
    var inWords = false
    /// The condition's language.
    var language: AppLanguage = .en

    private var windUnit: WindUnit { wind ?? .standard(for: units) }
    private var clockStyle: ClockStyle { clock ?? .standard(for: units) }

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
        guard iconSet != .ascii, !inWords, let t = current?.temperature, t.isFinite, abs(t) < 1000 else {
            return BigDigits(text: "")
        }
        let whole = Int(t.rounded())
        return BigDigits(text: String(whole == 0 ? 0 : whole))
    }

    private var unitLabel: String { Units.temperatureLabel(units) }

    private var condition: Line {
        let code = current?.weatherCode
        return Line(
            DetailText.iconPrefix(code, iconSet, isDay: current?.isDay)
                + WeatherCode.description(for: code, in: language))
    }

    private var highLow: String {
        language.localized("H {0} · L {1}", Units.degrees(today?.high), Units.degrees(today?.low))
    }

    /// One detail: its label, its value and the value's style.
    private struct Item {
        var label: String
        var value: String
        var style: Style = .plain

        init(_ label: String, _ value: String, style: Style = .plain) {
            self.label = label
            self.value = value
            self.style = style
        }
    }

    /// The grid's two columns of (label, value) rows.
    private var columns: [[Item]] {
        [
            [
                Item(Phrase.labelFeelsLike(language), Units.temperature(current?.feelsLike, units)),
                Item(Phrase.labelHumidity(language), Units.percent(current?.humidity)),
                Item(Phrase.labelClouds(language), Units.percent(current?.cloudCover)),
                Item(Phrase.labelPrecip(language), Units.precipitation(current?.precipitation, units, in: language)),
            ],
            [
                Item(Phrase.labelWind(language), DetailText.wind(current, windUnit, iconSet, language: language)),
                Item(Phrase.labelGusts(language), Units.windSpeed(current?.windGusts, windUnit, in: language)),
                Item(Phrase.labelPressure(language), Units.pressure(current?.pressure, units, in: language)),
                Item(Phrase.labelRiseSet(language), DetailText.sunriseSunset(today, clockStyle, language: language)),
            ],
        ]
    }

    /// The UV index now, coloured by its category; nil when the forecast has none (older caches).
    private var uv: Item? {
        current?.uvIndex.map { Item("UV", Units.uvIndex($0), style: UVIndex.style($0)) }
    }

    /// A grid of `columns`: each column its labels, one space, its values; `gap` between columns.
    private struct Grid {
        var columns: [[Item]]
        var gap: Int

        var labelWidths: [Int] { columns.map { column in column.map { DisplayWidth.of($0.label) }.max() ?? 0 } }
        var layout: Layout {
            let valueWidths = columns.map { column in column.map { DisplayWidth.of($0.value) }.max() ?? 0 }
            return .horizontal(zip(labelWidths, valueWidths).map { .length($0 + 1 + $1) }, spacing: gap)
        }
    }

    /// The widest grid that fits in `width` columns: with the UV index as a third column (closer together if
    /// need be), else the two columns alone.
    private func grid(width: Int) -> Grid {
        let plain = Grid(columns: columns, gap: Self.columnGap)
        guard let uv else { return plain }
        let candidates = [Self.columnGap, Self.columnGap - 1].map { Grid(columns: columns + [[uv]], gap: $0) }
        return candidates.first { $0.layout.minimumSize <= width } ?? plain
    }

    /// The temperature's column and the details' area beside it.
    private func wideSplit(_ area: Rect) -> [Rect] {
        Layout.horizontal([.length(Self.temperatureWidth), .fill(1)], spacing: Self.temperatureGap).split(area)
    }

    /// Whether the two-column grid fits beside the temperature without shrinking a column.
    func fitsWide(_ width: Int) -> Bool {
        let details = wideSplit(Rect(x: 0, y: 0, width: width, height: 1))[1]
        return Grid(columns: columns, gap: Self.columnGap).layout.minimumSize <= details.width
    }

    // MARK: Layouts

    private func renderWide(into buffer: inout Buffer, area: Rect) {
        let parts = wideSplit(area)
        drawTemperature(into: &buffer, area: parts[0].splitTop(BigDigits.height).0)
        buffer.write(line: condition, in: parts[0].row(BigDigits.height))
        let grid = grid(width: parts[1].width)
        for (column, (items, labelWidth)) in zip(grid.layout.split(parts[1]), zip(grid.columns, grid.labelWidths)) {
            let cells = Layout.horizontal([.length(labelWidth), .fill(1)], spacing: 1).split(column)
            for (row, item) in items.enumerated() {
                buffer.write(item.label, x: cells[0].x, y: column.y + row, style: .dim)
                buffer.write(
                    item.value, x: cells[1].x, y: column.y + row, maxWidth: cells[1].width, style: item.style)
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
                line: Line([
                    Span(Phrase.labelFeelsLike(language) + " ", style: .dim),
                    Span(Units.temperature(current?.feelsLike, units)),
                ]),
                in: side.row(1))
            buffer.write(TextLayout.truncate(highLow, toWidth: side.width), x: side.x, y: side.y + 2, style: .dim)
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

    private func compactItems(includeFeelsLike: Bool) -> [Item] {
        let c = columns
        let items = [c[1][0], c[0][1], c[1][2], c[1][1], c[0][2], c[0][3], c[1][3]] + (uv.map { [$0] } ?? [])
        return includeFeelsLike ? [c[0][0]] + items : items
    }

    /// Items "Label value" joined by " · ", filling rows in order; what does not fit is left out.
    private func drawDetails(_ items: [Item], into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        var row = 0
        var spans: [Span] = []
        var used = 0
        for item in items {
            let (label, value) = (item.label, item.value)
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
            spans += [Span(label + " ", style: .dim), Span(value, style: item.style)]
            used += (used == 0 ? 0 : 3) + width
        }
        if !spans.isEmpty, row < area.height { buffer.write(line: Line(spans), in: area.row(row)) }
    }
}
