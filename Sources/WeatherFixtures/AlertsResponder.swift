import Foundation

/// Builds the `/alerts/active?point=` body the NWS would send: a GeoJSON FeatureCollection in the real key order,
/// with the alerts of the place near the point (none for most points).
struct AlertsResponder: Sendable {
    enum Variant: Sendable { case normal, nulls, escapes, arrival }

    /// The alert that arrives with the `arrival` fault, at any place that has alerts.
    static let arriving = FixtureAlert(
        event: "Tornado Warning", severity: "Extreme", urgency: "Immediate", certainty: "Observed",
        response: "Shelter", effective: -60, onset: -60, expires: 45 * 60, ends: 45 * 60, senderName: "NWS Test",
        areaDesc: "The place", same: [], ugc: [], description: "A tornado has been sighted.",
        instruction: "Take cover now.")

    var point: AlertsPoint
    var now: Date
    var variant: Variant = .normal

    func body() -> JSONValue {
        let place = FixtureAlertPlace.near(latitude: point.latitude, longitude: point.longitude)
        let arrived = variant == .arrival ? [Self.arriving] : []
        var features = place.map { place in (place.alerts + arrived).map { feature($0, place: place) } } ?? []
        // A feature with no properties: a client must skip it and keep the others.
        if variant == .nulls, !features.isEmpty {
            features.append(
                .object([
                    ("id", .string(Self.base + "/alerts/unreadable")), ("type", .string("Feature")),
                    ("geometry", .null), ("properties", .null),
                ]))
        }
        return .object([
            ("@context", features.isEmpty ? .object([("@version", .string("1.1"))]) : Self.context),
            ("type", .string("FeatureCollection")),
            ("features", .array(features)),
            ("title", .string("Current watches, warnings, and advisories for \(pointTitle)")),
            ("updated", .string(Self.iso(now, zone: TimeZone(identifier: "UTC")!))),
        ])
    }

    private func feature(_ alert: FixtureAlert, place: FixtureAlertPlace) -> JSONValue {
        let zone = TimeZone(identifier: place.timeZone)!
        let id = "urn:oid:2.49.0.1.840.0.\(Self.hex40(place.zip + alert.event)).001.1"
        let at = { (offset: TimeInterval?) -> JSONValue in
            offset.map { .string(Self.iso(minute.addingTimeInterval($0), zone: zone)) } ?? .null
        }
        let nulls = variant == .nulls
        let headline =
            "\(alert.event) issued \(Self.spoken(minute.addingTimeInterval(alert.effective), zone: zone))"
            + (alert.ends.map { " until \(Self.spoken(minute.addingTimeInterval($0), zone: zone))" } ?? "")
            + " by \(alert.senderName)"
        let properties: [(String, JSONValue)] = [
            ("@id", .string(Self.base + "/alerts/" + id)), ("@type", .string("wx:Alert")), ("id", .string(id)),
            ("areaDesc", nulls ? .null : text(alert.areaDesc)),
            (
                "geocode",
                nulls
                    ? .null
                    : .object([
                        ("SAME", .array(alert.same.map { .string($0) })),
                        ("UGC", .array(alert.ugc.map { .string($0) })),
                    ])
            ),
            ("affectedZones", .array(alert.ugc.map { .string(Self.base + "/zones/forecast/" + $0) })),
            ("references", .array([])),
            ("sent", at(alert.effective)), ("effective", nulls ? .null : at(alert.effective)),
            ("onset", nulls ? .null : at(alert.onset)), ("expires", at(alert.expires)),
            ("ends", nulls ? .null : at(alert.ends)), ("status", .string(alert.status)),
            ("messageType", .string("Alert")), ("category", .string("Met")),
            ("severity", nulls ? .null : .string(alert.severity)),
            ("certainty", nulls ? .null : .string(alert.certainty)),
            ("urgency", nulls ? .null : .string(alert.urgency)), ("event", text(alert.event)),
            ("sender", .string("w-nws.webmaster@noaa.gov")),
            ("senderName", nulls ? .null : text(alert.senderName)), ("headline", nulls ? .null : text(headline)),
            ("description", nulls ? .null : paragraphs(alert.description)),
            ("instruction", nulls ? .null : alert.instruction.map(paragraphs) ?? .null),
            ("response", .string(alert.response)),
            ("parameters", .object([("NWSheadline", .array([.string(alert.event.uppercased() + " IN EFFECT")]))])),
        ]
        return .object([
            ("id", .string(Self.base + "/alerts/" + id)), ("type", .string("Feature")),
            ("geometry", nulls ? .null : geometry(alert.polygon, place: place)), ("properties", .object(properties)),
        ])
    }

    /// Whole minutes, as NWS times are.
    private var minute: Date { Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60) }

    /// "40.7484 N, 73.9967 W": the point as asked.
    private var pointTitle: String {
        func part(_ text: String, _ positive: String, _ negative: String) -> String {
            text.hasPrefix("-") ? "\(text.dropFirst()) \(negative)" : "\(text) \(positive)"
        }
        return part(point.latitudeText, "N", "S") + ", " + part(point.longitudeText, "E", "W")
    }

    /// A Polygon of `points` positions (closed: the first repeated last) around the place, two decimals as the NWS
    /// writes them; null for zone-based alerts.
    private func geometry(_ outline: FixtureAlert.Outline?, place: FixtureAlertPlace) -> JSONValue {
        guard let outline else { return .null }
        var ring: [JSONValue] = (0..<outline.points).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(outline.points)
            let radius = outline.radiusDegrees * (1 + 0.25 * sin(3 * angle))
            let lat = place.latitude + radius * sin(angle)
            let lon = place.longitude + radius * cos(angle) / cos(place.latitude * .pi / 180)
            return .array([.number((lon * 100).rounded() / 100), .number((lat * 100).rounded() / 100)])
        }
        ring.append(ring[0])
        return .object([("type", .string("Polygon")), ("coordinates", .array([.array(ring)]))])
    }

    private func text(_ value: String) -> JSONValue {
        .string(hostile ? value + ForecastResponder.hostileSuffix : value)
    }

    /// Multi-line text; with escapes, every line carries them (and a stray bell and tab).
    private func paragraphs(_ value: String) -> JSONValue {
        guard hostile else { return .string(value) }
        return .string(
            value.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0) + ForecastResponder.hostileSuffix + "\u{07}" }.joined(separator: "\n"))
    }

    /// Whether every text carries escape sequences.
    private var hostile: Bool { variant == .escapes || variant == .arrival }

    static let base = "https://api.weather.gov"

    private static let context: JSONValue = .array([
        .string("https://geojson.org/geojson-ld/geojson-context.jsonld"),
        .object([
            ("@version", .string("1.1")), ("wx", .string(base + "/ontology#")),
            ("@vocab", .string(base + "/ontology#")),
        ]),
    ])

    /// "2026-11-22T10:30:00-05:00"
    static func iso(_ date: Date, zone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        return formatter.string(from: date).replacingOccurrences(of: "Z", with: "+00:00")
    }

    /// "November 22 at 10:30AM EST", as headlines say it.
    private static func spoken(_ date: Date, zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "MMMM d 'at' h:mma zzz"
        return formatter.string(from: date)
    }

    /// 40 hex digits from a string (FNV-1a), so each alert keeps its id from run to run.
    private static func hex40(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var out = ""
        while out.count < 40 {
            for byte in (text + String(out.count)).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            out += String(hash, radix: 16)
        }
        return String(out.prefix(40))
    }
}
