import AsyncHTTPClient
import FoundationEssentials
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns what AsyncHTTPClient/NIO throw into a ``WeatherError``.
struct ErrorClassifier {
    let host: String
    let timeouts: WeatherTimeouts
    /// Whether the response head had arrived when the error happened.
    let sawHead: Bool

    func classify(_ error: any Error) -> WeatherError {
        if let error = error as? WeatherError { return error }
        if error is CancellationError { return .cancelled }
        if error is NIOTooManyBytesError { return .responseTooLarge(limitBytes: timeouts.maxBodyBytes) }
        if let error = error as? HTTPClientError { return classify(error) }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return .connectTimeout(seconds: timeouts.connectSeconds)
        }
        // Anything else after the head arrived (connection closed, parser error at EOF) cut the body short.
        if sawHead { return .truncatedResponse }
        return .cannotConnect(host: host, detail: Self.connectDetail(error))
    }

    private func classify(_ error: HTTPClientError) -> WeatherError {
        switch error {
        case .connectTimeout, .getConnectionFromPoolTimeout:
            return .connectTimeout(seconds: timeouts.connectSeconds)
        case .deadlineExceeded, .readTimeout, .writeTimeout:
            return .timedOut(seconds: timeouts.totalSeconds)
        case .cancelled:
            return .cancelled
        case .remoteConnectionClosed:
            return sawHead
                ? .truncatedResponse
                : .cannotConnect(host: host, detail: "the connection was closed before an answer")
        case .bodyLengthMismatch:
            return .truncatedResponse
        default:
            return sawHead ? .truncatedResponse : .transport(String(describing: error).sanitizedForTerminal)
        }
    }

    /// A short reason from a connection error: refused, host not found, unreachable, or a generic one.
    static func connectDetail(_ error: any Error) -> String {
        if let io = error as? IOError { return detail(errno: io.errnoCode) }
        let text = String(describing: error)
        for (needle, detail) in [
            ("ECONNREFUSED", "connection refused"), ("Connection refused", "connection refused"),
            ("errno: 111", "connection refused"), ("dns", "host not found"), ("DNS", "host not found"),
            ("Network is unreachable", "network unreachable"), ("ENETUNREACH", "network unreachable"),
            ("No route to host", "no route to host"),
        ] where text.contains(needle) {
            return detail
        }
        return "network error"
    }

    private static func detail(errno code: Int32) -> String {
        switch code {
        case ECONNREFUSED: "connection refused"
        case ENETUNREACH: "network unreachable"
        case EHOSTUNREACH: "no route to host"
        case ECONNRESET: "connection reset"
        case ETIMEDOUT: "timed out"
        default: "network error \(code)"
        }
    }
}
