import CCurl
import Foundation
import Testing

@testable import WeatherCore

@Suite struct WeatherErrorTests {
    @Test func statusBodiesBecomeTypedErrors() {
        let body = Data(#"{"error":true,"reason":"Invalid timezone"}"#.utf8)
        #expect(
            LiveFetch.statusError(status: 400, body: body, retryAfter: nil)
                == .http(status: 400, reason: "Invalid timezone"))
        #expect(
            LiveFetch.statusError(
                status: 503, body: Data(#"{"error":true,"reason":"The service is overloaded"}"#.utf8),
                retryAfter: nil
            ).message
                == "The weather service is overloaded (HTTP 503): The service is overloaded.")
        #expect(
            LiveFetch.statusError(status: 502, body: Data("<html>Bad gateway</html>".utf8), retryAfter: nil)
                == .http(status: 502, reason: nil))
        #expect(
            LiveFetch.statusError(status: 429, body: Data(), retryAfter: " 120 ")
                == .rateLimited(reason: nil, retryAfterSeconds: 120))
        #expect(
            LiveFetch.statusError(status: 429, body: Data(), retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT")
                == .rateLimited(reason: nil, retryAfterSeconds: nil))
    }

    @Test func reasonsAreSanitisedAndCapped() {
        let hostile = Data(#"{"error":true,"reason":"bad\u001b]0;owned\u0007 value\u001b[2J"}"#.utf8)
        #expect(
            LiveFetch.statusError(status: 400, body: hostile, retryAfter: nil)
                == .http(status: 400, reason: "bad value"))
        let long = Data(("{\"reason\":\"" + String(repeating: "x", count: 1000) + "\"}").utf8)
        guard case .http(_, let reason?) = LiveFetch.statusError(status: 400, body: long, retryAfter: nil) else {
            Issue.record("no reason")
            return
        }
        #expect(reason.count == 300)
    }

    @Test func messagesAreOneSentence() {
        let cases: [(WeatherError, String)] = [
            (
                .cannotConnect(host: "api.open-meteo.com", detail: "connection refused"),
                "Could not reach the weather service at api.open-meteo.com (connection refused); check your internet connection."
            ),
            (.connectTimeout(seconds: 5), "The weather service did not accept a connection within 5 seconds."),
            (.timedOut(seconds: 15), "The weather service did not answer within 15 seconds."),
            (.timedOut(seconds: 1.5), "The weather service did not answer within 1.5 seconds."),
            (
                .rateLimited(reason: nil, retryAfterSeconds: 1),
                "The weather service's rate limit was reached; try again in 1 second."
            ),
            (
                .http(status: 400, reason: "Invalid timezone"),
                "The weather service rejected the request (HTTP 400): Invalid timezone."
            ),
            (.truncatedResponse, "The weather service's response was cut off before it was complete."),
            (
                .malformedResponse(detail: "not valid JSON"),
                "The weather service sent a response that could not be read (not valid JSON)."
            ),
            (.cancelled, "The weather request was cancelled."),
        ]
        for (error, message) in cases { #expect(error.message == message) }
        #expect(WeatherError.timedOut(seconds: 1).isTransient)
        #expect(!WeatherError.cancelled.isTransient)
        #expect(!WeatherError.http(status: 400, reason: nil).isTransient)
        #expect(WeatherError.http(status: 500, reason: nil).isTransient)
    }

    @Test func classifiesLibcurlFailures() {
        let classifier = ErrorClassifier(host: "h", limits: .production)
        // As the weather clients see it: classified, then mapped at their boundary.
        func failure(_ code: CURLcode, errno: Int32 = 0, connected: Bool = false, sawHead: Bool = false)
            -> WeatherError
        {
            WeatherError(
                classifier.classify(
                    TransferFailure(
                        code: Int(code.rawValue), osErrno: errno, connected: connected, sawHead: sawHead,
                        detail: "SSL certificate problem: \u{1B}[31mself-signed certificate.")))
        }
        #expect(failure(CURLE_COULDNT_RESOLVE_HOST) == .cannotConnect(host: "h", detail: "host not found"))
        #expect(
            failure(CURLE_COULDNT_CONNECT, errno: ECONNREFUSED)
                == .cannotConnect(host: "h", detail: "connection refused"))
        #expect(
            failure(CURLE_COULDNT_CONNECT, errno: ENETUNREACH)
                == .cannotConnect(host: "h", detail: "network unreachable"))
        // Not connected when the clock ran out: the connect timeout; connected: the total.
        #expect(failure(CURLE_OPERATION_TIMEDOUT) == .connectTimeout(seconds: 5))
        #expect(failure(CURLE_OPERATION_TIMEDOUT, connected: true) == .timedOut(seconds: 15))
        #expect(failure(CURLE_ABORTED_BY_CALLBACK) == .cancelled)
        #expect(failure(CURLE_FILESIZE_EXCEEDED) == .responseTooLarge(limitBytes: 4 * 1_048_576))
        #expect(
            WeatherError(
                classifier.classify(
                    TransferFailure(code: Int(CURLE_WRITE_ERROR.rawValue), sawHead: true, tooLarge: true)))
                == .responseTooLarge(limitBytes: 4 * 1_048_576))
        #expect(failure(CURLE_PARTIAL_FILE, sawHead: true) == .truncatedResponse)
        #expect(
            failure(CURLE_GOT_NOTHING, connected: true)
                == .cannotConnect(host: "h", detail: "the connection was closed before an answer"))
        #expect(failure(CURLE_RECV_ERROR, errno: ECONNRESET, connected: true, sawHead: true) == .truncatedResponse)
        #expect(
            failure(CURLE_RECV_ERROR, errno: ECONNRESET, connected: true)
                == .cannotConnect(host: "h", detail: "connection reset"))
        // TLS: libcurl's reason, without its escape sequence or full stop.
        let insecure = failure(CURLE_PEER_FAILED_VERIFICATION, connected: true)
        #expect(insecure == .insecureConnection(host: "h", detail: "SSL certificate problem: self-signed certificate"))
        #expect(
            insecure.message
                == "Could not make a secure connection to the weather service at h (SSL certificate problem: "
                + "self-signed certificate).")
        #expect(insecure.shortReason == "TLS error")
    }

    @Test func certificateVariablesAsCommandLineToolsReadThem() {
        typealias Certificates = HTTPRequestSpec.Certificates
        #expect(Certificates(environment: [:]) == Certificates())
        #expect(
            Certificates(environment: ["SSL_CERT_FILE": "/a.pem", "SSL_CERT_DIR": "/certs"])
                == Certificates(bundle: "/a.pem", directory: "/certs"))
        // curl's own variable wins over OpenSSL's, and an empty one counts as unset.
        #expect(
            Certificates(environment: ["CURL_CA_BUNDLE": "/curl.pem", "SSL_CERT_FILE": "/a.pem"])
                == Certificates(bundle: "/curl.pem"))
        #expect(Certificates(environment: ["CURL_CA_BUNDLE": "", "SSL_CERT_FILE": "/a.pem"]).bundle == "/a.pem")
    }

    @Test func productionDefaults() {
        #expect(
            HTTPLimits.production
                == HTTPLimits(connect: .seconds(5), total: .seconds(15), maxBodyBytes: 4_194_304))
    }
}
