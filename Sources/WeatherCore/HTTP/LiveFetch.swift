import FoundationEssentials

/// One GET through the app's ``HTTPClient`` with the request's timeouts and body cap, and Open-Meteo's error bodies
/// read for their reason.
struct LiveFetch: Sendable {
    let httpClient: HTTPClient
    let timeouts: HTTPLimits
    /// The media type asked for: Open-Meteo's JSON, or the NWS's `application/geo+json`.
    var accept = "application/json"

    typealias Answer = HTTPAnswer

    /// The body of a 200 answer; any other outcome is a ``WeatherError`` (Open-Meteo's error body read for its reason).
    /// `weight`: the request's cost as its type states it (`ForecastRequest.weight`, …), for the client's meter.
    func get(_ url: URL, weight: Double = 0) async throws(WeatherError) -> Data {
        let answer = try await fetch(url, weight: weight)
        guard answer.status == 200 else {
            throw Self.statusError(status: answer.status, body: answer.body, retryAfter: answer.retryAfter)
        }
        return answer.body
    }

    /// The body of a 200 answer read by `decode`: a `WeatherError` it throws stands, any other is the answer being
    /// unreadable (`.malformedResponse` with where it broke).
    func decoded<Value>(_ url: URL, weight: Double = 0, _ decode: (Data) throws -> Value) async throws(WeatherError)
        -> Value
    {
        let body = try await get(url, weight: weight)
        do {
            return try decode(body)
        } catch let error as WeatherError {
            throw error
        } catch {
            throw .malformedResponse(detail: Self.describe(decoding: error))
        }
    }

    /// The answer whatever its status, for services whose error bodies the caller reads itself; a failure to get a
    /// whole answer in time is a ``WeatherError``: the weather clients' boundary, where the HTTP layer's error is
    /// mapped.
    func fetch(_ url: URL, weight: Double = 0) async throws(WeatherError) -> Answer {
        do {
            return try await httpClient.send(url, accept: accept, timeouts: timeouts, weight: weight)
        } catch {
            throw WeatherError(error)
        }
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
