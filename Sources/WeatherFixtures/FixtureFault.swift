import FlyingFox
import Foundation

/// How the fixture server misbehaves on one route (each service of the endpoint table, switched separately). Switch
/// it while running with `POST /admin/fault?mode=MODE[&seconds=N][&retry_after=N][&route=alerts|air-quality|…]` or
/// start with
/// `--fault MODE` / `--alerts-fault MODE` / `--air-quality-fault MODE`.
public enum FixtureFault: Sendable, Equatable {
    /// Answer normally.
    case none
    /// Wait this long, then answer normally.
    case slow(seconds: Double)
    /// Never answer (until the server stops).
    case hang
    /// 500: an HTML body, as a proxy in front of Open-Meteo might send; on alerts the NWS's "Unexpected Problem".
    case serverError
    /// 429 with the service's rate-limit body, and a Retry-After header when given.
    case rateLimited(retryAfter: Int?)
    /// 400 with an error body whose reason (alerts: `detail`) holds terminal escape sequences.
    case badRequest
    /// 200 with a body that is not valid JSON.
    case malformedJSON
    /// 200 whose Content-Length promises the whole body, then the connection closes halfway.
    case truncatedBody
    /// 200 with a body larger than any client cap (``FixtureFault/oversizedBytes``), with Content-Length.
    case oversizedBody
    /// The same, sent chunked, so the client only finds out while reading.
    case oversizedChunked
    /// A normal body with every value `null` (alerts: every optional field null, plus one unreadable feature).
    case nulls
    /// A normal body whose strings carry terminal escape sequences (forecast and air quality: timezone and units;
    /// alerts: every text, the description's and instruction's lines included).
    case escapes
    /// Alerts: the place's alerts and one more that has just arrived (an Extreme Tornado Warning), every text
    /// carrying escape sequences as with `escapes`; other routes answer normally. For a client that watches for new
    /// alerts.
    case arrival

    public static let oversizedBytes = 5 * 1_048_576

    /// Every mode name the admin endpoint and the CLI accept.
    public static let modeNames = [
        "none", "slow", "hang", "server-error", "rate-limit", "bad-request", "malformed", "truncated", "oversized",
        "oversized-chunked", "nulls", "escapes", "arrival",
    ]

    /// Parses a mode name; `seconds` is for `slow` (default 3), `retryAfter` for `rate-limit`.
    public init?(mode: String, seconds: Double? = nil, retryAfter: Int? = nil) {
        switch mode.lowercased() {
        case "none", "normal", "ok": self = .none
        case "slow": self = .slow(seconds: max(0, seconds ?? 3))
        case "hang": self = .hang
        case "server-error", "500": self = .serverError
        case "rate-limit", "429": self = .rateLimited(retryAfter: retryAfter)
        case "bad-request", "400": self = .badRequest
        case "malformed": self = .malformedJSON
        case "truncated": self = .truncatedBody
        case "oversized": self = .oversizedBody
        case "oversized-chunked": self = .oversizedChunked
        case "nulls": self = .nulls
        case "escapes": self = .escapes
        case "arrival": self = .arrival
        default: return nil
        }
    }

    public var mode: String {
        switch self {
        case .none: "none"
        case .slow: "slow"
        case .hang: "hang"
        case .serverError: "server-error"
        case .rateLimited: "rate-limit"
        case .badRequest: "bad-request"
        case .malformedJSON: "malformed"
        case .truncatedBody: "truncated"
        case .oversizedBody: "oversized"
        case .oversizedChunked: "oversized-chunked"
        case .nulls: "nulls"
        case .escapes: "escapes"
        case .arrival: "arrival"
        }
    }
}

/// What one service answers for each fault that replaces its answer, in its own shape (Open-Meteo's JSON error, the
/// NWS's problem document, the WMS's exception or plain text).
struct FaultAnswers {
    /// The type of its bodies, for the malformed and oversized faults; `chunkedType` for the chunked one.
    var contentType: String
    var chunkedType: String
    var serverError: HTTPResponse
    /// Given a `Retry-After` when the fault has one.
    var rateLimited: HTTPResponse
    var badRequest: HTTPResponse
    /// A body that stops being readable part way (answered 200).
    var malformed: Data
}

extension FixtureFault {
    /// The answer this fault makes in place of the service's (`answers`), after waiting out `slow`; nil to answer
    /// normally (perhaps with nulls or escapes, or cut short).
    func response(_ answers: FaultAnswers) async throws -> HTTPResponse? {
        switch self {
        case .slow(let seconds):
            try await Task.sleep(for: .seconds(seconds))
            return nil
        case .hang:
            try await FixtureResponse.hang()
        case .serverError:
            return answers.serverError
        case .rateLimited(let retryAfter):
            var response = answers.rateLimited
            if let retryAfter { response.headers[HTTPHeader("Retry-After")] = String(retryAfter) }
            return response
        case .badRequest:
            return answers.badRequest
        case .malformedJSON:
            return FixtureResponse.make(200, answers.contentType, answers.malformed)
        case .oversizedBody:
            return FixtureResponse.make(200, answers.contentType, FixtureResponse.oversized())
        case .oversizedChunked:
            return FixtureResponse.oversizedChunked(answers.chunkedType)
        case .none, .truncatedBody, .nulls, .escapes, .arrival:
            return nil
        }
    }
}
