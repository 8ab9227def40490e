import Lasso
import TerminalUI
import WeatherCore

/// The recent-searches list: moving, opening, and removing reversibly. Delete marks a place removed: it leaves the
/// file at once (so a quit or a crash keeps the user's choice) but stays on screen, dimmed, until Home is left;
/// Delete on it again writes it back in its place. Any number of places can be marked and restored.
extension HomeStore {
    func reduceRecents(_ state: inout State, _ action: HomeScreen.RecentsAction) -> Effect {
        switch action {
        case .didMoveSelection(let key):
            state.list.handle(key)
            state.listHasFocus = true
            return .none

        case .didOpenSelected:
            guard let index = state.list.selected, state.recents.indices.contains(index) else {
                state.message = .init(.typeAPlace)
                return .none
            }
            return openRecent(at: index, in: &state)

        case .didOpen(let number):
            guard state.recents.indices.contains(number - 1) else {
                state.message = .init(.noRecentNumber(number))
                return .none
            }
            state.list.select(number - 1)
            return openRecent(at: number - 1, in: &state)

        case .didToggleRemoval:
            guard let index = state.list.selected, state.recents.indices.contains(index) else { return .none }
            let entry = state.recents[index]
            return state.isMarkedRemoved(entry.place.id)
                ? restore(entry, at: index, in: &state) : markRemoved(entry, at: index, in: &state)

        case .didLoad(let recents):
            setRecents(&state, recents)
            return .none
        }
    }

    /// A marked place is not opened: it says how to get it back instead.
    private func openRecent(at index: Int, in state: inout State) -> Effect {
        let place = state.recents[index].place
        guard !state.isMarkedRemoved(place.id) else {
            state.message = .init(.markedRemoved(place))
            return .none
        }
        return open(place, in: &state)
    }

    private func markRemoved(_ entry: RecentSearch, at index: Int, in state: inout State) -> Effect {
        state.removals.append(RecentSearchRemoval(entry: entry, index: index, entries: []))
        state.message = .init(.removed(entry.place), isError: false)
        let (client, id) = (recentSearches, entry.place.id)
        // One id per place: restoring before the removal is written cancels it, and the restore removes first, so
        // the file ends the same either way. Other places' writes are not cancelled.
        return .run(id: CancelID.recentsWrite(id)) { send in
            let removal = client.remove(id)
            await send(.recents(.didLoad(removal?.entries ?? client.all())))
        }
    }

    private func restore(_ entry: RecentSearch, at index: Int, in state: inout State) -> Effect {
        let id = entry.place.id
        state.removals.removeAll { $0.entry.place.id == id }
        // Its place in the file: the rows above it that are not marked.
        let fileIndex = state.recents[..<index].filter { !state.isMarkedRemoved($0.place.id) }.count
        state.message = .init(.restored(entry.place), isError: false)
        let client = recentSearches
        return .run(id: CancelID.recentsWrite(id)) { send in
            _ = client.remove(id)
            await send(.recents(.didLoad(client.restore(entry, fileIndex))))
        }
    }

    /// Leaving Home drops the marked rows from the screen; the file lost them when they were marked.
    func dropMarkedRows(_ state: inout State) {
        guard !state.removals.isEmpty else { return }
        let kept = state.recents.filter { !state.isMarkedRemoved($0.place.id) }
        state.removals = []
        setRecents(&state, kept)
    }

    /// The list as now on disk, with the marked rows (not on disk) back where they were; the selection stays on
    /// the same place where it can.
    func setRecents(_ state: inout State, _ saved: [RecentSearch]) {
        let selectedID = state.list.selected.flatMap {
            state.recents.indices.contains($0) ? state.recents[$0].place.id : nil
        }
        var recents = saved.filter { !state.isMarkedRemoved($0.place.id) }
        for removal in state.removals.sorted(by: { $0.index < $1.index }) {
            recents.insert(removal.entry, at: min(removal.index, recents.count))
        }
        state.recents = recents
        state.list.setItemCount(recents.count)
        if let id = selectedID, let index = recents.firstIndex(where: { $0.place.id == id }) {
            state.list.select(index)
        } else if state.list.selected == nil, !recents.isEmpty {
            state.list.select(0)
        }
    }
}
