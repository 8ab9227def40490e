import CCurl
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns how a libcurl transfer failed into an ``HTTPError``: host not found, refused, timed out, TLS, cut off,
/// too large.
struct ErrorClassifier {
    let host: String
    let limits: HTTPLimits

    func classify(_ failure: TransferFailure) -> HTTPError {
        if failure.tooLarge { return .tooLarge(limitBytes: limits.maxBodyBytes) }
        let code = CURLcode(rawValue: UInt32(truncatingIfNeeded: failure.code))
        switch code {
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotConnect(host: host, detail: "host not found")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotConnect(host: host, detail: "proxy not found")
        case CURLE_COULDNT_CONNECT:
            let detail = Self.detail(errno: failure.osErrno)
            // libcurl's sentence names the proxy when it was the proxy that could not be reached.
            let proxy = failure.detail.lowercased().contains("proxy")
            return .cannotConnect(host: host, detail: proxy ? "proxy: \(detail)" : detail)
        case CURLE_OPERATION_TIMEDOUT:
            // Name resolution and the connect count against the connect timeout; anything after it, the total.
            return failure.connected
                ? .totalTimeout(seconds: limits.totalSeconds) : .connectTimeout(seconds: limits.connectSeconds)
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(limitBytes: limits.maxBodyBytes)
        case CURLE_PARTIAL_FILE:
            return .truncated
        case CURLE_GOT_NOTHING:
            return .cannotConnect(host: host, detail: "the connection was closed before an answer")
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return failure.sawHead
                ? .truncated : .cannotConnect(host: host, detail: Self.detail(errno: failure.osErrno))
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_INITFAILED:
            return .insecureConnection(host: host, detail: Self.clean(failure.detail))
        case CURLE_BAD_CONTENT_ENCODING:
            return .badContentEncoding
        case CURLE_TOO_MANY_REDIRECTS:
            return .transport("too many redirects")
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            return .transport("the URL could not be used: \(Self.clean(failure.detail))")
        default:
            return failure.sawHead ? .truncated : .transport(Self.clean(failure.detail))
        }
    }

    /// A short reason from a failed connect's errno: refused, unreachable, or a generic one.
    static func detail(errno code: Int32) -> String {
        switch code {
        case ECONNREFUSED: "connection refused"
        case ENETUNREACH: "network unreachable"
        case EHOSTUNREACH: "no route to host"
        case ECONNRESET: "connection reset"
        case ETIMEDOUT: "timed out"
        case 0: "network error"
        default: "network error \(code)"
        }
    }

    /// libcurl's sentence made safe for one line.
    private static func clean(_ text: String) -> String {
        var line = String(text.sanitizedForTerminal.prefix(200)).trimmed
        while line.hasSuffix(".") { line.removeLast() }
        return line.isEmpty ? "network error" : line
    }
}

extension ErrorClassifier {
    /// A reason said above (or the inflating one, ``WeatherError/init(_:)``) in `language`; libcurl's own sentences
    /// and a response's technical defects as they came.
    static func words(_ english: String, in language: AppLanguage) -> String {
        if english.hasPrefix("proxy: ") {
            return language.localized("proxy: {0}", words(String(english.dropFirst("proxy: ".count)), in: language))
        }
        if english.hasPrefix("network error "), let code = Int(english.dropFirst("network error ".count)) {
            return language.localized("network error {0}", String(code))
        }
        if english.hasPrefix("the URL could not be used: ") {
            return language.localized(
                "the URL could not be used: {0}", String(english.dropFirst("the URL could not be used: ".count)))
        }
        return switch english {
        case "host not found": language.localized("host not found")
        case "proxy not found": language.localized("proxy not found")
        case "connection refused": language.localized("connection refused")
        case "network unreachable": language.localized("network unreachable")
        case "no route to host": language.localized("no route to host")
        case "connection reset": language.localized("connection reset")
        case "timed out": language.localized("timed out")
        case "network error": language.localized("network error")
        case "the connection was closed before an answer":
            language.localized("the connection was closed before an answer")
        case "too many redirects": language.localized("too many redirects")
        case "the compressed body could not be inflated":
            language.localized("the compressed body could not be inflated")
        default: english
        }
    }
}
