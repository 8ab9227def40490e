import FoundationEssentials

/// The body of MeteoAlarm's `api/v1/warnings/feeds-<country>`: `{"warnings":[{"alert":{…CAP…},"uuid":…}]}`, each
/// alert's `info` once per language, areas by EMMA_ID code without polygons. Read loosely like the NWS feed: a
/// warning that cannot be read is skipped and counted; only a body without a `warnings` array fails. Green
/// entries (awareness level 1, "No warnings") say there is no warning: they are dropped here, not counted.
struct MeteoAlarmFeed: Decodable, Sendable {
    var alerts: [CAPAlert] = []
    var skipped = 0

    static func decode(_ data: Data) throws(WeatherError) -> MeteoAlarmFeed {
        do {
            return try JSONDecoder().decode(MeteoAlarmFeed.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .malformedResponse(detail: "not valid JSON")
        } catch {
            throw .malformedResponse(detail: "not a MeteoAlarm warnings feed")
        }
    }

    private enum Keys: String, CodingKey { case warnings }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        for warning in try c.decode([LossyWarning].self, forKey: .warnings) {
            if let alert = warning.alert { alerts.append(alert) } else if !warning.isNoWarning { skipped += 1 }
        }
    }
}

/// One element of `warnings`: its `alert`, or nil when that cannot be read, has no block with an event, or only
/// green ones (`isNoWarning`).
private struct LossyWarning: Decodable {
    var alert: CAPAlert?
    var isNoWarning = false

    private enum Keys: String, CodingKey { case alert }

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Keys.self),
            let raw = try? c.decode(RawAlert.self, forKey: .alert)
        else { return }
        let read = raw.info.compactMap(\.value)
        let infos = read.filter { !$0.isNoWarning }.compactMap(\.info)
        guard !infos.isEmpty else {
            isNoWarning = read.contains(where: \.isNoWarning)
            return
        }
        alert = CAPAlert(
            identifier: CAPText.line(raw.identifier) ?? "", sender: CAPText.line(raw.sender) ?? "",
            sent: WeatherAlert.date(raw.sent), status: CAPText.line(raw.status) ?? "",
            messageType: CAPText.line(raw.msgType) ?? "", infos: infos,
            references: CAPAlert.referencedIdentifiers(raw.references))
    }
}

/// The alert's fields, every one optional and read on its own (a field of another type is missing).
private struct RawAlert: Decodable {
    var identifier, sender, sent, status, msgType, references: String?
    var info: [Lossy<RawInfo>] = []

    private enum Keys: String, CodingKey { case identifier, sender, sent, status, msgType, references, info }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func text(_ key: Keys) -> String? { try? c.decodeIfPresent(String.self, forKey: key) }
        (identifier, sender, sent, status, msgType, references) = (
            text(.identifier), text(.sender), text(.sent), text(.status), text(.msgType), text(.references)
        )
        info = (try? c.decodeIfPresent([Lossy<RawInfo>].self, forKey: .info)) ?? []
    }
}

private struct RawInfo: Decodable {
    var info: CAPInfo?
    /// A green block: MeteoAlarm's "No warnings" for its area.
    var isNoWarning = false

    private enum Keys: String, CodingKey {
        case language, event, headline, responseType, urgency, severity, certainty, effective, onset, expires
        case senderName, description, instruction, parameter, area
    }

    private struct NameValue: Decodable {
        var valueName: String?
        var value: String?
    }

    private struct RawArea: Decodable {
        var areaDesc: String?
        var geocode: [Lossy<NameValue>]?
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func text(_ key: Keys) -> String? { try? c.decodeIfPresent(String.self, forKey: key) }
        guard let event = CAPText.line(text(.event)) else { return }
        // CAP's JSON renderings write responseType as a list or, sometimes, a single string.
        let responseTypes =
            (try? c.decodeIfPresent([String].self, forKey: .responseType)) ?? text(.responseType).map { [$0] } ?? []
        let parameters = ((try? c.decodeIfPresent([Lossy<NameValue>].self, forKey: .parameter)) ?? [])
            .compactMap(\.value).compactMap { pair -> CAPParameter? in
                guard let name = CAPText.line(pair.valueName) else { return nil }
                return CAPParameter(name: name, value: CAPText.line(pair.value) ?? "")
            }
        let awareness = parameters.first { $0.name == "awareness_level" }?.value ?? ""
        isNoWarning = AwarenessLevel.isNoWarning(awareness)
        let areas = ((try? c.decodeIfPresent([Lossy<RawArea>].self, forKey: .area)) ?? []).compactMap(\.value).map {
            area in
            var geocodes: [String: String] = [:]
            for pair in (area.geocode ?? []).compactMap(\.value) {
                if let name = CAPText.line(pair.valueName), geocodes[name] == nil {
                    geocodes[name] = CAPText.line(pair.value) ?? ""
                }
            }
            return CAPArea(areaDesc: CAPText.line(area.areaDesc) ?? "", polygons: [], geocodes: geocodes)
        }
        info = CAPInfo(
            language: CAPText.line(text(.language)) ?? "", event: event, headline: CAPText.line(text(.headline)),
            responseTypes: responseTypes.compactMap(CAPText.line), urgency: CAPText.line(text(.urgency)) ?? "Unknown",
            severity: CAPText.line(text(.severity)) ?? "Unknown",
            certainty: CAPText.line(text(.certainty)) ?? "Unknown", effective: WeatherAlert.date(text(.effective)),
            onset: WeatherAlert.date(text(.onset)), expires: WeatherAlert.date(text(.expires)),
            colour: AwarenessLevel.colour(awareness),
            senderName: CAPText.line(text(.senderName)) ?? "", description: CAPText.paragraphs(text(.description)),
            instruction: CAPText.paragraphs(text(.instruction)), parameters: parameters, areas: areas)
    }
}

/// Decodes a `T` or, when that fails, nil, without failing the array around it.
private struct Lossy<T: Decodable>: Decodable {
    var value: T?

    init(from decoder: any Decoder) throws { value = try? T(from: decoder) }
}
