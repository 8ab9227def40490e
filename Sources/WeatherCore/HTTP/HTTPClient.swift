import FoundationEssentials
import Synchronization

/// The app's HTTP client: every request through the system's libcurl, one shared multi handle on one thread
/// (``CurlEngine``), started by the first request: `lookup` and the first frame start no thread. libcurl reads
/// `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` itself; the certificate variables are read here.
///
/// Each request is an async call: cancelling its task removes the transfer at once.
public final class HTTPClient: Sendable {
    private let certificates: HTTPRequestSpec.Certificates
    private let engine = Mutex<EngineState>(.notStarted)
    /// Told of each request's weight, as its caller states it, as the request starts: the app counts its calls
    /// there (``OpenMeteoCallLedger``). The HTTP client knows no service and reads no URL for it.
    private let meter: (@Sendable (Double) -> Void)?

    private enum EngineState {
        case notStarted
        case running(CurlEngine)
        case unavailable(String)
        case shutDown
    }

    /// - Parameters:
    ///   - environment: where `CURL_CA_BUNDLE`, `SSL_CERT_FILE` and `SSL_CERT_DIR` are read from.
    ///   - meter: called with each request's stated weight (when above 0) before it is sent.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        meter: (@Sendable (Double) -> Void)? = nil
    ) {
        certificates = HTTPRequestSpec.Certificates(environment: environment)
        self.meter = meter
    }

    /// A client dropped without ``shutdown()`` still ends its thread and frees its handles.
    deinit {
        let running = engine.withLock { state -> CurlEngine? in
            if case .running(let engine) = state { return engine }
            return nil
        }
        running?.stop()
    }

    /// The one HTTP client the app shares. Limits are given with each request (``HTTPLimits``).
    public static func makeForWeather(timeouts: HTTPLimits = .production) -> HTTPClient { HTTPClient() }

    /// Ends every transfer still running (its caller gets `.cancelled`) and the engine's thread. Safe to call
    /// twice; a request after it fails at once.
    public func shutdown() async throws {
        let running = engine.withLock { state -> CurlEngine? in
            defer { state = .shutDown }
            if case .running(let engine) = state { return engine }
            return nil
        }
        running?.stop()
    }

    /// One request; the answer whatever its status, or an ``HTTPError`` for a failure to get a whole answer
    /// within `timeouts` (connect and total) and the body cap.
    /// `weight`: what the request costs its service, as the caller states it (Open-Meteo's calls), for the meter.
    public func send(
        _ url: URL, method: String = "GET", accept: String = "application/json", timeouts: HTTPLimits,
        weight: Double = 0
    ) async throws(HTTPError) -> HTTPAnswer {
        let spec = HTTPRequestSpec(url: url.absoluteString, method: method, accept: accept, timeouts: timeouts)
        let classifier = ErrorClassifier(host: url.host ?? "?", limits: timeouts)
        if Task.isCancelled { throw .cancelled }
        if weight > 0 { meter?(weight) }
        let engine: CurlEngine
        switch runningEngine() {
        case .success(let running): engine = running
        case .failure(let problem): throw problem
        }
        let transfer = CurlTransfer(spec: spec)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard transfer.attach(continuation), engine.add(transfer) else {
                    transfer.finish(.failure(CurlTransfer.cancelledFailure))
                    return
                }
            }
        } onCancel: {
            transfer.markCancelled()
            engine.cancel(transfer)
        }
        switch result {
        case .success(let answer):
            return answer
        case .failure(let failure):
            if Task.isCancelled || transfer.isCancelled { throw .cancelled }
            throw classifier.classify(failure)
        }
    }

    /// The engine, started (and libcurl initialised) by the first request.
    private func runningEngine() -> Result<CurlEngine, HTTPError> {
        engine.withLock { state in
            switch state {
            case .running(let engine):
                return .success(engine)
            case .notStarted:
                switch CurlEngine.start(certificates: certificates) {
                case .success(let engine):
                    state = .running(engine)
                    return .success(engine)
                case .failure(let failure):
                    let reason = "libcurl could not be started: \(failure.reason.sanitizedForTerminal)"
                    state = .unavailable(reason)
                    return .failure(.transport(reason))
                }
            case .unavailable(let reason):
                return .failure(.transport(reason))
            case .shutDown:
                return .failure(.cancelled)
            }
        }
    }
}
