import FlyingFox
import FlyingSocks
import Foundation

/// Responses every route builds the same way, faults included.
enum FixtureResponse {
    static func make(_ status: Int, _ contentType: String, _ body: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(status)),
            headers: [.contentType: contentType], body: body)
    }

    static func phrase(_ status: Int) -> String {
        [
            200: "OK", 400: "Bad Request", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
            503: "Service Unavailable",
        ][status] ?? "Status"
    }

    /// Sleeps until the server stops (which cancels the handler); the client's timeout ends its side.
    static func hang() async throws -> Never {
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// Valid JSON, just far too big: a huge padding string.
    static func oversized() -> Data {
        var data = Data(#"{"padding":""#.utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: FixtureFault.oversizedBytes))
        data.append(Data(#""}"#.utf8))
        return data
    }

    /// The oversized body sent chunked, so the client only finds out while reading.
    static func oversizedChunked(_ contentType: String) -> HTTPResponse {
        let body = HTTPBodySequence(from: ScriptedBody(data: oversized(), failAtEnd: false))
        return HTTPResponse(statusCode: .ok, headers: [.contentType: contentType], body: body)
    }

    /// Promises the whole body, sends half, then fails the stream so the connection closes.
    static func truncated(_ body: Data, _ contentType: String) -> HTTPResponse {
        let half = ScriptedBody(data: body.prefix(body.count / 2), failAtEnd: true)
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: contentType], body: HTTPBodySequence(from: half, count: body.count)
        )
    }
}
