import AsyncHTTPClient
import Foundation
import NIOCore
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

    @Test func classifiesHTTPStackErrors() {
        let before = ErrorClassifier(host: "h", timeouts: .production, sawHead: false)
        let after = ErrorClassifier(host: "h", timeouts: .production, sawHead: true)
        #expect(before.classify(HTTPClientError.connectTimeout) == .connectTimeout(seconds: 5))
        #expect(before.classify(ChannelError.connectTimeout(.seconds(5))) == .connectTimeout(seconds: 5))
        #expect(before.classify(HTTPClientError.deadlineExceeded) == .timedOut(seconds: 15))
        #expect(before.classify(HTTPClientError.readTimeout) == .timedOut(seconds: 15))
        #expect(before.classify(HTTPClientError.cancelled) == .cancelled)
        #expect(before.classify(CancellationError()) == .cancelled)
        #expect(before.classify(NIOTooManyBytesError(maxBytes: 4)) == .responseTooLarge(limitBytes: 4 * 1_048_576))
        #expect(
            before.classify(IOError(errnoCode: ECONNREFUSED, reason: "connect"))
                == .cannotConnect(host: "h", detail: "connection refused"))
        #expect(
            before.classify(HTTPClientError.remoteConnectionClosed)
                == .cannotConnect(host: "h", detail: "the connection was closed before an answer"))
        #expect(after.classify(HTTPClientError.remoteConnectionClosed) == .truncatedResponse)
        #expect(after.classify(IOError(errnoCode: ECONNRESET, reason: "read")) == .truncatedResponse)
    }

    @Test func productionDefaults() {
        #expect(
            WeatherTimeouts.production
                == WeatherTimeouts(connect: .seconds(5), total: .seconds(15), maxBodyBytes: 4_194_304))
    }
}
