/// What the running server shares between requests: each route's fault mode, request counters and the forecast and
/// alerts routes' request logs.
actor FixtureState {
    private(set) var fault: FixtureFault
    private(set) var alertsFault: FixtureFault
    private(set) var airQualityFault: FixtureFault
    private(set) var archiveFault: FixtureFault = .none
    private(set) var ensembleFault: FixtureFault = .none
    private(set) var radarFault: FixtureFault = .none
    private(set) var geocodingFault: FixtureFault = .none
    private(set) var meteoAlarmFault: FixtureFault = .none
    /// Every MeteoAlarm request's country slug ("poland"), oldest first.
    private(set) var meteoAlarmLog: [String] = []
    private(set) var ecccFault: FixtureFault = .none
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
    private(set) var forecastRequests = 0
    private(set) var forecastLog: [ForecastRequestRecord] = []
    private(set) var airQualityRequests = 0
    private(set) var archiveRequests = 0
    private(set) var ensembleRequests = 0
    private(set) var alertsLog: [AlertsRequestRecord] = []
    private(set) var totalRequests = 0

    private var waiters: [(route: FixtureRoute, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(
        fault: FixtureFault, alertsFault: FixtureFault = .none, airQualityFault: FixtureFault = .none,
        geocodingFault: FixtureFault = .none
    ) {
        self.fault = fault
        self.geocodingFault = geocodingFault
        self.alertsFault = alertsFault
        self.airQualityFault = airQualityFault
    }

    /// Returns once at least `count` requests have arrived on `route` (tests use it instead of sleeping).
    func waitForRequests(_ count: Int, on route: FixtureRoute) async {
        guard requests(on: route) < count else { return }
        await withCheckedContinuation { waiters.append((route, count, $0)) }
    }

    func requests(on route: FixtureRoute) -> Int {
        switch route {
        case .forecast: forecastRequests
        case .alerts: alertsLog.count
        case .airQuality: airQualityRequests
        case .archive: archiveRequests
        case .ensemble: ensembleRequests
        case .radar: radarLog.count
        case .geocoding: geocodingLog.count
        case .meteoAlarm: meteoAlarmLog.count
        case .eccc: ecccLog.count
        }
    }

    func set(_ fault: FixtureFault, on route: FixtureRoute = .forecast) {
        switch route {
        case .forecast: self.fault = fault
        case .alerts: alertsFault = fault
        case .airQuality: airQualityFault = fault
        case .archive: archiveFault = fault
        case .ensemble: ensembleFault = fault
        case .radar: radarFault = fault
        case .geocoding: geocodingFault = fault
        case .meteoAlarm: meteoAlarmFault = fault
        case .eccc: ecccFault = fault
        }
    }

    /// Counts and logs a forecast request and returns the fault to apply to it.
    func beginForecast(_ record: ForecastRequestRecord) -> FixtureFault {
        forecastRequests += 1
        forecastLog.append(record)
        counted(.forecast)
        return fault
    }

    /// Logs an alerts request and returns the fault to apply to it.
    func beginAlerts(_ record: AlertsRequestRecord) -> FixtureFault {
        alertsLog.append(record)
        counted(.alerts)
        return alertsFault
    }

    /// Counts an air-quality request and returns the fault to apply to it.
    func beginAirQuality() -> FixtureFault {
        airQualityRequests += 1
        counted(.airQuality)
        return airQualityFault
    }

    /// Counts an ensemble request and returns the fault to apply to it.
    func beginEnsemble() -> FixtureFault {
        ensembleRequests += 1
        counted(.ensemble)
        return ensembleFault
    }

    /// Counts an archive request and returns the fault to apply to it.
    func beginArchive() -> FixtureFault {
        archiveRequests += 1
        counted(.archive)
        return archiveFault
    }

    /// Logs a radar frame's request and returns the fault to apply to it.
    func beginRadar(time: String, layer: String = "") -> FixtureFault {
        radarRecords.append(RadarRequestRecord(layer: layer, time: time))
        counted(.radar)
        return radarFault
    }

    /// Logs a geocoding request and returns the fault to apply to it.
    func beginGeocoding(name: String) -> FixtureFault {
        geocodingLog.append(name)
        counted(.geocoding)
        return geocodingFault
    }

    /// Logs a MeteoAlarm request and returns the fault to apply to it.
    func beginMeteoAlarm(country: String) -> FixtureFault {
        meteoAlarmLog.append(country)
        counted(.meteoAlarm)
        return meteoAlarmFault
    }

    /// Logs an ECCC request and returns the fault to apply to it.
    func beginECCC(bbox: String) -> FixtureFault {
        ecccLog.append(bbox)
        counted(.eccc)
        return ecccFault
    }

    func countOther() { totalRequests += 1 }

    func setRadar(stale: FixtureRadarStale) { radarStale = stale }
    func setRadar(missing: Set<String>) { radarMissing = missing }

    func reset() {
        fault = .none
        alertsFault = .none
        airQualityFault = .none
        archiveFault = .none
        ensembleFault = .none
        radarFault = .none
        geocodingFault = .none
        geocodingLog = []
        meteoAlarmFault = .none
        meteoAlarmLog = []
        ecccFault = .none
        ecccLog = []
        radarRecords = []
        radarStale = .none
        radarMissing = []
        forecastRequests = 0
        forecastLog = []
        airQualityRequests = 0
        archiveRequests = 0
        ensembleRequests = 0
        alertsLog = []
        totalRequests = 0
    }

    private func counted(_ route: FixtureRoute) {
        totalRequests += 1
        let count = requests(on: route)
        let ready = waiters.filter { $0.route == route && $0.count <= count }
        waiters.removeAll { $0.route == route && $0.count <= count }
        ready.forEach { $0.continuation.resume() }
    }
}

/// The routes whose faults are switched separately.
public enum FixtureRoute: String, Sendable, CaseIterable {
    /// `/v1/forecast`
    case forecast
    /// `/alerts/active`
    case alerts
    /// `/v1/air-quality`
    case airQuality = "air-quality"
    /// `/v1/archive` (the normals' 30 years)
    case archive
    /// `/v1/ensemble`
    case ensemble
    /// `/cgi-bin/wms/nexrad/ridge.cgi` and `/cgi-bin/wms/nexrad/n0q-t.cgi`
    case radar
    /// `/v1/search`
    case geocoding
    /// `/api/v1/warnings/feeds-<country>`
    case meteoAlarm = "meteoalarm"
    /// `/collections/weather-alerts/items` (ECCC's OGC API)
    case eccc
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
