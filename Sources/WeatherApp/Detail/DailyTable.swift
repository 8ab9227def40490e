import TerminalUI
import WeatherCore

/// The next 7 days, one row each: day, icon, condition, low, a range bar on the week's common scale, high, and the
/// chance of precipitation. The condition column goes first when the width is short.
struct DailyTable {
    let state: DetailScreen.State

    static let minimumHeight = 3
    static let dayWidth = 6
    static let temperatureWidth = 5
    static let chanceWidth = 5
    static let maximumBarWidth = 40
    static let maximumConditionWidth = 24

    /// Rows wanted: a title and one per day.
    var preferredHeight: Int { 1 + max(1, state.upcomingDays.count) }

    struct Columns: Equatable {
        var icon: Int
        var condition: Int
        var bar: Int
    }

    /// Widths of the flexible columns in `width`.
    static func columns(width: Int, iconSet: IconSet) -> Columns {
        let icon = iconSet == .none ? 0 : 2
        let flexible = width - dayWidth - icon - 2 * temperatureWidth - chanceWidth
        let condition = flexible >= 24 ? min(maximumConditionWidth, flexible * 2 / 5) : 0
        return Columns(icon: icon, condition: condition, bar: max(0, min(maximumBarWidth, flexible - condition)))
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 2 else { return }
        DetailText.drawRule("Next 7 days", into: &buffer, area: area)
        let days = state.upcomingDays
        guard !days.isEmpty else {
            buffer.write("No daily forecast.", x: area.x, y: area.y + 1, maxWidth: area.width, style: .dim)
            return
        }
        let lows = days.compactMap(\.low).filter(\.isFinite), highs = days.compactMap(\.high).filter(\.isFinite)
        let scale = (lows + highs).min().flatMap { lo in (lows + highs).max().map { lo...max($0, lo + 1) } }
        let columns = Self.columns(width: area.width, iconSet: state.iconSet)
        for (i, day) in days.prefix(area.height - 1).enumerated() {
            drawRow(day, isToday: day.date == state.localNow?.date, scale: scale, columns: columns,
                    into: &buffer, x: area.x, y: area.y + 1 + i)
        }
    }

    private func drawRow(_ day: Forecast.Day, isToday: Bool, scale: ClosedRange<Double>?, columns c: Columns,
                         into buffer: inout Buffer, x: Int, y: Int) {
        var col = x
        buffer.write(isToday ? "Today" : day.date.weekdayShort, x: col, y: y, style: isToday ? .bold : .plain)
        col += Self.dayWidth
        if c.icon > 0 {
            buffer.write(WeatherCode.icon(for: day.weatherCode, state.iconSet), x: col, y: y)
            col += c.icon
        }
        if c.condition > 0 {
            buffer.write(TextLayout.truncate(WeatherCode.description(for: day.weatherCode), toWidth: c.condition - 1), x: col, y: y)
            col += c.condition
        }
        let low = TextLayout.pad(Units.degrees(day.low), toWidth: Self.temperatureWidth - 1, alignment: .right)
        buffer.write(low, x: col, y: y, style: Style(foreground: .cyan))
        col += Self.temperatureWidth
        let barArea = Rect(x: col, y: y, width: c.bar, height: 1)
        if let scale, let lo = day.low, let hi = day.high, lo.isFinite, hi.isFinite {
            RangeBar(low: lo, high: hi, scale: scale, ascii: state.iconSet == .ascii).render(into: &buffer, area: barArea)
        } else {
            buffer.write(String(repeating: state.iconSet == .ascii ? "-" : "─", count: c.bar), x: col, y: y, style: .dim)
        }
        col += c.bar + 1
        buffer.write(Units.degrees(day.high), x: col, y: y, style: Style(foreground: .red))
        col += Self.temperatureWidth - 1
        let chance = TextLayout.pad(Units.percent(day.precipitationProbabilityMax), toWidth: Self.chanceWidth, alignment: .right)
        buffer.write(chance, x: col, y: y, style: Style(foreground: .blue))
    }
}
