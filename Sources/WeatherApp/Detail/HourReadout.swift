import TerminalUI
import WeatherCore

/// The hour cursor's readout, one line: "Sun 3 PM  ☁ Partly cloudy  58°F feels 55°F  precip 20% 0.02 in  wind 12 mph
/// NW gusts 22 mph". Groups are two spaces apart; when the line is too wide, parts go in a fixed order (gusts, wind,
/// the amount, the condition's words, feels-like, the chance, the icon) until it fits, and what still does not
/// is cut at the edge. Values the forecast lacks are left out, except the temperature ("—").
struct HourReadout: Equatable {
    var hour: Forecast.Hour
    var units: UnitSystem
    var iconSet: IconSet
    /// Nil: the unit system's own (mph or km/h; 12- or 24-hour).
    var wind: WindUnit? = nil
    var clock: ClockStyle? = nil
    /// The day's and condition's language.
    var language: AppLanguage = .en
    /// The ensemble's temperature spread at this hour, in the display unit: "±3°" after the temperature.
    var spread: Double? = nil

    /// One piece of a group; `drop` orders which piece goes first when narrow (higher goes first, 0 never).
    private struct Part {
        var spans: [Span]
        var drop: Int
    }

    /// The groups in reading order: time, condition, temperature, precipitation, wind.
    private var groups: [[Part]] {
        let h = hour
        let (windUnit, clock) = (wind ?? .standard(for: units), clock ?? .standard(for: units))
        let time = [
            Part(
                spans: [
                    Span(
                        "\(h.time.date.weekdayShort(in: language)) \(h.time.hourLabel(clock, in: language))",
                        style: .bold)
                ],
                drop: 0)
        ]
        var condition: [Part] = []
        if let code = h.weatherCode {
            let icon = WeatherCode.icon(for: code, iconSet, isDay: h.isDay)
            if !icon.isEmpty { condition.append(Part(spans: [Span(icon)], drop: 1)) }
            condition.append(Part(spans: [Span(WeatherCode.description(for: code, in: language))], drop: 4))
        }
        var temperature = [Part(spans: [Span(Units.temperature(h.temperature, units), style: .bold)], drop: 0)]
        if let spread {
            // Dropped with the chance of rain: both say how sure the hour is.
            let sign = iconSet == .ascii ? "+/-" : "±"
            temperature.append(Part(spans: [Span(sign + Units.degrees(spread), style: .dim)], drop: 2))
        }
        if let feels = h.feelsLike {
            temperature.append(
                Part(
                    spans: [
                        Span(Phrase.shortFeels(language) + " ", style: .dim), Span(Units.temperature(feels, units)),
                    ], drop: 3))
        }
        var precipitation: [Part] = []
        if let chance = h.precipitationProbability {
            precipitation.append(
                Part(
                    spans: [Span(Phrase.shortPrecip(language) + " ", style: .dim), Span(Units.percent(chance))], drop: 2
                ))
        }
        if let amount = h.precipitation {
            precipitation.append(Part(spans: [Span(Units.precipitation(amount, units, in: language))], drop: 5))
        }
        var wind: [Part] = []
        if h.windSpeed != nil {
            let text = Units.wind(speed: h.windSpeed, direction: h.windDirection, windUnit, in: language)
            wind.append(Part(spans: [Span(Phrase.shortWind(language) + " ", style: .dim), Span(text)], drop: 6))
        }
        if let gusts = h.windGusts {
            wind.append(
                Part(
                    spans: [
                        Span(Phrase.shortGusts(language) + " ", style: .dim),
                        Span(Units.windSpeed(gusts, windUnit, in: language)),
                    ], drop: 7))
        }
        return [time, condition, temperature, precipitation, wind]
    }

    /// The readout at most `width` columns wide.
    func line(width: Int) -> Line {
        let groups = groups
        var shown = Line.empty
        // Everything first, then without the highest-numbered parts, one level at a time, until it fits.
        for level in Set(groups.joined().map(\.drop)).sorted(by: >) {
            shown = Self.join(groups, keeping: { $0.drop <= level })
            if shown.width <= width { return shown }
        }
        return shown.truncated(toWidth: width)
    }

    private static func join(_ groups: [[Part]], keeping keep: (Part) -> Bool) -> Line {
        var spans: [Span] = []
        for group in groups {
            let parts = group.filter(keep)
            guard !parts.isEmpty else { continue }
            if !spans.isEmpty { spans.append(Span("  ")) }
            for (i, part) in parts.enumerated() {
                if i > 0 { spans.append(Span(" ")) }
                spans += part.spans
            }
        }
        return Line(spans)
    }
}
