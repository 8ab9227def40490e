import TerminalUI
import WeatherCore

/// The next 48 hours: a braille temperature curve with min/max labels, precipitation-probability bars under it,
/// an hour axis ("3 PM", a weekday at midnight), and the hour cursor: a reversed column on the curve, its bar
/// bold in the curve's colour, and a readout line under the axis. Shows the hours from `offset` when they do not
/// all fit (the store scrolls it to keep the cursor in view).
struct HourlyChart: Widget, Equatable {
    /// The hours from now on, at most 48.
    var hours: [Forecast.Hour]
    /// The first hour shown when they do not all fit.
    var offset: Int
    /// The hour under the cursor (an index into `hours`); nil draws no cursor.
    var cursor: Int?
    var units: UnitSystem
    var iconSet: IconSet
    /// Nil: the unit system's own (mph or km/h; 12- or 24-hour).
    var wind: WindUnit? = nil
    var clock: ClockStyle? = nil
    /// The ensemble's spread: a dim band (mean ± one spread) behind the curve, and "±3°" in the readout. Nil: none.
    var spread: ForecastSpread? = nil
    /// Screen-reader mode: the hours as rows of text from the cursor's on (its row first), not a picture.
    var inWords = false
    /// The days' and conditions' language.
    var language: AppLanguage = .en

    private var clockStyle: ClockStyle { clock ?? .standard(for: units) }

    /// Columns left of the chart for "75°" and "rain%"; one more separates them from it.
    static let gutterWidth = 5
    /// The rule, three curve rows, a bar row, the axis and the readout.
    static let minimumHeight = 7
    /// Taller draws the same curve bigger, no finer to read: past it the rows go to the daily table (or stay blank).
    /// 17 keeps 3 bar rows and 11 curve rows (44 dots).
    static let maximumHeight = 17

    /// Which hours are drawn and how wide each is.
    struct Geometry: Equatable {
        var columnsPerHour: Int
        var start: Int
        var visible: Int
        /// How many hours the width holds.
        var capacity: Int
        var isScrollable: Bool
    }

    /// The gutter ("75°", "rain%") and the hours' part of a chart drawn in `area`.
    static func split(_ area: Rect) -> (gutter: Rect, chart: Rect) {
        let parts = Layout.horizontal([.length(gutterWidth), .fill(1)], spacing: 1).split(area)
        return (parts[0], parts[1])
    }

    /// The index in `hours` of the hour drawn at `column` of a chart in `area`: the nearest shown hour when the
    /// column is in the gutter or past the last one. Nil when no hour is drawn.
    func hourIndex(atColumn column: Int, in area: Rect) -> Int? {
        guard area.height >= Self.minimumHeight else { return nil }
        let chart = Self.split(area).chart
        let g = Self.geometry(hourCount: hours.count, chartWidth: chart.width, offset: offset)
        guard g.visible > 0 else { return nil }
        let shown = (column - chart.x) / g.columnsPerHour
        return g.start + min(max(0, column < chart.x ? 0 : shown), g.visible - 1)
    }

    /// The width left for the hours in a chart drawn in `area` (its gutter taken off).
    static func chartWidth(in area: Rect) -> Int { max(0, area.width - gutterWidth - 1) }

    /// Every hour fits at 2-4 columns each when there is room; otherwise 1-3 columns each, scrolled.
    static func geometry(hourCount: Int, chartWidth: Int, offset: Int) -> Geometry {
        guard hourCount > 0, chartWidth > 0 else {
            return Geometry(columnsPerHour: 1, start: 0, visible: 0, capacity: 0, isScrollable: false)
        }
        let fitsAll = chartWidth >= hourCount * 2
        let columns =
            fitsAll
            ? min(4, chartWidth / hourCount) : max(1, min(3, chartWidth / DetailScreen.State.minimumVisibleHours))
        let capacity = chartWidth / columns
        let start = min(max(0, offset), max(0, hourCount - capacity))
        return Geometry(
            columnsPerHour: columns, start: start, visible: min(hourCount - start, capacity), capacity: capacity,
            isScrollable: hourCount > capacity)
    }

    /// Where the cursor's readout is drawn in `area`: the chart's last row, or in words the first under the title.
    func readoutRow(in area: Rect) -> (x: Int, y: Int)? {
        guard area.height >= Self.minimumHeight else { return nil }
        return inWords ? (area.x, area.y + 1) : (area.x, area.maxY - 1)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= Self.minimumHeight else { return }
        if inWords { return renderRows(into: &buffer, area: area) }
        let (gutter, chart) = Self.split(area)
        let g = Self.geometry(hourCount: hours.count, chartWidth: chart.width, offset: offset)
        let shown = Array(hours[g.start..<(g.start + g.visible)])
        DetailText.drawRule(
            Phrase.next48Hours(language), trailing: rangeText(shown, geometry: g), ascii: iconSet == .ascii,
            into: &buffer,
            area: area)

        let temperatures = hours.compactMap(\.temperature).filter(\.isFinite)
        guard let low = temperatures.min(), let high = temperatures.max(), !shown.isEmpty else {
            buffer.write(
                TextLayout.truncate(language.localized("No hourly forecast."), toWidth: chart.width), x: chart.x,
                y: area.y + 2, style: .dim)
            return
        }
        let barRows = area.height >= 17 ? 3 : (area.height >= 11 ? 2 : 1)
        let curveRows = area.height - 3 - barRows
        let curve = Rect(x: chart.x, y: area.y + 1, width: g.visible * g.columnsPerHour, height: curveRows)
        drawCurve(shown, low: low, high: high, geometry: g, into: &buffer, area: curve)
        buffer.write(
            TextLayout.pad(Units.degrees(high), toWidth: gutter.width, alignment: .right), x: gutter.x, y: curve.y,
            style: .dim)
        buffer.write(
            TextLayout.pad(Units.degrees(low), toWidth: gutter.width, alignment: .right), x: gutter.x,
            y: curve.maxY - 1, style: .dim)

        let bars = Rect(x: chart.x, y: curve.maxY, width: curve.width, height: barRows)
        BarChart(
            values: shown.map(\.precipitationProbability), range: 0...100, ascii: iconSet == .ascii,
            style: Style(foreground: .blue), barWidth: max(1, g.columnsPerHour - 1), gap: g.columnsPerHour > 1 ? 1 : 0
        )
        .render(into: &buffer, area: bars)
        buffer.write(
            TextLayout.truncate(language.localized("rain%"), toWidth: gutter.width), x: gutter.x, y: bars.maxY - 1,
            style: .dim)
        drawAxis(shown, geometry: g, into: &buffer, y: area.maxY - 2, x: chart.x, maxX: area.maxX)
        if let cursor, (g.start..<(g.start + g.visible)).contains(cursor) {
            drawMarker(at: cursor - g.start, geometry: g, curve: curve, bars: bars, into: &buffer)
        }
        renderReadout(into: &buffer, row: area.row(area.height - 1))
    }

    /// The cursor's readout alone, in one row (the chart itself when it has no room, e.g. at 40×12).
    func renderReadout(into buffer: inout Buffer, row: Rect) {
        guard let cursor, hours.indices.contains(cursor), !row.isEmpty else { return }
        let readout = HourReadout(
            hour: hours[cursor], units: units, iconSet: iconSet, wind: wind, clock: clock, language: language,
            spread: spread?.temperatureSpread(at: hours[cursor].time))
        buffer.write(line: readout.line(width: row.width), in: row)
    }

    /// The cursor's hour: its columns reversed on the curve (readable without colour), its bar bold in the
    /// curve's colour. Columns: the bar's, and for 2-column hours the gap too, where the curve's point falls.
    private func drawMarker(at index: Int, geometry g: Geometry, curve: Rect, bars: Rect, into buffer: inout Buffer) {
        let width = g.columnsPerHour == 2 ? 2 : max(1, g.columnsPerHour - 1)
        let x = curve.x + index * g.columnsPerHour
        buffer.addAttributes(.reverse, in: Rect(x: x, y: curve.y, width: width, height: curve.height))
        for y in bars.y..<bars.maxY {
            for column in x..<(x + width) where buffer[column, y].symbol != " " {
                buffer[column, y].style = Style(foreground: .yellow, attributes: .bold)
            }
        }
    }

    /// "← Sat 3 PM – Sun 2 AM →": the hours on screen, with an arrow on each side that has more.
    private func rangeText(_ shown: [Forecast.Hour], geometry g: Geometry) -> String {
        guard let first = shown.first, let last = shown.last else { return "" }
        let (from, to) = (first.time.hourLabel(clockStyle, in: language), last.time.hourLabel(clockStyle, in: language))
        let start = "\(first.time.date.weekdayShort(in: language)) \(from)"
        let end = "\(last.time.date.weekdayShort(in: language)) \(to)"
        // The language's range ("～" in Japanese); plain ASCII keeps its hyphen.
        let text = iconSet == .ascii ? "\(start) - \(end)" : language.localized("{0} – {1}", start, end)
        let (before, after) = iconSet == .unicode ? ("← ", " →") : ("< ", " >")
        return (g.start > 0 ? before : "") + text + (g.start + g.visible < hours.count ? after : "")
    }

    private func drawCurve(
        _ shown: [Forecast.Hour], low: Double, high: Double, geometry g: Geometry,
        into buffer: inout Buffer, area: Rect
    ) {
        var canvas = BrailleCanvas(width: area.width, height: area.height, ascii: iconSet == .ascii)
        let span = max(high - low, 1)
        let style = Style(foreground: .yellow)
        drawBand(shown, high: high, span: span, geometry: g, on: &canvas)
        var segment: [(x: Int, y: Int)] = []
        for (i, hour) in shown.enumerated() {
            guard let t = hour.temperature, t.isFinite else {
                canvas.polyline(segment, style: style)
                segment = []
                continue
            }
            let x = i * g.columnsPerHour * 2 + g.columnsPerHour
            let y = Int(((high - t) / span * Double(canvas.dotHeight - 1)).rounded())
            segment.append((x, y))
        }
        canvas.polyline(segment, style: style)
        canvas.render(into: &buffer, area: area)
    }

    /// Hour labels every few hours (never closer than one space), the weekday at midnight.
    private func drawAxis(
        _ shown: [Forecast.Hour], geometry g: Geometry, into buffer: inout Buffer, y: Int, x: Int, maxX: Int
    ) {
        let every = [1, 2, 3, 4, 6, 12].first { $0 * g.columnsPerHour >= 7 } ?? 12
        var free = x
        for (i, hour) in shown.enumerated() where hour.time.hour % every == 0 {
            let label =
                hour.time.hour == 0
                ? hour.time.date.weekdayShort(in: language) : hour.time.hourLabel(clockStyle, in: language)
            let lx = x + i * g.columnsPerHour
            let width = DisplayWidth.of(label)
            guard lx >= free, lx + width <= maxX else { continue }
            buffer.write(label, x: lx, y: y, style: hour.time.hour == 0 ? .bold : .dim)
            free = lx + width + 1
        }
    }
}

extension HourlyChart {
    /// In words, the index in `hours` of the hour on row `y` of `area` (the rows start at the cursor's); nil on the
    /// title or past the last hour.
    func hourIndex(atRow y: Int, in area: Rect) -> Int? {
        let index = (cursor ?? 0) + y - area.y - 1
        return y > area.y && y < area.maxY && hours.indices.contains(index) ? index : nil
    }

    /// In words: the title, then an hour a row (time, condition, temperature, rain chance, wind) from the cursor's
    /// hour on, so ← → read the next hour on the row the cursor is on.
    fileprivate func renderRows(into buffer: inout Buffer, area: Rect) {
        DetailText.drawRule(
            Phrase.next48Hours(language), trailing: "", ascii: iconSet == .ascii, into: &buffer, area: area)
        let first = cursor ?? 0
        guard hours.indices.contains(first) else {
            buffer.write(
                TextLayout.truncate(language.localized("No hourly forecast."), toWidth: area.width), x: area.x,
                y: area.y + 1, style: .dim)
            return
        }
        for (row, index) in (first..<hours.count).prefix(area.height - 1).enumerated() {
            let readout = HourReadout(
                hour: hours[index], units: units, iconSet: iconSet, wind: wind, clock: clockStyle,
                language: language, spread: spread?.temperatureSpread(at: hours[index].time))
            buffer.write(line: readout.line(width: area.width), in: area.row(1 + row))
        }
    }
}
