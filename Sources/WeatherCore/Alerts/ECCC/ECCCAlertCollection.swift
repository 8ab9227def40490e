import FoundationEssentials

/// The body of ECCC's `collections/weather-alerts/items` (OGC API Features, GeoJSON): one feature per alert and
/// area, each with the area's outline and its text in English and French side by side (`alert_name_en`,
/// `alert_name_fr`, …). The event runs from `validity_datetime` to `event_end_datetime`; the alert is in force
/// until `expiration_datetime`, which may be hours after the event's end. Each feature is read into a ``CAPAlert`` with one block per language, so what is in force,
/// which language is shown and which area holds the place are decided as for ECCC's CAP files. Read loosely like
/// the NWS feed: a feature that cannot be read is skipped and counted; only a body without `features` fails.
struct ECCCAlertCollection: Decodable, Sendable {
    var alerts: [CAPAlert] = []
    var skipped = 0

    static func decode(_ data: Data) throws(WeatherError) -> ECCCAlertCollection {
        do {
            return try JSONDecoder().decode(ECCCAlertCollection.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .malformedResponse(detail: "not valid JSON")
        } catch {
            throw .malformedResponse(detail: "not an ECCC weather-alerts collection")
        }
    }

    private enum Keys: String, CodingKey { case features }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        for feature in try c.decode([LossyFeature].self, forKey: .features) {
            if let alert = feature.alert { alerts.append(alert) } else { skipped += 1 }
        }
    }

    /// The name ECCC's CAP files give the same status, so ``CAPAlert/isInForce(_:at:)`` reads "ended" once.
    static let statusParameter = "layer:EC-MSC-SMC:1.0:Alert_Location_Status"

    /// CAP's severity for ECCC's alert type: this collection carries no CAP severity, so a warning reads as Severe,
    /// a watch as Moderate, and an advisory or statement as Minor (the order the Alerts screen sorts by).
    static func severity(alertType: String?) -> String {
        switch alertType?.lowercased() {
        case "warning": "Severe"
        case "watch": "Moderate"
        case "advisory", "statement": "Minor"
        default: "Unknown"
        }
    }

    /// ECCC's names are lower case ("snowfall warning"): the first letter is raised, the rest left as written
    /// (French names are not title-cased).
    static func event(_ name: String?) -> String? {
        CAPText.line(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}

/// One element of `features`: its alert, or nil when it has no readable properties or no alert name.
private struct LossyFeature: Decodable {
    var alert: CAPAlert?

    private enum Keys: String, CodingKey { case id, geometry, properties }

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Keys.self),
            let properties = try? c.decode(ECCCProperties.self, forKey: .properties)
        else { return }
        // A geometry that cannot be read leaves the area without an outline (it then holds no place).
        let rings = (try? c.decodeIfPresent(ECCCGeometry.self, forKey: .geometry))?.outerRings ?? []
        let infos = [("en-CA", "en"), ("fr-CA", "fr")].compactMap { language, suffix in
            properties.info(language: language, suffix: suffix, rings: rings)
        }
        guard !infos.isEmpty else { return }
        let id = (try? c.decodeIfPresent(String.self, forKey: .id)) ?? properties.value("id")
        // Only alerts in effect are published here; whether one has ended is each block's status parameter.
        alert = CAPAlert(
            identifier: CAPText.line(id) ?? "", sender: "",
            sent: WeatherAlert.date(properties.value("publication_datetime")), status: "Actual", messageType: "Alert",
            infos: infos)
    }
}

/// A feature's `properties`: every string-valued one, read on its own (a value of another type is missing).
private struct ECCCProperties: Decodable {
    var text: [String: String?] = [:]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        for key in c.allKeys { text[key.stringValue] = try? c.decodeIfPresent(String.self, forKey: key) }
    }

    func value(_ name: String) -> String? { text[name] ?? nil }

    /// The block in one language; nil without that language's alert name.
    func info(language: String, suffix: String, rings: [[GeoPoint]]) -> CAPInfo? {
        guard let event = ECCCAlertCollection.event(value("alert_name_" + suffix)) else { return nil }
        let sender =
            suffix == "fr" ? "Environnement et Changement climatique Canada" : "Environment and Climate Change Canada"
        return CAPInfo(
            language: language, event: event, headline: nil, responseTypes: [], urgency: "Unknown",
            severity: ECCCAlertCollection.severity(alertType: value("alert_type")), certainty: "Unknown",
            effective: WeatherAlert.date(value("publication_datetime")),
            onset: WeatherAlert.date(value("validity_datetime")),
            expires: WeatherAlert.date(value("expiration_datetime")),
            ends: WeatherAlert.date(value("event_end_datetime")),
            colour: value("risk_colour_en").flatMap(AlertColour.init(named:)), senderName: sender,
            description: CAPText.paragraphs(value("alert_text_" + suffix)), instruction: nil,
            parameters: [
                CAPParameter(
                    name: ECCCAlertCollection.statusParameter, value: CAPText.line(value("status_en")) ?? "")
            ],
            areas: [
                CAPArea(
                    areaDesc: CAPText.line(value("feature_name_" + suffix)) ?? "", polygons: rings, geocodes: [:])
            ])
    }
}

/// A GeoJSON Polygon or MultiPolygon: the outer ring of each polygon, as `[longitude, latitude]` positions. Holes
/// are ignored, so a place in one counts as inside (an alert is shown rather than missed). Any other type, or a
/// position off the globe, fails.
private struct ECCCGeometry: Decodable {
    var outerRings: [[GeoPoint]]

    private enum Keys: String, CodingKey { case type, coordinates }

    struct NotAnArea: Error {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let polygons: [[[[Double]]]]
        switch try c.decode(String.self, forKey: .type) {
        case "Polygon": polygons = [try c.decode([[[Double]]].self, forKey: .coordinates)]
        case "MultiPolygon": polygons = try c.decode([[[[Double]]]].self, forKey: .coordinates)
        default: throw NotAnArea()
        }
        outerRings = try polygons.compactMap(\.first).map { ring in
            try ring.map { position in
                guard position.count >= 2, abs(position[0]) <= 180, abs(position[1]) <= 90 else { throw NotAnArea() }
                return GeoPoint(longitude: position[0], latitude: position[1])
            }
        }
    }
}
