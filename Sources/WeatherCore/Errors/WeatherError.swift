import FoundationEssentials

/// Why a forecast could not be fetched. `message` is one human sentence for the status line or stderr.
public enum WeatherError: Error, Hashable, Sendable {
    /// `--api-url` / `ServiceEndpoint.forecast.environmentVariable` is not a usable http(s) URL.
    case invalidBaseURL(String, reason: String)
    /// Offline, DNS failure, connection refused or reset before an answer.
    case cannotConnect(host: String, detail: String)
    /// The secure connection failed: an untrusted or expired certificate, a TLS handshake that did not complete.
    case insecureConnection(host: String, detail: String)
    /// No connection within the connect timeout.
    case connectTimeout(seconds: Double)
    /// The whole request took longer than the total timeout.
    case timedOut(seconds: Double)
    /// HTTP 429. `retryAfterSeconds` from a Retry-After header when there was one.
    case rateLimited(reason: String?, retryAfterSeconds: Int?)
    /// Any other non-200 status, with the server's sanitised `reason` when the body had one.
    case http(status: Int, reason: String?)
    /// The body was larger than the cap.
    case responseTooLarge(limitBytes: Int)
    /// The connection closed before the whole body arrived.
    case truncatedResponse
    /// The body was not the JSON the service sends.
    case malformedResponse(detail: String)
    /// The answer names a unit for `variable` that we do not know, or none (`unit` nil): its figures are not shown
    /// in a unit we would have to guess.
    case unexpectedUnit(variable: String, unit: String?)
    /// The calling task was cancelled.
    case cancelled
    /// Anything else from the HTTP stack (sanitised description).
    case transport(String)

    /// ``message(in:)`` in English: what `now --json` and the logs keep.
    public var message: String { message(in: .en) }

    /// A few words for why data is offline or missing, for one-line notes ("no connection", "HTTP 503"), in
    /// English: ``shortReason(in:)`` says them in the app's language.
    public var shortReason: String { shortReason(in: .en) }

    /// Whether the network itself could not be reached (no route, refused, no answer to connect): "offline". Any
    /// other failure is the service's, and is named as such.
    public var isUnreachable: Bool {
        switch self {
        case .cannotConnect, .connectTimeout: true
        default: false
        }
    }

    /// Whether trying again later might help (every network/server failure; not a bad URL or a cancel).
    public var isTransient: Bool {
        switch self {
        case .invalidBaseURL, .cancelled, .unexpectedUnit: false
        case .http(let status, _): status >= 500 || status == 408
        default: true
        }
    }
}
