import Foundation

extension OpenMeteoRoute {
    /// `/v1/air-quality` as Open-Meteo's air-quality API answers it (errors in the forecast's shape).
    static let airQuality = OpenMeteoRoute(
        route: .airQuality,
        badRequestReason: "Cannot initialize AirQualityVariable from invalid String value "
            + "us_aqi\u{1B}[2J\u{1B}]0;pwned\u{07} for key current",
        malformedBody: #"{"latitude":38.9,"longitude":-77.0,"current":{"us_aqi":27,,"#
    ) { items, fault, now throws(QueryInvalid) in
        let query = try AirQualityQuery(items)
        return OpenMeteoAnswer.respond(
            fault: fault, timezone: query.timezone, latitude: query.latitude, longitude: query.longitude, now: now
        ) { zone, variant in
            AirQualityResponder(query: query, zone: zone, now: now, variant: variant).body()
        }
    }
}

/// The parameters of one `/v1/air-quality` request: one coordinate, the `current` variables, the zone.
struct AirQualityQuery: Sendable {
    var latitude: Double
    var longitude: Double
    var current: [String]
    var timezone: String?

    typealias Invalid = QueryInvalid

    init(_ items: [(name: String, value: String)]) throws(Invalid) {
        func value(_ name: String) -> String? { items.last { $0.name == name }?.value }
        latitude = try Self.coordinate(value("latitude"), name: "Latitude", limit: 90)
        longitude = try Self.coordinate(value("longitude"), name: "Longitude", limit: 180)
        current = (value("current") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        if let bad = current.first(where: { AirQualityResponder.units[$0] == nil }) {
            throw Invalid(
                reason: "Cannot initialize AirQualityVariable from invalid String value \(bad) for key current")
        }
        timezone = value("timezone")
    }

    private static func coordinate(_ text: String?, name: String, limit: Double) throws(Invalid) -> Double {
        guard let text, let value = Double(text), value.isFinite else {
            throw Invalid(reason: "Cannot initialize Float from invalid String value \(text ?? "")")
        }
        guard abs(value) <= limit else {
            throw Invalid(reason: "\(name) must be in range of -\(Int(limit)) to \(Int(limit))°. Given: \(value).")
        }
        return value
    }
}
