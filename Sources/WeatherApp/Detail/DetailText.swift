import FoundationEssentials
import TerminalUI
import WeatherCore

/// Small pieces of Detail's text, shared by its subviews.
enum DetailText {
    /// "Sat 10:15 AM EST" (or "Sat 10:15 EST"): the wall-clock time at the place.
    static func localTime(
        _ time: LocalDateTime?, abbreviation: String, clock: ClockStyle, language: AppLanguage = .en
    ) -> String? {
        guard let time else { return nil }
        let zone = abbreviation.isEmpty ? "" : " " + TextLayout.sanitize(abbreviation)
        return "\(time.date.weekdayShort(in: language)) \(time.clock(clock, in: language))\(zone)"
    }

    /// "12 mph NW ↘" (the arrow points where the wind goes; none when the direction is missing).
    static func wind(
        _ current: Forecast.Current?, _ unit: WindUnit, _ iconSet: IconSet, language: AppLanguage = .en
    ) -> String {
        let text = Units.wind(speed: current?.windSpeed, direction: current?.windDirection, unit, in: language)
        guard iconSet == .unicode, current?.windSpeed != nil, Units.compassPoint(current?.windDirection) != nil else {
            return text
        }
        return text + " " + Units.windArrow(current?.windDirection, iconSet: iconSet)
    }

    /// "6:49 AM / 4:32 PM" (or "06:49 / 16:32"): today's sunrise and sunset.
    static func sunriseSunset(_ day: Forecast.Day?, _ clock: ClockStyle, language: AppLanguage = .en) -> String {
        let rise = day?.sunrise?.clock(clock, in: language) ?? Units.missing
        return "\(rise) / \(day?.sunset?.clock(clock, in: language) ?? Units.missing)"
    }

    /// The condition's icon followed by a space, or nothing for the `.none` icon set.
    static func iconPrefix(_ code: Int?, _ iconSet: IconSet, isDay: Bool?) -> String {
        let icon = WeatherCode.icon(for: code, iconSet, isDay: isDay)
        return icon.isEmpty ? "" : icon + " "
    }

    /// A section title as a rule: "Next 7 days ──────── trailing" ("Next 7 days -------- trailing" in ASCII).
    static func drawRule(
        _ title: String, trailing: String = "", ascii: Bool = false, into buffer: inout Buffer, area: Rect
    ) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, with: Cell(ascii ? "-" : "─", style: .dim))
        let used = buffer.write(line: Line([Span(title, style: .bold), Span(" ")]), in: row).count
        guard !trailing.isEmpty else { return }
        let text = " " + trailing
        let width = DisplayWidth.of(text)
        if used + 2 + width <= row.width {
            buffer.write(text, x: row.maxX - width, y: row.y, style: .dim)
        }
    }
}
