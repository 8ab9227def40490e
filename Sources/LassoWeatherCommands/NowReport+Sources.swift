import FoundationEssentials
import WeatherCore

/// How each side source went in `now --json` ("sources"): "answered", "stale" (a cached answer stands in for a
/// failed fetch: with its reason and when it was fetched), "failed" (with its reason) or "notAsked". The `…Error`
/// fields say why there is no data; this also says when the data shown is not new.
extension NowReport {
    var sourcesJSON: JSONText {
        func outcome(_ state: String, _ reason: String? = nil, fetchedAt: Date? = nil) -> JSONText {
            .object([
                ("outcome", .string(state)), ("reason", .string(reason)),
                ("fetchedAt", .string(fetchedAt?.formatted(.iso8601))),
            ])
        }
        func side(_ freshness: ForecastSnapshot.Freshness, _ fetchedAt: Date) -> JSONText {
            if case .offline(let error) = freshness { return outcome("stale", error.shortReason, fetchedAt: fetchedAt) }
            return outcome("answered", fetchedAt: fetchedAt)
        }
        let alertsOutcome: JSONText =
            switch alerts {
            case .success(let snapshot):
                snapshot.staleBecause.map { outcome("stale", $0.shortReason, fetchedAt: snapshot.fetchedAt) }
                    ?? outcome("answered", fetchedAt: snapshot.fetchedAt)
            case .failure(.notRequested): outcome("notAsked")
            case .failure(.failed(let error)): outcome("failed", error.shortReason)
            case .failure(let error): outcome("answered", error.message)  // no source covers the place
            }
        let airOutcome: JSONText =
            switch airQuality {
            case .success(let snapshot)?: side(snapshot.freshness, snapshot.fetchedAt)
            case .failure(let error)?: outcome("failed", error.shortReason)
            case nil: outcome("notAsked")
            }
        let spreadOutcome: JSONText =
            switch spread {
            case .success(let snapshot)?: side(snapshot.freshness, snapshot.fetchedAt)
            case .failure(let error)?: outcome("failed", error.shortReason)
            case nil: outcome("notAsked")
            }
        let normalsOutcome: JSONText =
            switch normals {
            case .success?: outcome("answered")
            case .failure?: outcome("failed", normalsError)
            case nil: outcome("notAsked")
            }
        return .object([
            ("alerts", alertsOutcome), ("airQuality", airOutcome), ("spread", spreadOutcome),
            ("normals", normalsOutcome),
        ])
    }
}
