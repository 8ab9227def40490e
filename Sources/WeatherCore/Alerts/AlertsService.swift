import FoundationEssentials

/// Active alerts for places. Live: the alerts client (the NWS, ECCC or MeteoAlarm, by where the place is:
/// `AlertsClient.world`) behind a 5-minute cache per place; the answer holds only actual alerts whose end has not
/// passed (judged by the injected clock), most severe first. A failure throws: the caller shows
/// "alerts unavailable: reason" and never lets it hide the forecast.
public struct AlertsService: Sendable {
    public var load: @Sendable (Place) async throws(AlertsError) -> AlertsSnapshot
    /// A cached answer without touching the network (fresh or not), or nil.
    public var cached: @Sendable (Place) -> AlertsSnapshot?
    /// Asks the service now, past a fresh cached answer (`r`); a failure still falls back as `load` does.
    public var refresh: @Sendable (Place) async throws(AlertsError) -> AlertsSnapshot

    public init(
        load: @escaping @Sendable (Place) async throws(AlertsError) -> AlertsSnapshot,
        cached: @escaping @Sendable (Place) -> AlertsSnapshot? = { _ in nil },
        refresh: (@Sendable (Place) async throws(AlertsError) -> AlertsSnapshot)? = nil
    ) {
        self.load = load
        self.cached = cached
        self.refresh = refresh ?? load
    }

    /// Always answers with `alerts` fetched at `date` (tests, previews).
    public static func mock(_ alerts: [WeatherAlert], at date: Date = Date(timeIntervalSince1970: 0)) -> AlertsService {
        AlertsService(load: { _ in AlertsSnapshot(alerts: alerts, fetchedAt: date) })
    }

    public static func mock(error: AlertsError) -> AlertsService {
        AlertsService(load: { _ throws(AlertsError) in throw error })
    }

    /// No alerts anywhere, without a request: for `--no-alerts` and environments that do not ask.
    public static let none = AlertsService(load: { _ throws(AlertsError) in throw .notRequested })
}

/// Why there are no alerts to show.
public enum AlertsError: Error, Equatable, Sendable {
    /// The service covers the 50 states, DC, Puerto Rico and some territories; not this place.
    case notCovered(String)
    /// Alerts were turned off (`--no-alerts`).
    case notRequested
    /// No source of official alerts is known for the place's country (named in English, "Japan"): none is asked.
    case noOfficialSource(String)
    /// The request failed: the same kinds of failure as the forecast's.
    case failed(WeatherError)

    /// The quiet line's reason: "alerts unavailable: <reason>", in English (`now --json`'s `alertsError`).
    public var message: String { message(in: .en) }

    /// The quiet line's reason in `language`: stderr's, `watch`'s ("Warnungen nicht verfügbar: keine Verbindung").
    public func message(in language: AppLanguage) -> String {
        switch self {
        case .notCovered(let place): language.localized("alerts are not available for {0}", place)
        case .notRequested: language.localized("alerts are turned off")
        case .noOfficialSource(let country):
            language.localized("no official alerts source for {0}", CountryNames.name(english: country, in: language))
        case .failed(let error): language.localized("alerts unavailable: {0}", error.shortReason(in: language))
        }
    }
}
