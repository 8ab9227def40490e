import TerminalUI
import WeatherCore

/// The next 7 or 16 days, one row each: day, icon, condition, low, a range bar on the whole table's common scale,
/// high, the chance of precipitation and the UV index maximum. When the width is short the UV index goes first,
/// then the condition. When the rows are short the table shows them from `scroll` on, and its title says how many
/// more there are above and below.
struct DailyTable: Widget, Equatable {
    /// The days from today on, at most `length`.
    var days: [Forecast.Day]
    /// The date at the place, whose row reads "Today".
    var today: LocalDate?
    var iconSet: IconSet
    /// The length chosen (the title says it; 16 days also show the day of the month, as weekdays repeat).
    var length: ForecastDays = .seven
    /// The first day shown when they do not all fit.
    var scroll: Int = 0
    /// Why a longer table could not be shown ("16 days unavailable: HTTP 500"), said on the title's right.
    var problem: String?
    /// The ensemble's spread: a one-cell confidence mark after each day's high, and its legend on the title. Nil:
    /// no column.
    var spread: ForecastSpread? = nil
    /// "spread unavailable: HTTP 500", said quietly on the title's right.
    var spreadNote: String? = nil
    /// Days 2° or more from their normals, by how many whole degrees: "+5°" beside the high. Empty: no column.
    var normalDeltas: [LocalDate: Int] = [:]
    /// Screen-reader mode: no range bars (pictures); the low and high say it.
    var inWords = false
    /// The days' and conditions' language.
    var language: AppLanguage = .en

    static let minimumHeight = 3
    static let maximumBarWidth = 40
    static let maximumConditionWidth = 24
    /// "UV 11".
    static let uvWidth = 5

    /// Rows wanted: a title and one per day.
    var preferredHeight: Int { 1 + max(1, days.count) }

    /// The day column: "Today" or "Sat" (5), "Sat 28" (6) in English; as wide as the language's longest short
    /// weekday (and "today") needs, so "sam. 28" and "28日(土)" are not cut.
    var dayWidth: Int {
        let weekday = LocalDate.weekdayNames(in: language).max { DisplayWidth.of($0) < DisplayWidth.of($1) } ?? "Sat"
        let day = length == .sixteen ? Phrase.weekdayDay(language, weekday, "28") : weekday
        let widest = max(DisplayWidth.of(day), DisplayWidth.of(Phrase.todayShort(language)))
        return max(length == .sixteen ? 6 : 5, widest)
    }

    enum Column: Hashable, Sendable { case day, icon, condition, low, bar, high, confidence, normal, chance, uv }

    /// "−12°".
    static let normalWidth = 4

    /// A row's columns, one space apart. The condition and the bar share what the others leave: the condition
    /// 40% of it (at most 24, none when less than 24 is left), the bar the rest (at most 40). The UV column (when
    /// `uv`) is kept only while the condition still has its 24.
    static func columns(
        _ row: Rect, iconSet: IconSet, length: ForecastDays = .seven, uv: Bool = false,
        confidence: Bool = false, normals: Bool = false, dayWidth: Int? = nil
    ) -> Layout.Areas<Column> {
        let dayWidth = dayWidth ?? (length == .sixteen ? 6 : 5)
        func layout(condition: Layout.Constraint, bar: Layout.Constraint, uv: Bool) -> Layout.Named<Column> {
            Layout.horizontal(
                [
                    Column.day: .length(dayWidth), .icon: .length(iconSet == .none ? 0 : 1),
                    .condition: condition, .low: .length(4), .bar: bar, .high: .length(4),
                    .confidence: .length(confidence ? 1 : 0),
                    .normal: .length(normals ? normalWidth : 0), .chance: .length(4),
                    .uv: .length(uv ? uvWidth : 0),
                ], spacing: 1)
        }
        // The shared columns measured as one fill in the condition's place (so with its space), the bar left out.
        func shared(uv: Bool) -> Int {
            layout(condition: .fill(1), bar: .length(0), uv: uv).split(row)[.condition].width
        }
        let uv = uv && shared(uv: true) >= 24
        let room = shared(uv: uv)
        let condition = room >= 24 ? min(maximumConditionWidth, room * 2 / 5) : 0
        let bar = min(maximumBarWidth, room - condition)
        return layout(condition: .length(max(0, condition - 1)), bar: .length(bar), uv: uv).split(row)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 2 else { return }
        let rows = area.height - 1
        let first = min(max(0, scroll), max(0, days.count - rows))
        DetailText.drawRule(
            // The days actually shown: a 16-day choice over 7 days of data says 7.
            Phrase.nextDays(language, String(days.isEmpty ? length.count : min(days.count, length.count))),
            trailing: problem
                ?? spreadTitle(more: moreText(above: first, below: days.count - first - rows), width: area.width),
            into: &buffer, area: area)
        guard !days.isEmpty else {
            buffer.write(
                TextLayout.truncate(language.localized("No daily forecast."), toWidth: area.width), x: area.x,
                y: area.y + 1, style: .dim)
            return
        }
        let lows = days.compactMap(\.low).filter(\.isFinite)
        let highs = days.compactMap(\.high).filter(\.isFinite)
        let scale = (lows + highs).min().flatMap { lo in (lows + highs).max().map { lo...max($0, lo + 1) } }
        let uv = days.contains { $0.uvIndexMax != nil }
        for (i, day) in days.dropFirst(first).prefix(rows).enumerated() {
            let columns = Self.columns(
                area.row(1 + i), iconSet: iconSet, length: length, uv: uv,
                confidence: spread != nil, normals: !normalDeltas.isEmpty, dayWidth: dayWidth)
            drawRow(day, scale: scale, into: &buffer, columns: columns)
        }
    }

    /// "↑ 2 · ↓ 7 more": the days scrolled off each end, for the title; empty when all fit.
    private func moreText(above: Int, below: Int) -> String {
        let (up, down) = iconSet == .unicode ? ("↑", "↓") : ("^", "v")
        let parts = (above > 0 ? ["\(up) \(above)"] : []) + (below > 0 ? ["\(down) \(below)"] : [])
        return parts.isEmpty ? "" : language.localized("{0} more", parts.joined(separator: " · "))
    }

    private func drawRow(
        _ day: Forecast.Day, scale: ClosedRange<Double>?, into buffer: inout Buffer,
        columns c: Layout.Areas<Column>
    ) {
        let isToday = day.date == today
        let weekday = day.date.weekdayShort(in: language)
        let name = length == .sixteen ? Phrase.weekdayDay(language, weekday, String(day.date.day)) : weekday
        buffer.write(
            line: Line(isToday ? Phrase.todayShort(language) : name, style: isToday ? .bold : .plain), in: c[.day])
        buffer.write(line: Line(WeatherCode.icon(for: day.weatherCode, iconSet)), in: c[.icon])
        buffer.write(line: Line(WeatherCode.description(for: day.weatherCode, in: language)), in: c[.condition])
        let low = Line(Units.degrees(day.low), style: Style(foreground: .cyan))
        buffer.write(line: low, in: c[.low], alignment: .right)
        if inWords {
            // The bar's columns stay blank, so the rows line up as in the picture.
        } else if let scale, let lo = day.low, let hi = day.high, lo.isFinite, hi.isFinite {
            RangeBar(low: lo, high: hi, scale: scale, ascii: iconSet == .ascii).render(into: &buffer, area: c[.bar])
        } else {
            buffer.fill(c[.bar], with: Cell(iconSet == .ascii ? "-" : "─", style: .dim))
        }
        buffer.write(line: Line(Units.degrees(day.high), style: Style(foreground: .red)), in: c[.high])
        if let mark = confidenceMark(day.date) { buffer.write(line: mark, in: c[.confidence]) }
        if let delta = normalDeltas[day.date] {
            let mark = Line(NormalsText.mark(delta, ascii: iconSet == .ascii), style: NormalsText.style(delta))
            buffer.write(line: mark, in: c[.normal])
        }
        let chance = Line(Units.percent(day.precipitationProbabilityMax), style: Style(foreground: .blue))
        buffer.write(line: chance, in: c[.chance], alignment: .right)
        let uv = Line([
            Span("UV ", style: .dim), Span(Units.uvIndex(day.uvIndexMax), style: UVIndex.style(day.uvIndexMax)),
        ])
        buffer.write(line: uv, in: c[.uv], alignment: .right)
    }
}
