import FlyingFox
import Foundation

/// Answers `/api/v1/warnings/feeds-<country>` as MeteoAlarm does: `{"warnings":[{"alert":{…CAP…},"uuid":…}]}`,
/// each `info` in English and the country's language, areas by EMMA_ID without polygons. Poland has two warnings
/// in force (Warsaw's county's, and the next county's, elsewhere for a Warsaw place), one that has expired and a
/// green "No warnings" entry (``poland(now:fault:)``); every other member country none; an unknown country is a 404. Its own fault applies, errors in Open-Meteo's JSON shape.
struct MeteoAlarmRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    static let prefix = "/api/v1/warnings/feeds-"
    static let countries: Set<String> = [
        "andorra", "austria", "bosnia-herzegovina", "belgium", "bulgaria", "switzerland", "cyprus", "czechia",
        "germany", "denmark", "estonia", "spain", "finland", "france", "united-kingdom", "greece", "croatia", "hungary",
        "ireland", "israel", "iceland", "italy", "lithuania", "luxembourg", "latvia", "moldova", "montenegro",
        "republic-of-north-macedonia", "malta", "netherlands", "norway", "poland", "portugal", "romania", "serbia",
        "sweden", "slovenia", "slovakia", "ukraine",
    ]

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let country = request.path.hasPrefix(Self.prefix) ? String(request.path.dropFirst(Self.prefix.count)) : ""
        let fault = await state.beginMeteoAlarm(country: country)
        if let early = try await OpenMeteoFault.response(
            for: fault, badRequestReason: "Unknown feed\u{1B}[2J\u{1B}]0;pwned\u{07}",
            malformedBody: #"{"warnings":[{"alert":{"identifier":"#)
        {
            return early
        }
        guard Self.countries.contains(country) else { return ForecastRoute.error(404, "Not found") }
        let warnings = country == "poland" ? Self.poland(now: now(), fault: fault) : []
        let body = Data(JSONValue.object([("warnings", .array(warnings))]).serialized().utf8)
        let json = "application/json"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }

    /// In the real feed's shape: every area a county by its EMMA_ID, named "<Voivodeship> Province <County> County"
    /// in English and "województwo <voivodeship> powiat <county>" in Polish. A thunderstorm warning (orange) for
    /// Warsaw's own county, Warszawa (PL1465), and a wind warning (yellow) for the next one, warszawski zachodni
    /// (PL1432), elsewhere for a Warsaw place; both until six hours from `now`. A snow warning for Warszawa that
    /// expired an hour ago, and a green "No warnings" entry for Tychy (PL2477), which is no warning at all.
    static func poland(now: Date, fault: FixtureFault) -> [JSONValue] {
        let warszawa = Area(
            english: "Mazowieckie Province Warszawa County", polish: "województwo mazowieckie powiat Warszawa",
            code: "PL1465")
        let west = Area(
            english: "Mazowieckie Province Warszawski Zachodni County",
            polish: "województwo mazowieckie powiat warszawski zachodni", code: "PL1432")
        let tychy = Area(
            english: "Śląskie Province Tychy County", polish: "województwo śląskie powiat Tychy", code: "PL2477")
        return [
            warning(
                id: "PL.1", area: warszawa, english: "Orange Thunderstorm Warning",
                polish: "Burze pomarańczowe ostrzeżenie",
                level: "3; orange; Severe", severity: "Severe", expires: now + 6 * 3600, now: now, fault: fault),
            warning(
                id: "PL.2", area: west, english: "Yellow Wind Warning", polish: "Wiatr żółte ostrzeżenie",
                level: "2; yellow; Moderate", severity: "Moderate", expires: now + 6 * 3600, now: now, fault: fault),
            warning(
                id: "PL.3", area: warszawa, english: "Yellow Snow-ice Warning", polish: "Śnieg żółte ostrzeżenie",
                level: "2; yellow; Moderate", severity: "Moderate", expires: now - 3600, now: now, fault: fault),
            warning(
                id: "PL.4", area: tychy, english: "Minor wind warning", polish: "Wiatr brak ostrzeżeń",
                level: "1; green; Minor", severity: "Minor", expires: now + 6 * 3600, now: now, fault: fault,
                description: ("No warnings", "Brak ostrzeżeń")),
        ]
    }

    /// A county as the feed names it in each language, and its EMMA_ID.
    struct Area {
        var english: String
        var polish: String
        var code: String
    }

    private static func warning(
        id: String, area: Area, english: String, polish: String, level: String, severity: String,
        expires: Date, now: Date, fault: FixtureFault, description: (english: String, polish: String)? = nil
    ) -> JSONValue {
        let time = { (date: Date) in ISO8601DateFormatter().string(from: date) }
        let escape = fault == .escapes ? "\u{1B}]0;pwned\u{07}\u{1B}[2J" : ""
        func text(_ value: String) -> JSONValue { fault == .nulls ? .null : .string(value + escape) }
        func info(_ language: String, _ event: String, _ areaName: String, _ description: String) -> JSONValue {
            .object([
                (
                    "area",
                    .array([
                        .object([
                            ("areaDesc", text(areaName)),
                            (
                                "geocode",
                                .array([.object([("value", .string(area.code)), ("valueName", .string("EMMA_ID"))])])
                            ),
                        ])
                    ])
                ),
                ("category", .array([.string("Met")])), ("certainty", text("Likely")),
                ("description", text(description)),
                ("effective", .string(time(now - 3 * 3600))), ("event", .string(event + escape)),
                ("expires", .string(time(expires))), ("headline", text("\(event) - \(areaName)")),
                ("instruction", text("Stay indoors.")), ("language", .string(language)),
                ("onset", .string(time(now - 3600))),
                (
                    "parameter",
                    .array([.object([("value", .string(level)), ("valueName", .string("awareness_level"))])])
                ),
                ("responseType", .array([.string("Monitor")])),
                ("senderName", text("Institute of Meteorology and Water Management")), ("severity", text(severity)),
                ("urgency", text("Immediate")), ("web", text("https://meteo.imgw.pl")),
            ])
        }
        let english = info(
            "en-GB", english, area.english, description?.english ?? "\(english) for \(area.english).\nTake care.")
        let polish = info("pl", polish, area.polish, description?.polish ?? "\(polish): \(area.polish).")
        return .object([
            (
                "alert",
                .object([
                    ("identifier", .string("2.49.0.0.616.0.\(id)")), ("incidents", .string("Alert")),
                    ("info", .array([english, polish])), ("msgType", .string("Alert")),
                    ("scope", .string("Public")), ("sender", .string("imgw@imgw.pl")), ("sent", .string(time(now))),
                    ("status", .string("Actual")),
                ])
            ),
            ("uuid", .string("00000000-0000-4000-8000-00000000000\(id.suffix(1))")),
        ])
    }
}
