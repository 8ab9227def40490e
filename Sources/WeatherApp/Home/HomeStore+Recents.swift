import Lasso
import TerminalUI
import WeatherCore

/// The recent-searches list: moving, opening, deleting and undoing.
extension HomeStore {
    func reduceList(_ state: inout State, action: HomeScreen.Action) -> Effect {
        switch action {
        case .didMoveSelection(let key):
            state.list.handle(key)
            return .none

        case .didOpenSelected:
            guard let index = state.list.selected, state.recents.indices.contains(index) else { return .none }
            return open(state.recents[index].place, in: &state)

        case .didOpenRecent(let number):
            guard state.recents.indices.contains(number - 1) else {
                state.message = .init("There is no recent search number \(number).")
                return .none
            }
            state.list.select(number - 1)
            return open(state.recents[number - 1].place, in: &state)

        case .didDeleteSelected:
            guard let index = state.list.selected, state.recents.indices.contains(index) else { return .none }
            let entry = state.recents.remove(at: index)
            state.lastRemoval = RecentSearchRemoval(entry: entry, index: index, entries: state.recents)
            state.list.setItemCount(state.recents.count)
            state.message = .init(
                "Removed \(entry.place.displayName) \(entry.place.zip). Press u to undo.", isError: false)
            let client = recentSearches
            return .run(id: CancelID.recentsWrite) { send in
                let removal = client.remove(entry.place.zip)
                await send(.didLoadRecents(removal?.entries ?? client.all()))
            }

        case .didUndoDelete:
            guard let removal = state.lastRemoval else {
                state.message = .init("Nothing to undo.")
                return .none
            }
            state.lastRemoval = nil
            let index = min(removal.index, state.recents.count)
            state.recents.insert(removal.entry, at: index)
            state.list.setItemCount(state.recents.count)
            state.list.select(index)
            state.message = .init("Restored \(removal.entry.place.displayName).", isError: false)
            let client = recentSearches
            // Same id as the removal: a removal not yet written is cancelled, and removing before restoring makes
            // the result the same whether it had been written or not (effects on the pool run in no fixed order).
            return .run(id: CancelID.recentsWrite) { send in
                _ = client.remove(removal.entry.place.zip)
                await send(.didLoadRecents(client.restore(removal.entry, removal.index)))
            }

        default:
            return .none
        }
    }

    /// The list as now on disk; the selection stays on the same ZIP where it can.
    func setRecents(_ state: inout State, _ recents: [RecentSearch]) {
        let selectedZIP = state.list.selected.flatMap {
            state.recents.indices.contains($0) ? state.recents[$0].place.zip : nil
        }
        // A list that just got its first entries (e.g. back from a deep-started Detail) takes focus, as at launch,
        // unless the user is typing.
        if state.recents.isEmpty, !recents.isEmpty, state.prompt.isEmpty { state.focus = .list }
        state.recents = recents
        state.list.setItemCount(recents.count)
        if let zip = selectedZIP, let index = recents.firstIndex(where: { $0.place.zip == zip }) {
            state.list.select(index)
        } else if state.list.selected == nil, !recents.isEmpty {
            state.list.select(0)
        }
    }
}
