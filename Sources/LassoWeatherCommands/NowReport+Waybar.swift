import WeatherCore

/// `now --waybar`: one JSON object on one line, in waybar's custom-module format (`"return-type": "json"`).
/// `text` is the icon and temperature, `tooltip` the rest one item a line, `class` the condition (and `alert` with
/// the worst severity while alerts are in force, `offline` when the service failed and the cache answers), `alt`
/// the condition for `format-icons`, and `percentage` this hour's chance of precipitation.
///
/// waybar reads `text` and `tooltip` as Pango markup, so `&`, `<` and `>` are written as entities: an alert or a
/// place with an ampersand would otherwise blank the module.
extension NowReport {
    var waybar: JSONText {
        var members: [(String, JSONText)] = [
            ("text", .string(Self.markup(waybarText))),
            ("alt", .string(conditionClass)),
            ("tooltip", .string(Self.markup(waybarTooltip.joined(separator: "\n")))),
            ("class", .array(waybarClasses.map { .string($0) })),
        ]
        // waybar reads a number; without one it leaves the key out rather than show 0.
        if let chance = precipitationChance { members.append(("percentage", .integer(chance))) }
        return .object(members)
    }

    /// "☁ 32°F"; the temperature alone with `--icons none`.
    var waybarText: String {
        [iconSet == .none ? "" : conditionIcon ?? "", Units.temperature(current?.temperature, system)]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The place, the condition lines `now` prints, the chance of precipitation, the next two hours, the air
    /// quality, one line per alert, and how old the data is (or that it is the cached forecast): in the report's
    /// language, the alerts as issued.
    var waybarTooltip: [String] {
        var lines = [heading] + conditionLines
        if let chance = precipitationChance {
            lines.append(language.localized("Chance of precipitation this hour: {0}%", String(chance)))
        }
        if let next = nextTwoHours { lines.append(next.summary(in: language)) }
        if let air = airQualityLine { lines.append(air) }
        lines += alertLines
        lines.append(
            offlineError == nil
                ? language.localized("Updated {0}", ageText)
                : language.localized("Offline: the cached forecast from {0}", ageText))
        return lines
    }

    /// The condition's class, then `alert` and the worst severity ("extreme", "severe", "moderate", "minor",
    /// "unknown") while alerts are in force, then `offline` when the cached forecast stands in.
    var waybarClasses: [String] {
        var classes = [conditionClass]
        if case .success(let snapshot) = alerts, let worst = snapshot.alerts.map(\.severity).min() {
            classes += ["alert", worst.rawValue.lowercased()]
        }
        if offlineError != nil { classes.append("offline") }
        return classes
    }

    /// The condition as a CSS class: clear, partly-cloudy, cloudy, fog, drizzle, rain, freezing-rain, snow,
    /// thunderstorm, or unknown.
    var conditionClass: String {
        switch current?.weatherCode.flatMap({ WeatherCode($0).group }) {
        case .clear: "clear"
        case .partlyCloudy: "partly-cloudy"
        case .cloudy: "cloudy"
        case .fog: "fog"
        case .drizzle: "drizzle"
        case .freezingRain: "freezing-rain"
        case .rain: "rain"
        case .snow: "snow"
        case .thunderstorm: "thunderstorm"
        case nil: "unknown"
        }
    }

    /// The hourly chance of precipitation for the hour the data is from, 0–100; nil when not given.
    var precipitationChance: Int? {
        guard let time = current?.time,
            let hour = forecast.hourly.first(where: { $0.time.date == time.date && $0.time.hour == time.hour }),
            let chance = hour.precipitationProbability, chance.isFinite
        else { return nil }
        return Int(min(100, max(0, chance)).rounded())
    }

    /// When there is no forecast to show (the place is unknown, or the service failed with nothing cached): the
    /// module still shows "—" with the reason in the tooltip, classed `error` (and `offline` when the service
    /// failed), as waybar hides a module whose command prints nothing. The reason is in `language`, as `error`'s
    /// message is.
    static func waybarFailure(_ error: CLIError, place input: String, language: AppLanguage = .en) -> JSONText {
        let offline = error.status == ExitStatus.serviceFailure
        let cached = language.localized("Nothing is cached for {0} yet.", input)
        return .object([
            ("text", .string(Units.missing)),
            ("alt", .string("unknown")),
            ("tooltip", .string(markup(error.message + (offline ? "\n" + cached : "")))),
            ("class", .array((offline ? ["offline", "error"] : ["error"]).map { .string($0) })),
        ])
    }

    /// `text` as Pango markup: the three characters it reads as markup, as entities.
    static func markup(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
