import FoundationEssentials
import Lasso
import WeatherCore

extension DetailStore {
    /// Asks for the place's normals once, when the screen first appears, under their own id beside the forecast;
    /// `r` never asks again (they are kept forever once fetched). Nothing without a service.
    func loadNormals(_ state: DetailScreen.State) -> DetailScreen.ModuleEffect {
        guard let normals, state.normals == .pending else { return .none }
        let place = state.place
        return .task(id: CancelID.normals) { () async throws(NormalsUnavailable) in
            try await normals.load(place)
        } then: {
            .didLoadNormals($0)
        }
    }

    /// When to ask again after `result`: never after normals came (or a cancel); at a refusal's time; 10 minutes
    /// after a failure (later failures wait longer in the budget, which refuses until then).
    static func normalsRetry(_ result: Result<Normals, NormalsUnavailable>, now: Date) -> Date? {
        switch result {
        case .success, .failure(.failed(.cancelled)): nil
        case .failure(.deferred(let refusal)): refusal.until
        case .failure(.failed): now.addingTimeInterval(ArchiveBudget.firstRetry)
        }
    }

    /// A cancelled request (the screen closed) leaves them pending: nothing is said.
    static func normalsStatus(_ result: Result<Normals, NormalsUnavailable>) -> DetailScreen.NormalsStatus {
        switch result {
        case .success(let normals): .loaded(normals)
        case .failure(.failed(.cancelled)): .pending
        case .failure(let why): .unavailable(why)
        }
    }
}
