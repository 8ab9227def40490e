import FlyingFox
import FlyingSocks
import Foundation

/// Answers `/alerts/active?point=LAT,LON` as the NWS does (`application/geo+json`, errors as
/// `application/problem+json`), logging each request and applying the alerts route's own fault.
struct AlertsRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    static let geoJSON = "application/geo+json"

    /// The NWS's answers to the faults, as its API words them (problem documents).
    static let faultAnswers = FaultAnswers(
        contentType: geoJSON, chunkedType: geoJSON,
        serverError: problem(
            500, "Unexpected Problem", "An unexpected problem has occurred.", type: "UnexpectedProblem"),
        rateLimited: problem(
            429, "Too Many Requests", "Too many requests; please slow down.", type: "RateLimitExceeded"),
        badRequest: problem(
            400, "Bad Request", "Query parameter \"limit\u{1B}[2J\u{1B}]0;pwned\u{07}\" is not recognized",
            type: "BadRequest"),
        malformed: Data(#"{"type":"FeatureCollection","features":[{"id":"#.utf8))

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let fault = await state.beginAlerts(
            AlertsRequestRecord(
                point: request.query["point"], userAgent: request.headers[HTTPHeader("User-Agent")],
                accept: request.headers[HTTPHeader("Accept")], host: request.headers[HTTPHeader("Host")]))
        if let early = try await fault.response(Self.faultAnswers) { return early }
        let point: AlertsPoint
        do {
            point = try AlertsPoint(request.query["point"])
        } catch {
            return Self.problem(
                400, "Bad Request", "Bad Request", type: "BadRequest",
                parameterErrors: [("point", error.message)])
        }
        guard FixtureAlertPlace.covers(latitude: point.latitude, longitude: point.longitude) else {
            let asked = "\(point.latitudeText),\(point.longitudeText)"
            return Self.problem(
                404, "Data Unavailable For Requested Point", "Unable to provide data for requested point \(asked)",
                type: "InvalidPoint")
        }
        let variant: AlertsResponder.Variant =
            switch fault {
            case .nulls: .nulls
            case .escapes: .escapes
            case .arrival: .arrival
            default: .normal
            }
        let body = Data(AlertsResponder(point: point, now: now(), variant: variant).body().serialized().utf8)
        return fault == .truncatedBody
            ? FixtureResponse.truncated(body, Self.geoJSON) : FixtureResponse.make(200, Self.geoJSON, body)
    }

    /// An NWS error body: `application/problem+json` with `title`, `type`, `status`, `detail`.
    static func problem(
        _ status: Int, _ title: String, _ detail: String, type: String,
        parameterErrors: [(parameter: String, message: String)] = []
    ) -> HTTPResponse {
        var members: [(String, JSONValue)] = [("correlationId", .string("fixture"))]
        if !parameterErrors.isEmpty {
            members.append(
                (
                    "parameterErrors",
                    .array(
                        parameterErrors.map {
                            .object([("parameter", .string($0.parameter)), ("message", .string($0.message))])
                        })
                ))
        }
        members += [
            ("title", .string(title)), ("type", .string(AlertsResponder.base + "/problems/" + type)),
            ("status", .number(Double(status))), ("detail", .string(detail)),
            ("instance", .string(AlertsResponder.base + "/requests/fixture")),
        ]
        return FixtureResponse.make(
            status, "application/problem+json", Data(JSONValue.object(members).serialized().utf8))
    }
}
