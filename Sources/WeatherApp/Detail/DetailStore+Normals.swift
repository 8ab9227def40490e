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

    /// A cancelled request (the screen closed) leaves them pending: nothing is said.
    static func normalsStatus(_ result: Result<Normals, NormalsUnavailable>) -> DetailScreen.NormalsStatus {
        switch result {
        case .success(let normals): .loaded(normals)
        case .failure(.failed(.cancelled)): .pending
        case .failure(let why): .unavailable(why)
        }
    }
}
