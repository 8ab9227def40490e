import FoundationEssentials

/// One active alert from the US National Weather Service, as the app uses it: text already stripped of control
/// characters and escape sequences, times as instants (shown in the place's local time by the views).
public struct WeatherAlert: Hashable, Sendable, Codable, Identifiable {
    /// NWS severity, most severe first; `Comparable` orders by that.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        case extreme = "Extreme"
        case severe = "Severe"
        case moderate = "Moderate"
        case minor = "Minor"
        case unknown = "Unknown"

        var rank: Int { Self.allCases.firstIndex(of: self)! }

        /// More severe sorts first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        /// A severity by its name in any letter case ("severe", as a setting or an option writes it).
        public init?(named name: String) {
            guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                return nil
            }
            self = found
        }
    }

    public var id: String
    public var event: String
    public var headline: String?
    public var severity: Severity
    public var urgency: String
    public var certainty: String
    public var effective: Date?
    public var onset: Date?
    public var expires: Date?
    /// When the hazard ends (NWS `ends`, ECCC `event_end_datetime`). Null for many alerts: then `expires` says
    /// until when.
    public var ends: Date?
    /// The source's colour for the alert (MeteoAlarm, ECCC), drawn instead of the severity's; nil from the NWS.
    public var colour: AlertColour?
    /// The issuer as it names itself ("Institute of Meteorology and Water Management"); ``credit(in:)`` is what is
    /// shown.
    public var senderName: String
    /// The service that carried the issuer's alert to the app ("MeteoAlarm"); nil when the issuer published it
    /// itself (answers cached before it existed decode as nil).
    public var relayedBy: String?
    public var areaDesc: String
    public var description: String?
    public var instruction: String?
    /// "Alert", "Update", "Cancel".
    public var messageType: String
    /// "Actual", "Exercise", "System", "Test", "Draft": only Actual ones are shown.
    public var status: String
    /// `geocode.SAME`: "0" plus the county's 5-digit FIPS code ("036061" is New York County, NY).
    public var sameCodes: [String]
    /// `geocode.UGC`: NWS zone or county codes ("NYZ072").
    public var ugcCodes: [String]
    /// The storm-based warning's area: rings of points (the first is the outline). Empty for zone-based alerts.
    public var polygon: [[GeoPoint]]
    /// The ids of the earlier alerts this one updates or cancels (NWS `references`; CAP's as `bulletin:<identifier>`,
    /// the key a CAP bulletin is recorded under by `NotifiedAlerts`); nil when there are none or
    /// the source has no such list (answers cached before it existed decode as nil).
    public var references: [String]?

    public init(
        id: String, event: String, headline: String? = nil, severity: Severity, urgency: String = "Unknown",
        certainty: String = "Unknown", effective: Date? = nil, onset: Date? = nil, expires: Date? = nil,
        ends: Date? = nil, colour: AlertColour? = nil, senderName: String = "", areaDesc: String = "",
        description: String? = nil,
        instruction: String? = nil, messageType: String = "Alert", status: String = "Actual",
        sameCodes: [String] = [], ugcCodes: [String] = [], polygon: [[GeoPoint]] = [], references: [String]? = nil
    ) {
        self.id = id
        self.event = event
        self.headline = headline
        self.severity = severity
        self.urgency = urgency
        self.certainty = certainty
        self.effective = effective
        self.onset = onset
        self.expires = expires
        self.ends = ends
        self.colour = colour
        self.senderName = senderName
        self.areaDesc = areaDesc
        self.description = description
        self.instruction = instruction
        self.messageType = messageType
        self.status = status
        self.sameCodes = sameCodes
        self.ugcCodes = ugcCodes
        self.polygon = polygon
        self.references = references
    }

    /// Whom to credit for the alert: the issuer, and the service that carried it, in `language` ("IMGW-PIB via
    /// MeteoAlarm", "IMGW-PIB（MeteoAlarm経由）"); the carrier alone when the issuer gave no name.
    public func credit(in language: AppLanguage) -> String {
        guard let relayedBy else { return senderName }
        return senderName.isEmpty ? relayedBy : language.localized("{0} via {1}", senderName, relayedBy)
    }

    /// When the alert stops applying: `ends`, or `expires` when `ends` is null.
    public var until: Date? { ends ?? expires }

    /// County FIPS codes (5 digits) named by the SAME codes.
    public var countyFIPS: [String] { sameCodes.filter { $0.count == 6 }.map { String($0.dropFirst()) } }

    /// Whether the alert is shown at `now`: an actual alert still in force, until the later of its end and its
    /// expiry (ECCC keeps a warning in force past its event's end, until `expiration_datetime`).
    public func isActive(at now: Date) -> Bool {
        guard status == "Actual" else { return false }
        guard let last = [ends, expires].compactMap({ $0 }).max() else { return true }
        return last > now
    }

    /// Whether the hazard's end has passed at `now` while the alert is still in force: it reads "ended" and sorts
    /// after the rest.
    public func hasEnded(at now: Date) -> Bool { ends.map { $0 <= now } ?? false }

    /// The order alerts are listed in at `now`: those whose event has ended last, each part by ``displayOrder``.
    public static func order(at now: Date) -> @Sendable (WeatherAlert, WeatherAlert) -> Bool {
        { lhs, rhs in
            let (l, r) = (lhs.hasEnded(at: now), rhs.hasEnded(at: now))
            return l != r ? r : displayOrder(lhs, rhs)
        }
    }

    /// Most severe first, then the earliest onset (or effective time), then the event name: a stable order.
    public static func displayOrder(_ lhs: WeatherAlert, _ rhs: WeatherAlert) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        let (l, r) = (lhs.onset ?? lhs.effective ?? .distantPast, rhs.onset ?? rhs.effective ?? .distantPast)
        if l != r { return l < r }
        return (lhs.event, lhs.id) < (rhs.event, rhs.id)
    }
}

/// The alerts for one place as fetched at one time, already filtered to the active, actual ones and ordered: the
/// place's own, and (MeteoAlarm) the rest of its country's, shown apart on the Alerts screen only.
public struct AlertsSnapshot: Hashable, Sendable, Codable {
    public var alerts: [WeatherAlert]
    /// The country's alerts that are not the place's; empty for sources that answer per place.
    public var elsewhere: [WeatherAlert]
    public var fetchedAt: Date
    /// Set when a fetch failed and this cached answer stands in for it: why ("HTTP 500"). Never stored.
    public var staleBecause: WeatherError?

    public init(
        alerts: [WeatherAlert], elsewhere: [WeatherAlert] = [], fetchedAt: Date, staleBecause: WeatherError? = nil
    ) {
        self.alerts = alerts
        self.elsewhere = elsewhere
        self.fetchedAt = fetchedAt
        self.staleBecause = staleBecause
    }

    /// The most severe alert, which a banner names.
    public var mostSevere: WeatherAlert? { alerts.first }

    private enum CodingKeys: String, CodingKey { case alerts, elsewhere, fetchedAt }

    /// Answers cached before `elsewhere` existed load as they are, with nothing elsewhere.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        alerts = try container.decode([WeatherAlert].self, forKey: .alerts)
        elsewhere = try container.decodeIfPresent([WeatherAlert].self, forKey: .elsewhere) ?? []
        fetchedAt = try container.decode(Date.self, forKey: .fetchedAt)
    }
}
