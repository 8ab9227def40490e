import FlyingFox
import FlyingSocks
import Foundation
import ServiceEndpoints

/// A local Open-Meteo-compatible server on 127.0.0.1 (FlyingFox), for tests and demos without internet. It also
/// answers like the NWS's alerts API, with alerts at a few places (``FixtureAlertPlace``).
///
///     let server = FixtureServer()            // port 0: the system picks a free one
///     let port = try await server.start()
///     let base = await server.baseURL!        // http://127.0.0.1:<port>
///     await server.setFault(.hang)            // the forecast route only
///     await server.setFault(.serverError, on: .alerts)
///     await server.stop()
///
/// Routes: `GET /v1/forecast` (one place, or comma-separated coordinates answered with an array);
/// `GET /alerts/active?point=LAT,LON`; `GET /v1/air-quality` (Open-Meteo's air-quality API,
/// ``FixtureAirQualityPlace``); `GET /v1/archive` (30 years of daily highs and lows, ``FixtureArchiveClimate``);
/// `GET /v1/ensemble` (an ensemble-mean model's mean and spread, ``EnsembleRoute``);
/// `GET /cgi-bin/wms/nexrad/ridge.cgi` and `…/n0q-t.cgi` (the IEM's radar WMS, its
/// archive layer and its time-enabled one, ``RadarRoute``: a band of rain moving east);
/// other radar sources' layers a test adds (``FixtureRadarLayer``, ``RadarLayerRoute``: plain WMS with `TIME`);
/// `POST /admin/radar?stale=none|time-layer|all&missing=2026-11-24T18:40:00Z,…` (a stale source, archive minutes
/// missing); `GET /v1/search` (Open-Meteo's geocoder, ``FixtureGeocodingPlace``); `GET
/// /api/v1/warnings/feeds-<country>` (MeteoAlarm, ``MeteoAlarmRoute``); `GET /collections/weather-alerts/items?bbox=…`
/// (ECCC, ``ECCCRoute``);
/// `GET|POST /admin/fault?mode=…[&route=alerts|air-quality|ensemble|radar|geocoding|meteoalarm|eccc]` (POST
/// switches one route's fault, GET reports each), `GET /admin/requests` (counts as JSON), `GET /admin/log` (every
/// forecast request's coordinates and place count, oldest first), `POST /admin/reset`.
///
/// It is also a plain HTTP proxy for those routes: a request line with an absolute URI
/// (`GET http://weather.invalid/v1/forecast?… HTTP/1.1`, what a client sends with `http_proxy` set) is answered as
/// if it had come directly, whatever host it names.
public actor FixtureServer {
    private let requestedPort: UInt16
    private let state: FixtureState
    private let now: @Sendable () -> Date
    private var server: HTTPServer?
    private var runTask: Task<Void, any Error>?
    public private(set) var port: UInt16?
    /// Other radar sources' layers (``FixtureRadarLayer``), served at their paths from ``start()``.
    private var radarLayers: [FixtureRadarLayer] = []

    /// `now` is the clock the forecast and alert times are built from; inject a fixed one for exact assertions.
    /// `fault` applies to the forecast route, `alertsFault` to the alerts route, `airQualityFault` to air quality.
    public init(
        port: UInt16 = 0, fault: FixtureFault = .none, alertsFault: FixtureFault = .none,
        airQualityFault: FixtureFault = .none, geocodingFault: FixtureFault = .none,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.requestedPort = port
        self.state = FixtureState(
            fault: fault, alertsFault: alertsFault, airQualityFault: airQualityFault, geocodingFault: geocodingFault)
        self.now = now
    }

    /// "http://127.0.0.1:PORT" once started.
    public var baseURL: URL? { port.map { URL(string: "http://127.0.0.1:\($0)")! } }

    /// Binds, starts serving in the background and returns the bound port.
    @discardableResult
    public func start() async throws -> UInt16 {
        if let port { return port }
        // A generous handler timeout so the hang fault really hangs (FlyingFox's default would answer 500 at 15 s).
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: requestedPort), timeout: 86_400, logger: .disabled)
        let route = ForecastRoute(state: state, now: now)
        let alerts = AlertsRoute(state: state, now: now)
        let radar = RadarRoute(state: state, now: now)
        let geocoding = GeocodingRoute(state: state)
        let meteoAlarm = MeteoAlarmRoute(state: state, now: now)
        let eccc = ECCCRoute(state: state, now: now)
        let admin = AdminRoute(state: state)
        let (state, now) = (state, now)
        // Every service of the endpoint table at the paths the app asks it at; the table's exhaustive switch makes
        // a service without a fake one here a build error.
        for endpoint in ServiceEndpoint.allCases {
            let respond: @Sendable (HTTPRequest) async throws -> HTTPResponse =
                switch endpoint {
                case .forecast: { try await route.respond(to: $0) }
                case .alerts: { try await alerts.respond(to: $0) }
                case .airQuality: { try await OpenMeteoRoute.airQuality.respond(to: $0, state: state, now: now()) }
                case .archive: { try await OpenMeteoRoute.archive.respond(to: $0, state: state, now: now()) }
                case .ensemble: { try await OpenMeteoRoute.ensemble.respond(to: $0, state: state, now: now()) }
                case .radar: { try await radar.respond(to: $0) }
                case .geocoding: { try await geocoding.respond(to: $0) }
                case .meteoAlarm: { try await meteoAlarm.respond(to: $0) }
                case .eccc: { try await eccc.respond(to: $0) }
                }
            // The alerts' and ECCC's first path is the one asked; MeteoAlarm's feeds are below its path.
            let paths =
                switch endpoint {
                case .alerts, .eccc: [endpoint.paths[0]]
                case .meteoAlarm: [endpoint.paths[0] + "/*"]
                default: endpoint.paths
                }
            for path in paths { await server.appendRoute(HTTPRoute("GET \(path)"), handler: respond) }
        }
        // Each other radar source's path, answering its layers.
        for path in Set(radarLayers.map(\.path)) {
            let route = RadarLayerRoute(state: state, layers: radarLayers.filter { $0.path == path })
            await server.appendRoute(HTTPRoute("GET \(path)")) { try await route.respond(to: $0) }
        }
        await server.appendRoute("/admin/*") { await admin.respond(to: $0) }
        self.server = server
        runTask = Task { try await server.run() }
        // Generous: in a parallel run on two loaded cores (a fresh clone's CI) a start once took over 5 s.
        try await server.waitUntilListening(timeout: 30)
        guard case .ip4(_, let bound)? = await server.listeningAddress else {
            await stop()
            throw SocketError.unsupportedAddress
        }
        port = bound
        return bound
    }

    /// Closes the socket and ends every connection, including hanging ones. Safe to call twice.
    public func stop() async {
        await server?.stop(timeout: 0)
        runTask?.cancel()
        _ = await runTask?.result
        server = nil
        runTask = nil
        port = nil
    }

    /// A route's fault, switched separately from the others'.
    public func setFault(_ fault: FixtureFault, on route: FixtureRoute) async { await state.set(fault, on: route) }
    public func fault(on route: FixtureRoute) async -> FixtureFault { await state.fault(on: route) }
    /// How many requests have arrived on `route` (answered or not).
    public func requestCount(on route: FixtureRoute) async -> Int { await state.requests(on: route) }
    /// The forecast route's fault.
    public func setFault(_ fault: FixtureFault) async { await state.set(fault) }
    public func fault() async -> FixtureFault { await state.fault }
    /// How many `/v1/forecast` requests have arrived (answered or not).
    public func forecastRequestCount() async -> Int { await state.requests(on: .forecast) }
    /// Every `/v1/forecast` request so far, oldest first: its coordinates and how many places it asked for.
    public func forecastRequests() async -> [ForecastRequestRecord] { await state.forecastLog }
    /// Suspends until at least `count` forecast requests have arrived.
    public func waitForForecastRequests(_ count: Int) async { await state.waitForRequests(count, on: .forecast) }
    /// How many `/alerts/active` requests have arrived (answered or not).
    public func alertsRequestCount() async -> Int { await state.alertsLog.count }
    /// Every `/alerts/active` request so far, oldest first, with the headers the client sent.
    public func alertsRequests() async -> [AlertsRequestRecord] { await state.alertsLog }
    /// Suspends until at least `count` alerts requests have arrived.
    public func waitForAlertsRequests(_ count: Int) async { await state.waitForRequests(count, on: .alerts) }
    /// The time of every radar frame asked for so far (`2026-11-24T18:40:00Z`), oldest first.
    public func radarRequests() async -> [String] { await state.radarLog }
    /// Every radar frame asked for so far, with its layer, oldest first.
    public func radarRequestRecords() async -> [RadarRequestRecord] { await state.radarRecords }
    /// Serves a second radar source's layer from the next ``start()`` on (call it before).
    public func addRadarLayer(_ layer: FixtureRadarLayer) { radarLayers.append(layer) }
    /// A source that stopped moving (``FixtureRadarStale``).
    public func setRadarStale(_ stale: FixtureRadarStale) async { await state.setRadar(stale: stale) }
    /// Archive minutes answered with the service's missing-file exception, on every composite.
    public func setRadarMissing(_ times: [Date]) async {
        await state.setRadar(missing: Set(times.map(RadarRoute.timeText)))
    }
    /// Every `/v1/search` request's `name` so far, oldest first.
    public func geocodingRequests() async -> [String] { await state.geocodingLog }
    /// Every MeteoAlarm request's country slug ("poland"), oldest first.
    public func meteoAlarmRequests() async -> [String] { await state.meteoAlarmLog }
    /// Every ECCC request's `bbox`, oldest first.
    public func ecccRequests() async -> [String] { await state.ecccLog }
    /// Suspends until at least `count` radar frames have been asked for.
    public func waitForRadarRequests(_ count: Int) async { await state.waitForRequests(count, on: .radar) }
}

/// The admin endpoints, for switching faults from outside the process (curl, `make demo`).
struct AdminRoute: Sendable {
    let state: FixtureState

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        await state.countOther()
        switch (request.method, request.path) {
        case (.POST, "/admin/fault"), (.PUT, "/admin/fault"):
            let seconds = request.query["seconds"].flatMap(Double.init)
            let retryAfter = request.query["retry_after"].flatMap(Int.init)
            guard let mode = request.query["mode"],
                let fault = FixtureFault(
                    mode: mode, seconds: seconds,
                    retryAfter: retryAfter)
            else {
                let known = FixtureFault.modeNames.joined(separator: ", ")
                return ForecastRoute.error(400, "Unknown fault mode. Known: \(known)")
            }
            guard let route = FixtureRoute(routeName: request.query["route"] ?? "forecast") else {
                let known = FixtureRoute.allCases.map(\.rawValue).joined(separator: ", ")
                return ForecastRoute.error(400, "Unknown route. Known: \(known)")
            }
            await state.set(fault, on: route)
            return await faultReport()
        case (.GET, "/admin/fault"):
            return await faultReport()
        case (.POST, "/admin/radar"):
            if let name = request.query["stale"] {
                guard let stale = FixtureRadarStale(rawValue: name) else {
                    let known = FixtureRadarStale.allCases.map(\.rawValue).joined(separator: ", ")
                    return ForecastRoute.error(400, "Unknown radar staleness. Known: \(known)")
                }
                await state.setRadar(stale: stale)
            }
            if let missing = request.query["missing"] {
                await state.setRadar(missing: Set(missing.split(separator: ",").map(String.init)))
            }
            let report = JSONValue.object([
                ("stale", .string(await state.radarStale.rawValue)),
                ("missing", .array(await state.radarMissing.sorted().map(JSONValue.string))),
            ])
            return FixtureResponse.make(200, "application/json", Data(report.serialized().utf8))
        case (.GET, "/admin/radar"):
            let layers = await state.radarRecords.map { JSONValue.string("\($0.layer) \($0.time)") }
            return FixtureResponse.make(200, "application/json", Data(JSONValue.array(layers).serialized().utf8))
        case (.GET, "/admin/requests"):
            var counts: [(String, JSONValue)] = []
            for route in FixtureRoute.allCases {
                counts.append(("\(route)", .number(Double(await state.requests(on: route)))))
            }
            let body = JSONValue.object(counts + [("total", .number(Double(await state.totalRequests)))])
            return FixtureResponse.make(200, "application/json", Data(body.serialized().utf8))
        case (.GET, "/admin/log"):
            let records = await state.forecastLog.map { record in
                JSONValue.object([
                    ("latitude", record.latitude.map(JSONValue.string) ?? .null),
                    ("longitude", record.longitude.map(JSONValue.string) ?? .null),
                    ("places", .number(Double(record.places))),
                ])
            }
            let body = JSONValue.object([("forecast", .array(records))])
            return FixtureResponse.make(200, "application/json", Data(body.serialized().utf8))
        case (.POST, "/admin/reset"):
            await state.reset()
            return await faultReport()
        default:
            return ForecastRoute.error(404, "Not found")
        }
    }

    private func faultReport() async -> HTTPResponse {
        // "fault" is the forecast's, "alertsFault" the alerts', and so on.
        var faults: [(String, JSONValue)] = []
        for route in FixtureRoute.allCases {
            let key = route == .forecast ? "fault" : "\(route)Fault"
            faults.append((key, .string(await state.fault(on: route).mode)))
        }
        let body = JSONValue.object(faults).serialized()
        return FixtureResponse.make(200, "application/json", Data(body.utf8))
    }
}
