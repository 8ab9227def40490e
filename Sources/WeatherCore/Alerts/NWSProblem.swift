import FoundationEssentials

/// An NWS error body (`application/problem+json`): `title`, `status`, `detail`, and for bad parameters
/// `parameterErrors`. Every field is optional: a proxy may answer with HTML instead.
struct NWSProblem: Decodable, Sendable {
    struct ParameterError: Decodable, Sendable {
        var parameter: String?
        var message: String?
    }

    var type: String?
    var title: String?
    var status: Int?
    var detail: String?
    var parameterErrors: [ParameterError]?

    /// Whether the problem is about the point asked for. The NWS answers a point it does not serve with a 404
    /// `…/problems/InvalidPoint` ("Data Unavailable For Requested Point") or a 400 whose parameter error names
    /// `point`; the only parameter sent is the point, so any such problem means the place is not covered.
    var isAboutThePoint: Bool {
        if type?.hasSuffix("/InvalidPoint") == true { return true }
        let texts = [title, detail] + (parameterErrors ?? []).flatMap { [$0.parameter, $0.message] }
        return texts.contains { $0?.lowercased().contains("point") == true }
    }

    /// A non-200 answer as an ``AlertsError``: a 400/404 about the point is `.notCovered(placeName)`; anything
    /// else is the forecast's kind of failure, with the problem's detail (else its title) as the reason.
    static func error(status: Int, body: Data, retryAfter: String?, placeName: String) -> AlertsError {
        let problem = try? JSONDecoder().decode(NWSProblem.self, from: body)
        if status == 400 || status == 404, problem?.isAboutThePoint == true { return .notCovered(placeName) }
        let reason = LiveFetch.cleanReason(problem?.detail) ?? LiveFetch.cleanReason(problem?.title)
        return .failed(LiveFetch.statusError(status: status, reason: reason, retryAfter: retryAfter))
    }
}
