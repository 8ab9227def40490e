import FoundationEssentials
import WeatherCore

/// The alerts part of `now`: one line per active alert in text, an `alerts` array in JSON, and the reason they
/// are missing (for stderr and `alertsError`).
extension NowReport {
    /// "⚠ Extreme Heat Warning until Sat 9:00 PM": the end in the place's local time, as the "As of" line;
    /// "ended Sat 9:00 PM" for one whose event has ended but which is still in force (ECCC's, until its expiry).
    var alertLines: [String] {
        guard case .success(let snapshot) = alerts else { return [] }
        let now = fetchedAt + age
        return snapshot.alerts.map { alert in
            var line = [alertIcon, alert.event].filter { !$0.isEmpty }.joined(separator: " ")
            if let until = alert.until {
                let local =
                    zone?.local(until)
                    ?? LocalDateTime(
                        secondsSince1970: until.timeIntervalSince1970, utcOffsetSeconds: forecast.utcOffsetSeconds)
                let when = "\(local.date.weekdayShort(in: language)) \(local.clock(clock, in: language))"
                line = (alert.hasEnded(at: now) ? Phrase.alertEnded : Phrase.alertUntil)(language, line, when)
            }
            return line
        }
    }

    /// The warning sign in the chosen icon set.
    private var alertIcon: String {
        switch iconSet {
        case .unicode: "⚠"
        case .ascii: "!"
        case .none: ""
        }
    }

    /// Why alerts are missing, for `alertsError`; nil when they were fetched.
    var alertsError: String? {
        guard case .failure(let error) = alerts else { return nil }
        return error.message
    }

    /// The stderr line when alerts could not be had, in the report's language; none when they were turned off on
    /// purpose.
    var alertsNote: String? {
        guard case .failure(let error) = alerts, error != .notRequested else { return nil }
        return error.message(in: language)
    }

    /// The stderr line when the service failed and the cached forecast is printed instead.
    var offlineNote: String? {
        offlineError.map {
            language.localized("{0} Showing the forecast cached {1}.", $0.message(in: language), ageText)
        }
    }

    /// `[{event, severity, …}]`, or null with `alertsError` saying why.
    var alertsJSON: JSONText {
        guard case .success(let snapshot) = alerts else { return .string(nil) }
        let time = { (date: Date?) in JSONText.string(date?.formatted(.iso8601)) }
        return .array(
            snapshot.alerts.map { alert in
                .object([
                    ("event", .string(alert.event)), ("severity", .string(alert.severity.rawValue)),
                    ("urgency", .string(alert.urgency)), ("certainty", .string(alert.certainty)),
                    ("headline", .string(alert.headline)), ("onset", time(alert.onset)), ("ends", time(alert.ends)),
                    ("expires", time(alert.expires)), ("colour", .string(alert.colour?.rawValue)),
                    ("sender", .string(alert.credit(in: .en))),  // JSON: as before, in English
                    ("areas", .array(Self.areas(alert.areaDesc).map { .string($0) })),
                ])
            })
    }

    /// "Lake, FL; Volusia, FL" → ["Lake, FL", "Volusia, FL"].
    static func areas(_ areaDesc: String) -> [String] {
        areaDesc.split(separator: ";").map { $0.trimmed }.filter { !$0.isEmpty }
    }
}
