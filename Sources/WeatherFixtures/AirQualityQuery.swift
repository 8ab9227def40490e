import Foundation

/// The parameters of one `/v1/air-quality` request: one coordinate, the `current` variables, the zone.
struct AirQualityQuery: OnePlaceQuery {
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

    func body(zone: FixtureTimeZone, now: Date, variant: ForecastResponder.Variant) -> JSONValue {
        AirQualityResponder(query: self, zone: zone, now: now, variant: variant).body()
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
