import FlyingFox
import Foundation

/// The faults as an Open-Meteo route (forecast or air quality) shows them: the service's `{"error": true, "reason"}`
/// bodies, and the HTML a proxy in front of it sends on a 500.
enum OpenMeteoFault {
    /// The reason Open-Meteo gives for a value it cannot read, with terminal escape sequences in the value, as the
    /// `bad-request` fault sends it (the client must strip them).
    static func cannotInitialize(_ type: String, from value: String, key: String) -> String {
        "Cannot initialize \(type) from invalid String value \(value)\u{1B}[2J\u{1B}]0;pwned\u{07} for key \(key)"
    }

    /// The answer `fault` gives in place of a normal one, after waiting for `slow`; nil when a normal body (perhaps
    /// with nulls or escapes, or cut short) is to be built.
    /// - Parameters:
    ///   - badRequestReason: the 400's reason, which carries terminal escape sequences.
    ///   - malformedBody: the start of a body, cut off where it stops being JSON.
    static func response(
        for fault: FixtureFault, badRequestReason: String, malformedBody: String
    ) async throws -> HTTPResponse? {
        try await fault.response(
            FaultAnswers(
                contentType: "application/json; charset=utf-8", chunkedType: "application/json",
                serverError: FixtureResponse.make(500, "text/html; charset=utf-8", Data(ForecastRoute.html.utf8)),
                rateLimited: ForecastRoute.error(
                    429, "Minutely API request limit exceeded. Please try again in one minute."),
                badRequest: ForecastRoute.error(400, badRequestReason), malformed: Data(malformedBody.utf8)))
    }
}

/// What every Open-Meteo-shaped route does once its own fault and its query are settled: the zone asked (400
/// "Invalid timezone" for one the server does not know, as the real one answers), the body in the fault's variant
/// (nulls, escape sequences), and a body cut short for the truncated fault.
enum OpenMeteoAnswer {
    static func respond(
        fault: FixtureFault, timezone: String?, latitude: Double, longitude: Double, now: Date,
        body: (FixtureTimeZone, ForecastResponder.Variant) -> JSONValue
    ) -> HTTPResponse {
        guard
            let zone = try? FixtureTimeZone(parameter: timezone, latitude: latitude, longitude: longitude, now: now)
        else {
            return ForecastRoute.error(400, "Invalid timezone")
        }
        let variant: ForecastResponder.Variant = fault == .nulls ? .nulls : fault == .escapes ? .escapes : .normal
        let data = Data(body(zone, variant).serialized().utf8)
        let json = "application/json; charset=utf-8"
        return fault == .truncatedBody ? FixtureResponse.truncated(data, json) : FixtureResponse.make(200, json, data)
    }
}

/// A query the real service refuses, with its reason (a 400 in the `{"error": true, "reason"}` shape).
struct QueryInvalid: Error { var reason: String }
