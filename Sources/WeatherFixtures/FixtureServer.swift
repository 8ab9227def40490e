import FlyingFox
import FlyingSocks
import Foundation

/// A local Open-Meteo-compatible server on 127.0.0.1 (FlyingFox), for tests and demos without internet.
///
///     let server = FixtureServer()            // port 0: the system picks a free one
///     let port = try await server.start()
///     let base = await server.baseURL!        // http://127.0.0.1:<port>
///     await server.setFault(.hang)
///     await server.stop()
///
/// Routes: `GET /v1/forecast`; `GET|POST /admin/fault?mode=…` (POST switches, GET reports),
/// `GET /admin/requests` (counts as JSON), `POST /admin/reset`.
public actor FixtureServer {
    private let requestedPort: UInt16
    private let state: FixtureState
    private let now: @Sendable () -> Date
    private var server: HTTPServer?
    private var runTask: Task<Void, any Error>?
    public private(set) var port: UInt16?

    /// `now` is the clock the forecast times are built from; inject a fixed one for exact assertions.
    public init(port: UInt16 = 0, fault: FixtureFault = .none, now: @escaping @Sendable () -> Date = { Date() }) {
        self.requestedPort = port
        self.state = FixtureState(fault: fault)
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
        let admin = AdminRoute(state: state)
        await server.appendRoute("GET /v1/forecast") { try await route.respond(to: $0) }
        await server.appendRoute("/admin/*") { await admin.respond(to: $0) }
        self.server = server
        runTask = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 5)
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

    public func setFault(_ fault: FixtureFault) async { await state.set(fault) }
    public func fault() async -> FixtureFault { await state.fault }
    /// How many `/v1/forecast` requests have arrived (answered or not).
    public func forecastRequestCount() async -> Int { await state.forecastRequests }
    /// Suspends until at least `count` forecast requests have arrived.
    public func waitForForecastRequests(_ count: Int) async { await state.waitForForecastRequests(count) }
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
            await state.set(fault)
            return await faultReport()
        case (.GET, "/admin/fault"):
            return await faultReport()
        case (.GET, "/admin/requests"):
            let body = JSONValue.object([
                ("forecast", .number(Double(await state.forecastRequests))),
                ("total", .number(Double(await state.totalRequests))),
            ])
            return ForecastRoute.response(200, "application/json", Data(body.serialized().utf8))
        case (.POST, "/admin/reset"):
            await state.reset()
            return await faultReport()
        default:
            return ForecastRoute.error(404, "Not found")
        }
    }

    private func faultReport() async -> HTTPResponse {
        let body = JSONValue.object([("fault", .string(await state.fault.mode))]).serialized()
        return ForecastRoute.response(200, "application/json", Data(body.utf8))
    }
}
