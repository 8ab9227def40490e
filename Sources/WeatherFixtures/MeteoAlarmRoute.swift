import FlyingFox
import Foundation

/// Answers `/api/v1/warnings/feeds-<country>` as MeteoAlarm does: `{"warnings":[{"alert":{…CAP…},"uuid":…}]}`,
/// each `info` in English and the country's language, areas by EMMA_ID without polygons. Poland has two warnings
/// in force (Mazowieckie's, and Małopolskie's, elsewhere for a Warsaw place) and one that has expired; every other
/// member country none; an unknown country is a 404. Its own fault applies, errors in Open-Meteo's JSON shape.
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

    /// A thunderstorm warning for Mazowieckie (EMMA_ID PL014) and a wind warning for Małopolskie (PL012), both
    /// until six hours from `now`, and a snow warning for Mazowieckie that expired an hour ago.
    static func poland(now: Date, fault: FixtureFault) -> [JSONValue] {
        [
            warning(
                id: "PL.1", area: ("Mazowieckie", "PL014"), english: "Thunderstorms Orange Warning",
                polish: "Burze pomarańczowe ostrzeżenie", severity: "Severe", expires: now + 6 * 3600, now: now,
                fault: fault),
            warning(
                id: "PL.2", area: ("Małopolskie", "PL012"), english: "Wind Yellow Warning",
                polish: "Wiatr żółte ostrzeżenie", severity: "Moderate", expires: now + 6 * 3600, now: now,
                fault: fault),
            warning(
                id: "PL.3", area: ("Mazowieckie", "PL014"), english: "Snow-ice Yellow Warning",
                polish: "Śnieg żółte ostrzeżenie", severity: "Moderate", expires: now - 3600, now: now,
                fault: fault),
        ]
    }

    private static func warning(
        id: String, area: (name: String, code: String), english: String, polish: String, severity: String,
        expires: Date, now: Date, fault: FixtureFault
    ) -> JSONValue {
        let time = { (date: Date) in ISO8601DateFormatter().string(from: date) }
        let escape = fault == .escapes ? "\u{1B}]0;pwned\u{07}\u{1B}[2J" : ""
        func text(_ value: String) -> JSONValue { fault == .nulls ? .null : .string(value + escape) }
        func info(_ language: String, _ event: String) -> JSONValue {
            .object([
                (
                    "area",
                    .array([
                        .object([
                            ("areaDesc", text(area.name)),
                            (
                                "geocode",
                                .array([.object([("value", .string(area.code)), ("valueName", .string("EMMA_ID"))])])
                            ),
                        ])
                    ])
                ),
                ("category", .array([.string("Met")])), ("certainty", text("Likely")),
                ("description", text("\(event) for \(area.name).\nTake care.")),
                ("effective", .string(time(now - 3 * 3600))), ("event", .string(event + escape)),
                ("expires", .string(time(expires))), ("headline", text("\(event) - \(area.name)")),
                ("instruction", text("Stay indoors.")), ("language", .string(language)),
                ("onset", .string(time(now - 3600))),
                (
                    "parameter",
                    .array([.object([("value", text("3; orange; Severe")), ("valueName", .string("awareness_level"))])])
                ),
                ("responseType", .array([.string("Monitor")])),
                ("senderName", text("Institute of Meteorology and Water Management")), ("severity", text(severity)),
                ("urgency", text("Immediate")), ("web", text("https://meteo.imgw.pl")),
            ])
        }
        return .object([
            (
                "alert",
                .object([
                    ("identifier", .string("2.49.0.0.616.0.\(id)")), ("incidents", .string("Alert")),
                    ("info", .array([info("en", english), info("pl", polish)])), ("msgType", .string("Alert")),
                    ("scope", .string("Public")), ("sender", .string("imgw@imgw.pl")), ("sent", .string(time(now))),
                    ("status", .string("Actual")),
                ])
            ),
            ("uuid", .string("00000000-0000-4000-8000-00000000000\(id.suffix(1))")),
        ])
    }
}
