import FoundationEssentials
import WeatherCore

extension DetailStore {
    /// When to ask again after `result`: never after normals came (or a cancel); at a refusal's time; 10 minutes
    /// after a failure (later failures wait longer in the budget, which refuses until then).
    static func normalsRetry(_ result: Result<Normals, NormalsUnavailable>, now: Date) -> Date? {
        switch result {
        case .success, .failure(.failed(.cancelled)): nil
        case .failure(.deferred(let refusal)): refusal.until
        case .failure(.failed): now.addingTimeInterval(ArchiveBudget.firstRetry)
        }
    }
}
