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

    /// "Sat 9:00 PM" (or "Sat 21:00") at the place: by its zone's rules at that instant (right across a
    /// daylight-saving change), else its current UTC offset, else in UTC, said.
    static func localTime(
        _ date: Date, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve
    ) -> String {
        let offset = zone?.localTime(at: date).offset ?? utcOffsetSeconds
        let time = LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: offset ?? 0)
        return "\(time.date.weekdayShort) \(time.clock(clock))" + (offset == nil ? " UTC" : "")
    }

    /// "until Sat 9:00 PM", "ended Sat 9:00 PM" once the event's end has passed at `now` (the alert still in
    /// force), or "" when the alert names no end.
    static func until(
        _ alert: WeatherAlert, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve,
        now: Date? = nil
    ) -> String {
        let word = now.map { alert.hasEnded(at: $0) } == true ? "ended " : "until "
        return alert.until.map { word + localTime($0, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock) }
            ?? ""
    }

    /// "Sat 2:00 PM – Sun 9:00 PM": from the onset (or effective time) to the end, as far as known; "ended Sun
    /// 9:00 PM" once that end has passed at `now`.
    static func span(
        _ alert: WeatherAlert, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, clock: ClockStyle = .twelve,
        now: Date? = nil
    ) -> String {
        if let now, alert.hasEnded(at: now) {
            return until(alert, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock, now: now)
        }
        let from = (alert.onset ?? alert.effective).map {
            localTime($0, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock)
        }
        let to = alert.until.map { localTime($0, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock) }
        switch (from, to) {
        case (let from?, let to?): return "\(from) – \(to)"
        case (let from?, nil): return "from \(from)"
        case (nil, let to?): return "until \(to)"
        case (nil, nil): return ""
        }
    }

    /// Network text on one line: escape sequences and controls gone, runs of white space folded.
    static func oneLine(_ text: String) -> String {
        TextLayout.sanitize(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
