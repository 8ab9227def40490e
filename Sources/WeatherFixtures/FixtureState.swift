import Foundation
import ServiceEndpoints

/// What the running server shares between requests: each route's fault mode, request counters and the forecast and
/// alerts routes' request logs.
actor FixtureState {
    /// Each route's fault mode; a route not here answers normally.
    private(set) var faults: [FixtureRoute: FixtureFault] = [:]
    /// How many requests each route has had (answered or not).
    private(set) var counts: [FixtureRoute: Int] = [:]
    /// Every MeteoAlarm request's country slug ("poland"), oldest first.
    private(set) var meteoAlarmLog: [String] = []
    /// Every ECCC request's `bbox` ("-75.7072,45.4115,-75.6872,45.4315"), oldest first.
    private(set) var ecccLog: [String] = []
    /// Every `/v1/search` request's `name`, oldest first.
    private(set) var geocodingLog: [String] = []
    /// Every radar frame asked for: its time (`2026-11-24T18:40:00Z`), oldest request first.
    var radarLog: [String] { radarRecords.map(\.time) }
    /// Every radar frame asked for, with its layer.
    private(set) var radarRecords: [RadarRequestRecord] = []
    /// How the radar routes repeat themselves (``FixtureRadarStale``).
    private(set) var radarStale: FixtureRadarStale = .none
    /// Archive minutes (`2026-11-24T18:40:00Z`) answered with the service's missing-file exception, every layer.
    private(set) var radarMissing: Set<String> = []
    private(set) var forecastLog: [ForecastRequestRecord] = []
    private(set) var alertsLog: [AlertsRequestRecord] = []
    private(set) var totalRequests = 0

    private var waiters: [(route: FixtureRoute, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(
        fault: FixtureFault, alertsFault: FixtureFault = .none, airQualityFault: FixtureFault = .none,
        geocodingFault: FixtureFault = .none
    ) {
        faults = [.forecast: fault, .alerts: alertsFault, .airQuality: airQualityFault, .geocoding: geocodingFault]
    }

    /// The forecast route's fault.
    var fault: FixtureFault { fault(on: .forecast) }

    func fault(on route: FixtureRoute) -> FixtureFault { faults[route] ?? .none }

    /// Returns once at least `count` requests have arrived on `route` (tests use it instead of sleeping).
    func waitForRequests(_ count: Int, on route: FixtureRoute) async {
        guard requests(on: route) < count else { return }
        await withCheckedContinuation { waiters.append((route, count, $0)) }
    }

    func requests(on route: FixtureRoute) -> Int { counts[route] ?? 0 }

    func set(_ fault: FixtureFault, on route: FixtureRoute = .forecast) { faults[route] = fault }

    /// Counts a request on `route` and returns the fault to apply to it: the one way in for every route; those
    /// that log what was asked do so first.
    func begin(_ route: FixtureRoute) -> FixtureFault {
        counts[route, default: 0] += 1
        totalRequests += 1
        let count = requests(on: route)
        let ready = waiters.filter { $0.route == route && $0.count <= count }
        waiters.removeAll { $0.route == route && $0.count <= count }
        ready.forEach { $0.continuation.resume() }
        return fault(on: route)
    }

    /// Counts and logs a forecast request and returns the fault to apply to it.
    func beginForecast(_ record: ForecastRequestRecord) -> FixtureFault {
        forecastLog.append(record)
        return begin(.forecast)
    }

    /// Logs an alerts request and returns the fault to apply to it.
    func beginAlerts(_ record: AlertsRequestRecord) -> FixtureFault {
        alertsLog.append(record)
        return begin(.alerts)
    }

    /// Logs a radar frame's request and returns the fault to apply to it.
    func beginRadar(time: String, layer: String = "") -> FixtureFault {
        radarRecords.append(RadarRequestRecord(layer: layer, time: time))
        return begin(.radar)
    }

    /// Logs a geocoding request and returns the fault to apply to it.
    func beginGeocoding(name: String) -> FixtureFault {
        geocodingLog.append(name)
        return begin(.geocoding)
    }

    /// Logs a MeteoAlarm request and returns the fault to apply to it.
    func beginMeteoAlarm(country: String) -> FixtureFault {
        meteoAlarmLog.append(country)
        return begin(.meteoAlarm)
    }

    /// Logs an ECCC request and returns the fault to apply to it.
    func beginECCC(bbox: String) -> FixtureFault {
        ecccLog.append(bbox)
        return begin(.eccc)
    }

    func countOther() { totalRequests += 1 }

    func setRadar(stale: FixtureRadarStale) { radarStale = stale }
    func setRadar(missing: Set<String>) { radarMissing = missing }

    func reset() {
        faults = [:]
        counts = [:]
        geocodingLog = []
        meteoAlarmLog = []
        ecccLog = []
        radarRecords = []
        radarStale = .none
        radarMissing = []
        forecastLog = []
        alertsLog = []
        totalRequests = 0
    }
}

/// The routes whose faults are switched and requests counted separately: one a service of the endpoint table.
public typealias FixtureRoute = ServiceEndpoint

extension ServiceEndpoint {
    /// The route an admin request names (`route=air-quality`, `route=meteoalarm`, `route=airQuality`): a case's
    /// name, any case, with or without dashes.
    init?(routeName: String) {
        func folded(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "-", with: "") }
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(routeName) }) else { return nil }
        self = match
    }
}

/// One `/v1/forecast` request as it arrived, so tests can check what the client asked and for how many places.
public struct ForecastRequestRecord: Sendable, Equatable {
    /// The `latitude` and `longitude` parameters as sent ("40.7484,45.5"), nil when missing.
    public var latitude: String?
    public var longitude: String?
    /// How many places the request asks for: the comma-separated coordinates.
    public var places: Int
    /// Every parameter as sent, in order, as `name=value` (unescaped).
    public var parameters: [String]

    public init(_ items: [(name: String, value: String)]) {
        latitude = items.last { $0.name == "latitude" }?.value
        longitude = items.last { $0.name == "longitude" }?.value
        places = ForecastLocations.count(items)
        parameters = items.map { "\($0.name)=\($0.value)" }
    }
}

/// One `/alerts/active` request as it arrived, so tests can check what the client sent.
public struct AlertsRequestRecord: Sendable, Equatable {
    /// The `point` parameter as sent ("40.7484,-73.9967").
    public var point: String?
    public var userAgent: String?
    public var accept: String?
    /// The `Host` header: the host the client asked for, also when it came through this server as its proxy.
    public var host: String?

    public init(point: String?, userAgent: String?, accept: String?, host: String? = nil) {
        self.point = point
        self.userAgent = userAgent
        self.accept = accept
        self.host = host
    }
}

/// One radar GetMap as it arrived: its layer (`composite-archive-hicomp`, `nexrad-n0q-wmst`) and its time.
public struct RadarRequestRecord: Sendable, Equatable {
    public var layer: String
    /// `2026-11-24T18:40:00Z`, from TIME or from year/month/day/time.
    public var time: String

    public init(layer: String, time: String) {
        self.layer = layer
        self.time = time
    }
}

/// A radar source that stopped moving, for the tests of "radar stale".
public enum FixtureRadarStale: String, Sendable, CaseIterable {
    /// Every time shows its own picture.
    case none
    /// `n0q-t.cgi` answers every TIME with the picture of 2011-02-21T19:30Z, and its GetCapabilities time extent
    /// ended yesterday: what the IEM's time-enabled WMS does once its hand-written calendar runs out.
    case timeLayer = "time-layer"
    /// The same, and the archive (`ridge.cgi`) too answers every minute with that one picture.
    case all
}
