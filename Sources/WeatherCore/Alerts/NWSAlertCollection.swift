import FoundationEssentials

/// The body of `/alerts/active` as the NWS writes it: a GeoJSON FeatureCollection whose features' `properties`
/// are CAP alerts. Read loosely: a feature that cannot be read is skipped and counted, never fatal, since the
/// others are still worth showing; only a body that is not a FeatureCollection fails.
struct NWSAlertCollection: Decodable, Sendable {
    var alerts: [WeatherAlert] = []
    /// Features that were skipped because they could not be read.
    var skipped = 0

    /// The alerts in `data`, or `.malformedResponse` when it is not a FeatureCollection.
    static func decode(_ data: Data) throws(WeatherError) -> NWSAlertCollection {
        do {
            return try JSONDecoder().decode(NWSAlertCollection.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .malformedResponse(detail: "not valid JSON")
        } catch {
            throw .malformedResponse(detail: "not a GeoJSON FeatureCollection")
        }
    }

    private enum Keys: String, CodingKey { case type, features }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        guard try c.decode(String.self, forKey: .type) == "FeatureCollection" else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "not a FeatureCollection")
        }
        for feature in try c.decode([Lossy<NWSFeature>].self, forKey: .features) {
            if let alert = feature.value.flatMap(WeatherAlert.init(nws:)) {
                alerts.append(alert)
            } else {
                skipped += 1
            }
        }
    }
}

/// Decodes a `T` or, when that fails, nil, without failing the array around it.
private struct Lossy<T: Decodable & Sendable>: Decodable, Sendable {
    var value: T?

    init(from decoder: any Decoder) throws { value = try? T(from: decoder) }
}

/// One GeoJSON feature: the alert's properties and, for storm-based warnings, its polygon.
struct NWSFeature: Decodable, Sendable {
    var id: String?
    var properties: NWSAlertProperties
    /// Rings of points, the outline first; empty for a null or unreadable geometry (zone-based alerts have none).
    var polygon: [[GeoPoint]]

    private enum Keys: String, CodingKey { case id, properties, geometry }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try? c.decodeIfPresent(String.self, forKey: .id)
        properties = try c.decode(NWSAlertProperties.self, forKey: .properties)
        polygon = (try? c.decodeIfPresent(NWSPolygon.self, forKey: .geometry))?.rings ?? []
    }
}

/// A feature's `properties`, every field optional and read on its own: a field of an unexpected type is missing,
/// not an error. The raw strings are cleaned when they become a ``WeatherAlert``.
struct NWSAlertProperties: Decodable, Sendable {
    var id, event, headline, severity, urgency, certainty: String?
    var effective, onset, expires, ends: String?
    var senderName, areaDesc, description, instruction, messageType, status: String?
    var same: [String] = []
    var ugc: [String] = []
    /// The `identifier` of each earlier alert this one updates or cancels.
    var references: [String] = []

    private enum Keys: String, CodingKey {
        case id, event, headline, severity, urgency, certainty, effective, onset, expires, ends
        case senderName, areaDesc, description, instruction, messageType, status, geocode, references
    }

    private struct Reference: Decodable { var identifier: String? }

    private enum GeocodeKeys: String, CodingKey {
        case same = "SAME"
        case ugc = "UGC"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func text(_ key: Keys) -> String? { try? c.decodeIfPresent(String.self, forKey: key) }
        (id, event, headline, severity) = (text(.id), text(.event), text(.headline), text(.severity))
        (urgency, certainty, messageType, status) = (
            text(.urgency), text(.certainty), text(.messageType), text(.status)
        )
        (effective, onset, expires, ends) = (text(.effective), text(.onset), text(.expires), text(.ends))
        (senderName, areaDesc) = (text(.senderName), text(.areaDesc))
        (description, instruction) = (text(.description), text(.instruction))
        if let geocode = try? c.nestedContainer(keyedBy: GeocodeKeys.self, forKey: .geocode) {
            same = (try? geocode.decodeIfPresent([String].self, forKey: .same)) ?? []
            ugc = (try? geocode.decodeIfPresent([String].self, forKey: .ugc)) ?? []
        }
        references = ((try? c.decodeIfPresent([Reference].self, forKey: .references)) ?? []).compactMap(\.identifier)
    }
}

/// A GeoJSON Polygon: `coordinates` are rings of `[longitude, latitude]` positions. Any other type, or a position
/// off the globe, fails (and the feature is kept without a polygon).
private struct NWSPolygon: Decodable, Sendable {
    var rings: [[GeoPoint]]

    private enum Keys: String, CodingKey { case type, coordinates }

    struct NotAPolygon: Error {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        guard try c.decode(String.self, forKey: .type) == "Polygon" else { throw NotAPolygon() }
        rings = try c.decode([[[Double]]].self, forKey: .coordinates).map { ring in
            try ring.map { position in
                guard position.count >= 2, abs(position[0]) <= 180, abs(position[1]) <= 90 else { throw NotAPolygon() }
                return GeoPoint(longitude: position[0], latitude: position[1])
            }
        }
    }
}
