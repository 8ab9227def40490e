import FoundationEssentials

/// One CAP 1.2 alert as ECCC (XML) and MeteoAlarm (JSON) publish it, its text already cleaned of control
/// characters and escape sequences. Both sources are read into this one shape so what is in force, which
/// language is shown and which area applies are decided once.
struct CAPAlert: Hashable, Sendable {
    var identifier: String
    var sender: String
    var sent: Date?
    /// "Actual", "Exercise", "System", "Test", "Draft": only Actual is in force.
    var status: String
    /// "Alert", "Update", "Cancel".
    var messageType: String
    /// One per language; ECCC also sends an "ended" block beside the one still in effect.
    var infos: [CAPInfo]
    /// The identifiers of the earlier alerts this one updates or cancels (CAP `references`).
    var references: [String] = []

    /// The identifiers in CAP's `references`: whitespace-separated "sender,identifier,sent" triples (CAP 1.2
    /// §3.2.1; ECCC's Datamart files list every earlier issue so). A triple without its three parts is skipped.
    static func referencedIdentifiers(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isWhitespace).compactMap { triple in
            let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[1].isEmpty else { return nil }
            return CAPText.line(String(parts[1]))
        }
    }
}

/// One `info` block: the alert in one language for some areas.
struct CAPInfo: Hashable, Sendable {
    /// "en-CA", "fr-CA", "en", "bs"; empty when the block names none (CAP's default is en-US).
    var language: String
    var event: String
    var headline: String?
    var responseTypes: [String]
    var urgency: String
    var severity: String
    var certainty: String
    var effective: Date?
    var onset: Date?
    var expires: Date?
    /// When the hazard itself ends, where the source says (ECCC's `event_end_datetime`); `expires` is when the
    /// message stops being in force, which may be later.
    var ends: Date? = nil
    /// The source's colour for the alert (MeteoAlarm's awareness level, ECCC's risk colour), when it gives one.
    var colour: AlertColour? = nil
    var senderName: String
    var description: String?
    var instruction: String?
    /// `parameter`s in order (names may repeat).
    var parameters: [CAPParameter]
    var areas: [CAPArea]

    /// The first value of every parameter whose name ends with `suffix` (ECCC repeats its parameters under
    /// layer versions 1.0 and 1.1).
    func parameter(endingWith suffix: String) -> [String] {
        parameters.filter { $0.name.hasSuffix(suffix) }.map(\.value)
    }
}

/// A `parameter`: `valueName` and `value`.
struct CAPParameter: Hashable, Sendable {
    var name: String
    var value: String
}

/// An `area`: its name and, from ECCC, its outline(s); from MeteoAlarm, only its EMMA_ID geocode.
struct CAPArea: Hashable, Sendable {
    var areaDesc: String
    /// Closed rings of points, one per `polygon` element.
    var polygons: [[GeoPoint]]
    var geocodes: [String: String]

    /// Whether `point` is inside one of the area's polygons (even-odd rule; a point on an edge may go either way).
    func contains(_ point: GeoPoint) -> Bool {
        polygons.contains { ring in
            var inside = false
            var j = ring.count - 1
            for i in ring.indices {
                let (a, b) = (ring[i], ring[j])
                if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                    let x =
                        a.longitude + (point.latitude - a.latitude) / (b.latitude - a.latitude)
                        * (b.longitude - a.longitude)
                    if point.longitude < x { inside.toggle() }
                }
                j = i
            }
            return inside
        }
    }
}

extension CAPAlert {
    /// Whether the block still applies at `now`: an actual alert, not a cancellation, not past its expiry, and not
    /// ECCC's "ended" notice (responseType AllClear, `Alert_Location_Status` ended), which says the alert is over.
    func isInForce(_ info: CAPInfo, at now: Date) -> Bool {
        guard status.lowercased() == "actual", messageType.lowercased() != "cancel" else { return false }
        if let expires = info.expires, expires <= now { return false }
        if info.responseTypes.contains(where: { $0.lowercased() == "allclear" }) { return false }
        return !info.parameter(endingWith: ":Alert_Location_Status").contains { $0.lowercased() == "ended" }
    }

    /// The blocks in one language: `language` ("fr"), else English, else the first block's language. ECCC sends
    /// several blocks per language (in effect and ended), so all of that language's blocks are kept.
    func infos(in language: String) -> [CAPInfo] {
        func code(_ info: CAPInfo) -> String {
            String(info.language.lowercased().prefix { $0 != "-" && $0 != "_" })
        }
        let codes = infos.map(code)
        let wanted = language.lowercased()
        let chosen = codes.contains(wanted) ? wanted : codes.contains("en") ? "en" : codes.first ?? ""
        return infos.filter { code($0) == chosen }
    }

    /// The alert as the app shows it, for one block and the area it is shown with.
    func weatherAlert(_ info: CAPInfo, area: CAPArea) -> WeatherAlert {
        WeatherAlert(
            id: identifier + "#" + area.areaDesc, event: info.event, headline: info.headline,
            severity: WeatherAlert.Severity.allCases.first { $0.rawValue.lowercased() == info.severity.lowercased() }
                ?? .unknown,
            urgency: info.urgency, certainty: info.certainty, effective: info.effective, onset: info.onset,
            expires: info.expires, ends: info.ends, colour: info.colour, senderName: info.senderName,
            areaDesc: area.areaDesc,
            description: info.description, instruction: info.instruction, messageType: messageType, status: status,
            polygon: area.polygons, references: references.isEmpty ? nil : references.map { "bulletin:" + $0 })
    }
}

/// Text from a feed: one line, or paragraphs with their line breaks; nil when nothing is left.
enum CAPText {
    static func line(_ text: String?) -> String? {
        text.map { $0.sanitizedForTerminal.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func paragraphs(_ text: String?) -> String? {
        text.map { $0.sanitizedKeepingNewlines.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
