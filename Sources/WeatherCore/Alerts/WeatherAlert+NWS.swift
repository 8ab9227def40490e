import FoundationEssentials

extension WeatherAlert {
    /// The alert in an NWS feature, its text cleaned of control characters and escape sequences (descriptions and
    /// instructions keep their line breaks, which mark paragraphs). Nil when it names no event: there is nothing to
    /// show then.
    init?(nws feature: NWSFeature) {
        let p = feature.properties
        guard let event = Self.line(p.event) else { return nil }
        self.init(
            id: Self.line(p.id) ?? Self.line(feature.id) ?? event, event: event, headline: Self.line(p.headline),
            severity: Self.severity(p.severity), urgency: Self.line(p.urgency) ?? "Unknown",
            certainty: Self.line(p.certainty) ?? "Unknown", effective: Self.date(p.effective),
            onset: Self.date(p.onset),
            expires: Self.date(p.expires), ends: Self.date(p.ends), senderName: Self.line(p.senderName) ?? "",
            areaDesc: Self.line(p.areaDesc) ?? "", description: Self.paragraphs(p.description),
            instruction: Self.paragraphs(p.instruction), messageType: Self.line(p.messageType) ?? "",
            status: Self.line(p.status) ?? "", sameCodes: p.same.compactMap(Self.line),
            ugcCodes: p.ugc.compactMap(Self.line),
            polygon: feature.polygon,
            references: p.references.isEmpty ? nil : p.references.compactMap(Self.line))
    }

    /// One line of untrusted text: controls and escape sequences removed, trimmed; nil when nothing is left.
    private static func line(_ text: String?) -> String? {
        text.map { $0.sanitizedForTerminal.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Multi-line untrusted text: the same, but line breaks kept.
    private static func paragraphs(_ text: String?) -> String? {
        text.map { $0.sanitizedKeepingNewlines.trimmed }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// NWS severities, in any letter case; anything else is `.unknown`.
    private static func severity(_ text: String?) -> Severity {
        guard let text = text?.trimmed.lowercased() else { return .unknown }
        return Severity.allCases.first { $0.rawValue.lowercased() == text } ?? .unknown
    }

    /// ISO 8601 with an offset ("2026-07-01T23:07:00-04:00"), with or without fractional seconds; nil otherwise.
    static func date(_ text: String?) -> Date? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        return (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}
