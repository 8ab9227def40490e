import TerminalUI
import WeatherCore

/// The next 7 days, one row each: day, icon, condition, low, a range bar on the week's common scale, high, and the
/// chance of precipitation. The condition column goes first when the width is short.
struct DailyTable: Widget, Equatable {
    /// The days from today on, at most 7.
    var days: [Forecast.Day]
    /// The date at the place, whose row reads "Today".
    var today: LocalDate?
    var iconSet: IconSet

    static let minimumHeight = 3
    static let maximumBarWidth = 40
    static let maximumConditionWidth = 24

    /// Rows wanted: a title and one per day.
    var preferredHeight: Int { 1 + max(1, days.count) }

    enum Column: Hashable, Sendable { case day, icon, condition, low, bar, high, chance }

    /// A row's columns, one space apart. The condition and the bar share what the others leave: the condition
    /// 40% of it (at most 24, none when less than 24 is left), the bar the rest (at most 40).
    static func columns(_ row: Rect, iconSet: IconSet) -> Layout.Areas<Column> {
        func layout(condition: Layout.Constraint, bar: Layout.Constraint) -> Layout.Named<Column> {
            Layout.horizontal(
                [
                    Column.day: .length(5), .icon: .length(iconSet == .none ? 0 : 1), .condition: condition,
                    .low: .length(4),
                    .bar: bar, .high: .length(4), .chance: .length(4),
                ], spacing: 1)
        }
        // The shared columns measured as one fill in the condition's place (so with its space), the bar left out.
        let shared = layout(condition: .fill(1), bar: .length(0)).split(row)[.condition].width
        let condition = shared >= 24 ? min(maximumConditionWidth, shared * 2 / 5) : 0
        let bar = min(maximumBarWidth, shared - condition)
        return layout(condition: .length(max(0, condition - 1)), bar: .length(bar)).split(row)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 2 else { return }
        DetailText.drawRule("Next 7 days", into: &buffer, area: area)
        guard !days.isEmpty else {
            buffer.write("No daily forecast.", x: area.x, y: area.y + 1, maxWidth: area.width, style: .dim)
            return
        }
        let lows = days.compactMap(\.low).filter(\.isFinite)
        let highs = days.compactMap(\.high).filter(\.isFinite)
        let scale = (lows + highs).min().flatMap { lo in (lows + highs).max().map { lo...max($0, lo + 1) } }
        for (i, day) in days.prefix(area.height - 1).enumerated() {
            drawRow(day, scale: scale, into: &buffer, columns: Self.columns(area.row(1 + i), iconSet: iconSet))
        }
    }

    private func drawRow(
        _ day: Forecast.Day, scale: ClosedRange<Double>?, into buffer: inout Buffer,
        columns c: Layout.Areas<Column>
    ) {
        let isToday = day.date == today
        buffer.write(
            line: Line(isToday ? "Today" : day.date.weekdayShort, style: isToday ? .bold : .plain), in: c[.day])
        buffer.write(line: Line(WeatherCode.icon(for: day.weatherCode, iconSet)), in: c[.icon])
        buffer.write(line: Line(WeatherCode.description(for: day.weatherCode)), in: c[.condition])
        let low = Line(Units.degrees(day.low), style: Style(foreground: .cyan))
        buffer.write(line: low, in: c[.low], alignment: .right)
        if let scale, let lo = day.low, let hi = day.high, lo.isFinite, hi.isFinite {
            RangeBar(low: lo, high: hi, scale: scale, ascii: iconSet == .ascii).render(into: &buffer, area: c[.bar])
        } else {
            buffer.fill(c[.bar], with: Cell(iconSet == .ascii ? "-" : "─", style: .dim))
        }
        buffer.write(line: Line(Units.degrees(day.high), style: Style(foreground: .red)), in: c[.high])
        let chance = Line(Units.percent(day.precipitationProbabilityMax), style: Style(foreground: .blue))
        buffer.write(line: chance, in: c[.chance], alignment: .right)
    }
}
