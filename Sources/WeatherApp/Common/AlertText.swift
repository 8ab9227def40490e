import FoundationEssentials
import TerminalUI
import WeatherCore

/// How alerts read and look, wherever they are drawn (Detail's banner, the Alerts screen, the Map's legend).
enum AlertText {
    /// Extreme and Severe red, Moderate yellow, Minor and Unknown plain: colour only repeats what the words say.
    static func style(_ severity: WeatherAlert.Severity) -> Style {
        switch severity {
        case .extreme, .severe: Style(foreground: .red, attributes: .bold)
        case .moderate: Style(foreground: .yellow, attributes: .bold)
        case .minor, .unknown: .bold
        }
    }

    /// The source's own colour where it gives one (MeteoAlarm's and ECCC's yellow, orange, red: orange is the
    /// 256-colour orange, the nearest the palette has on smaller terminals), else the severity's.
    static func style(_ severity: WeatherAlert.Severity, colour: AlertColour?) -> Style {
        switch colour {
        case .yellow: Style(foreground: .yellow, attributes: .bold)
        case .orange: Style(foreground: .indexed(208), attributes: .bold)
        case .red: Style(foreground: .red, attributes: .bold)
        case nil: style(severity)
        }
    }

    static func style(_ alert: WeatherAlert) -> Style { style(alert.severity, colour: alert.colour) }

    /// "Sat 9:00 PM" (or "Sat 21:00", "土 21:00") at the place: by its zone's rules at that instant (right across
    /// a daylight-saving change), else its current UTC offset, else in UTC, said.
    static func localTime(
        _ date: Date, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve,
        language: AppLanguage = .en
    ) -> String {
        let offset = zone?.localTime(at: date).offset ?? utcOffsetSeconds
        let time = LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: offset ?? 0)
        return "\(time.date.weekdayShort(in: language)) \(time.clock(clock, in: language))"
            + (offset == nil ? " UTC" : "")
    }

    /// "until Sat 9:00 PM", "ended Sat 9:00 PM" once the event's end has passed at `now` (the alert still in
    /// force), or "" when the alert names no end.
    static func until(
        _ alert: WeatherAlert, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve,
        now: Date? = nil, language: AppLanguage = .en
    ) -> String {
        guard let end = alert.until else { return "" }
        let time = localTime(end, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock, language: language)
        return now.map { alert.hasEnded(at: $0) } == true
            ? language.localized("ended {0}", time) : language.localized("until {0}", time)
    }

    /// "Sat 2:00 PM – Sun 9:00 PM": from the onset (or effective time) to the end, as far as known; "ended Sun
    /// 9:00 PM" once that end has passed at `now`.
    static func span(
        _ alert: WeatherAlert, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve,
        now: Date? = nil, language: AppLanguage = .en
    ) -> String {
        if let now, alert.hasEnded(at: now) {
            return until(
                alert, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock, now: now, language: language)
        }
        let time = { (date: Date) in
            localTime(date, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock, language: language)
        }
        let from = (alert.onset ?? alert.effective).map(time)
        let to = alert.until.map(time)
        switch (from, to) {
        case (let from?, let to?): return language.localized("{0} – {1}", from, to)
        case (let from?, nil): return language.localized("from {0}", from)
        case (nil, let to?): return language.localized("until {0}", to)
        case (nil, nil): return ""
        }
    }

    /// "Severe · Expected · Likely": the alert's severity, urgency and certainty in `language`.
    static func grades(_ alert: WeatherAlert, language: AppLanguage = .en) -> String {
        [alert.severity.rawValue, alert.urgency, alert.certainty].map { grade(oneLine($0), in: language) }
            .joined(separator: " · ")
    }

    /// A CAP severity, urgency or certainty word ("Severe", "Expected", "Likely") in `language`; a word CAP does
    /// not define stays as the issuer sent it.
    static func grade(_ word: String, in language: AppLanguage) -> String { NamedWords.word(word, in: language) }

    /// Why there are no alerts, as Detail's quiet line says it (``AlertsError/message`` in `language`): "alerts
    /// unavailable: HTTP 500"; a country with no source as a sentence of its own, "No official alerts source for
    /// Japan" (the country named in `language`). A failure's reason is its own short words, in `language` too.
    static func note(_ error: AlertsError, language: AppLanguage = .en) -> String {
        switch error {
        case .notCovered(let place): language.localized("alerts are not available for {0}", place)
        case .notRequested: language.localized("alerts are turned off")
        case .noOfficialSource(let country):
            language.localized("No official alerts source for {0}", CountryNames.name(english: country, in: language))
        case .failed(let failure): language.localized("alerts unavailable: {0}", failure.shortReason(in: language))
        }
    }

    /// The failure as a sentence, for the Alerts screen: the network's own words when the request failed.
    static func sentence(_ error: AlertsError, language: AppLanguage = .en) -> String {
        switch error {
        case .notCovered(let place): language.localized("Alerts are not available for {0}.", place)
        case .notRequested: language.localized("Alerts are turned off.")
        case .noOfficialSource: note(error, language: language)
        case .failed(let failure): failure.message(in: language)
        }
    }

    /// Network text on one line: escape sequences and controls gone, runs of white space folded.
    static func oneLine(_ text: String) -> String {
        TextLayout.sanitize(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
