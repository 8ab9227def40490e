import Lasso

/// A module whose search runs as a cancellable effect through an injected client.
enum SearchModule: ScreenModule {
    struct State: Equatable, Sendable {
        var query = ""
        var isSearching = false
        var results: [String] = []
        var errorMessage: String?
    }

    enum Action: Equatable, Sendable {
        case didEditQuery(String)
        case didTapSearch
        case didTapCancel
        case didLoad([String])
        case didFail(String)
        case didSelect(String)
    }

    enum Output: Equatable, Sendable {
        case showDetail(String)
    }

    static let defaultInitialState = State()
}

struct SearchError: Error, CustomStringConvertible {
    var description: String { "offline" }
}

struct SearchReducer: LassoReducer {
    typealias Module = SearchModule
    enum CancelID: Hashable, Sendable { case search }

    var search: @Sendable (String) async throws -> [String]

    func reduce(into state: inout SearchModule.State, action: SearchModule.Action) -> SearchModule.ModuleEffect {
        switch action {
        case .didEditQuery(let query):
            state.query = query
            return .none
        case .didTapSearch:
            guard !state.query.isEmpty else { return .none }
            state.isSearching = true
            state.errorMessage = nil
            let (query, search) = (state.query, self.search)
            return .run(id: CancelID.search) { send in
                do {
                    await send(.didLoad(try await search(query)))
                } catch is CancellationError {
                    // Superseded or dismantled: nobody wants the answer.
                } catch {
                    await send(.didFail("\(error)"))
                }
            }
        case .didTapCancel:
            state.isSearching = false
            return .cancel(id: CancelID.search)
        case .didLoad(let results):
            state.isSearching = false
            state.results = results
            return .none
        case .didFail(let message):
            state.isSearching = false
            state.errorMessage = message
            return .none
        case .didSelect(let result):
            return .output(.showDetail(result))
        }
    }
}
