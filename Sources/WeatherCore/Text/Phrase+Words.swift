/// The words `now` puts together, in the app's language (issue 37): ages, the next two hours, the air quality's
/// category, compass points. English keeps the wording these had before.
extension Phrase {
    /// "just now", "3 min ago", "2 h ago", "4 d ago": what `RelativeTime.ago` says, in `language`.
    public static func ago(seconds: Int, in language: AppLanguage) -> String {
        switch max(0, seconds) {
        case ..<60: Phrase.justNow(language)
        case ..<3600: Phrase.minutesAgo(language, String(seconds / 60))
        case ..<86_400: Phrase.hoursAgo(language, String(seconds / 3600))
        default: Phrase.daysAgo(language, String(seconds / 86_400))
        }
    }

    /// "45 min", "1 h", "1 h 15 min" in `language`'s short unit names.
    public static func duration(minutes: Int, in language: AppLanguage) -> String {
        guard minutes >= 60 else { return Phrase.minutes(language, String(minutes)) }
        let rest = minutes % 60
        return rest == 0
            ? Phrase.hours(language, String(minutes / 60))
            : Phrase.hoursMinutes(language, String(minutes / 60), String(rest))
    }

    /// "W", "NO" (German), "ЮЗ": the compass point of a direction in degrees; nil without one.
    public static func compassPoint(_ degrees: Double?, in language: AppLanguage) -> String? {
        guard let degrees, degrees.isFinite else { return nil }
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return compassPoints[Int((normalized / 45).rounded()) % 8](language)
    }
}

extension Units {
    /// "4 mph W", in `language`'s compass points.
    public static func wind(speed: Double?, direction: Double?, _ unit: WindUnit, in language: AppLanguage) -> String {
        let text = windSpeed(speed, unit, in: language)
        guard speed != nil, let point = Phrase.compassPoint(direction, in: language) else { return text }
        return "\(text) \(point)"
    }
}

extension NextTwoHours.Kind {
    /// "Rain", "Schnee", "着氷性の雨".
    public func noun(in language: AppLanguage) -> String {
        let phrase: Phrase = [.rain: .rain, .snow: .snow, .freezingRain: .freezingRain][self] ?? .precipitation
        return phrase(language)
    }
}

extension NextTwoHours {
    /// ``summary`` in `language`: "Regen beginnt in etwa 30 Min.".
    public func summary(in language: AppLanguage) -> String {
        let horizon =
            coverageMinutes >= Self.fullCoverageMinutes
            ? Phrase.twoHours(language) : Phrase.duration(minutes: max(5, coverageMinutes / 5 * 5), in: language)
        switch outlook {
        case .dry: return Phrase.noPrecipitation(language, horizon)
        case .continuing(let kind): return Phrase.continuing(language, kind.noun(in: language), horizon)
        case .starting(let kind, let minutes):
            return Phrase.starting(language, kind.noun(in: language), Phrase.duration(minutes: minutes, in: language))
        case .stopping(let kind, let minutes):
            return Phrase.stopping(language, kind.noun(in: language), Phrase.duration(minutes: minutes, in: language))
        }
    }
}

extension AQICategory {
    /// "Good", "Mäßig", "良好".
    public func name(in language: AppLanguage) -> String {
        let phrases: [Phrase] = [
            .aqiGood, .aqiModerate, .aqiSensitive, .aqiUnhealthy, .aqiVeryUnhealthy, .aqiHazardous,
        ]
        return phrases[AQICategory.allCases.firstIndex(of: self) ?? 0](language)
    }
}

extension AirQuality {
    /// ``summary`` in `language`: "AQI 42 Gut · PM2.5" (AQI and the pollutants' names are the same everywhere).
    public func summary(in language: AppLanguage) -> String? {
        guard let usAQI, let category else { return nil }
        let index = "AQI \(AQICategory.wholeIndex(usAQI)) \(category.name(in: language))"
        return dominantPollutant.map { "\(index) · \($0.name)" } ?? index
    }
}
