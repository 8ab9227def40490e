import AsyncHTTPClient
import FoundationEssentials
import NIOCore

/// One GET with the total timeout, the body cap and error classification.
struct LiveFetch: Sendable {
    let httpClient: HTTPClient
    let timeouts: WeatherTimeouts
    /// The media type asked for: Open-Meteo's JSON, or the NWS's `application/geo+json`.
    var accept = "application/json"

    /// A whole answer of any status, its body within the cap.
    struct Answer: Sendable {
        var status: Int
        var body: Data
        var retryAfter: String?
    }

    /// The body of a 200 answer; any other outcome is a ``WeatherError`` (Open-Meteo's error body read for its reason).
    func get(_ url: URL) async throws(WeatherError) -> Data {
        let answer = try await fetch(url)
        guard answer.status == 200 else {
            throw Self.statusError(status: answer.status, body: answer.body, retryAfter: answer.retryAfter)
        }
        return answer.body
    }

    /// The answer whatever its status, for services whose error bodies the caller reads itself; a failure to get a
    /// whole answer in time is a ``WeatherError``.
    func fetch(_ url: URL) async throws(WeatherError) -> Answer {
        let progress = FetchProgress()
        do {
            return try await withThrowingTaskGroup(of: Answer.self) { group in
                group.addTask { try await self.exchange(url, progress: progress) }
                group.addTask {
                    try await Task.sleep(for: self.timeouts.total)
                    throw WeatherError.timedOut(seconds: self.timeouts.totalSeconds)
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch let error as WeatherError {
            throw Task.isCancelled ? .cancelled : error
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw ErrorClassifier(host: url.host ?? "?", timeouts: timeouts, sawHead: progress.sawHead)
                .classify(error)
        }
    }

    private func exchange(_ url: URL, progress: FetchProgress) async throws -> Answer {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: accept)
        request.headers.add(name: "User-Agent", value: AppInfo.userAgent)
        let response = try await httpClient.execute(request, timeout: timeouts.total.nioTimeAmount)
        progress.markHead()
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > timeouts.maxBodyBytes
        {
            throw WeatherError.responseTooLarge(limitBytes: timeouts.maxBodyBytes)
        }
        let buffer = try await response.body.collect(upTo: timeouts.maxBodyBytes)
        return Answer(
            status: Int(response.status.code), body: Data(buffer.readableBytesView),
            retryAfter: response.headers.first(name: "Retry-After"))
    }

    /// Open-Meteo errors are `{"error": true, "reason": "…"}`; a proxy may send HTML instead (no reason then).
    static func statusError(status: Int, body: Data, retryAfter: String?) -> WeatherError {
        struct ErrorBody: Decodable { var reason: String? }
        let reason = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.reason
        return statusError(status: status, reason: cleanReason(reason), retryAfter: retryAfter)
    }

    /// A server's reason made safe for one line: sanitised, at most 300 characters, nil when empty.
    static func cleanReason(_ text: String?) -> String? {
        text.map { String($0.sanitizedForTerminal.prefix(300)) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A non-200 status as a ``WeatherError``: 429 with its Retry-After, anything else as `.http`.
    static func statusError(status: Int, reason: String?, retryAfter: String?) -> WeatherError {
        if status == 429 {
            let seconds = retryAfter.flatMap { Int($0.trimmed) }.flatMap {
                $0 >= 0 ? $0 : nil
            }
            return .rateLimited(reason: reason, retryAfterSeconds: seconds)
        }
        return .http(status: status, reason: reason)
    }

    static func describe(decoding error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            "not valid JSON"
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected data at \(context.codingPath.map(\.stringValue).joined(separator: ".").sanitizedForTerminal)"
        default:
            "not valid JSON"
        }
    }
}

/// Whether the response head arrived: a failure after it means the body was cut off.
final class FetchProgress: @unchecked Sendable {
    private let lock = Lock()
    private var head = false

    func markHead() { lock.withLock { head = true } }
    var sawHead: Bool { lock.withLock { head } }
}
