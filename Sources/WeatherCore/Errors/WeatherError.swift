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

    public var message: String {
        switch self {
        case .invalidBaseURL(let url, let reason):
            return "The weather API URL \"\(url.sanitizedForTerminal)\" is not usable: \(reason)."
        case .cannotConnect(let host, let detail):
            return "Could not reach the weather service at \(host) (\(detail)); check your internet connection."
        case .insecureConnection(let host, let detail):
            return "Could not make a secure connection to the weather service at \(host) (\(detail))."
        case .connectTimeout(let seconds):
            return "The weather service did not accept a connection within \(Self.seconds(seconds))."
        case .timedOut(let seconds):
            return "The weather service did not answer within \(Self.seconds(seconds))."
        case .rateLimited(let reason, let retryAfter):
            // "Try again" is said once: the service's own words when they say it and no Retry-After says
            // better; otherwise its other sentences and ours.
            let saysWhen = reason?.lowercased().contains("try again") ?? false
            if let reason, saysWhen, retryAfter == nil {
                return "The weather service's rate limit was reached: \(reason.trimmedSentence)."
            }
            let kept = reason.map { text in
                text.split(separator: ". ").filter { !$0.lowercased().contains("try again") }.joined(separator: ". ")
            }
            let why = kept.flatMap { $0.trimmedSentence.isEmpty ? nil : ": \($0.trimmedSentence)" } ?? ""
            let wait = retryAfter.map { "in \(Self.seconds(Double($0)))" } ?? "in a minute"
            return "The weather service's rate limit was reached\(why); try again \(wait)."
        case .http(let status, let reason):
            let kind =
                switch status {
                case 400..<500: "rejected the request"
                case 503: "is overloaded"
                default: "had a problem"
                }
            let why = reason.map { ": \($0.trimmedSentence)" } ?? ""
            return "The weather service \(kind) (HTTP \(status))\(why)."
        case .responseTooLarge(let limit):
            return "The weather service sent more than \(limit / 1_048_576) MB; the response was refused."
        case .truncatedResponse:
            return "The weather service's response was cut off before it was complete."
        case .malformedResponse(let detail):
            return "The weather service sent a response that could not be read (\(detail))."
        case .unexpectedUnit(let variable, let unit):
            return
                "The weather service sent \(variable) \(unit.map { "in \"\($0)\"" } ?? "with no unit"), which is not a unit we know."
        case .cancelled:
            return "The weather request was cancelled."
        case .transport(let detail):
            return "The weather request failed: \(detail)."
        }
    }

    /// A few words for why data is offline or missing, for one-line notes ("no connection", "HTTP 503").
    public var shortReason: String {
        switch self {
        case .invalidBaseURL: "bad API URL"
        case .cannotConnect: "no connection"
        case .insecureConnection: "TLS error"
        case .connectTimeout, .timedOut: "timed out"
        case .rateLimited: "rate limited"
        case .http(let status, _): "HTTP \(status)"
        case .responseTooLarge: "response too large"
        case .truncatedResponse: "response cut off"
        case .malformedResponse: "unreadable response"
        case .unexpectedUnit(_, let unit): unit.map { "unit \($0)" } ?? "unit missing"
        case .cancelled: "cancelled"
        case .transport: "network error"
        }
    }

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

    private static func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : value.fixed(1)
        return value == 1 ? "1 second" : "\(text) seconds"
    }
}

extension String {
    /// Reasons end with their own full stop; drop it so the message has exactly one.
    fileprivate var trimmedSentence: String {
        var text = trimmed
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
