import Lasso
import LassoTesting
import Testing

/// The exhaustive test store used as intended: every change, action, output and effect accounted for.
@MainActor
@Suite(.serialEffects)
struct TestStoreTests {
    @Test func searchEffectDeliversResults() async {
        let search = ParkedCalls<String, [String]>()
        let store = TestStore<SearchModule>(reducer: SearchReducer(search: { try await search.call($0) }))

        store.send(.didEditQuery("10001")) { $0.query = "10001" }
        store.send(.didTapSearch) { $0.isSearching = true }
        await search.resume("10001", returning: ["New York", "Manhattan"])
        await store.receive(.didLoad(["New York", "Manhattan"])) {
            $0.isSearching = false
            $0.results = ["New York", "Manhattan"]
        }

        await store.finish()
        #expect(await search.calls == ["10001"])
    }

    @Test func answerGivenBeforeTheCallIsKeptForIt() async {
        let search = ParkedCalls<String, [String]>()
        await search.resume("7", returning: ["Seven"])
        let store = TestStore<SearchModule>(
            initialState: .init(query: "7"), reducer: SearchReducer(search: { try await search.call($0) }))

        store.send(.didTapSearch) { $0.isSearching = true }
        await store.receive(.didLoad(["Seven"])) {
            $0.isSearching = false
            $0.results = ["Seven"]
        }
        await store.finish()
    }

    @Test func failingDependencyBecomesAnAction() async {
        let store = TestStore<SearchModule>(
            initialState: .init(query: "x"), reducer: SearchReducer(search: { _ in throw SearchError() }))

        store.send(.didTapSearch) { $0.isSearching = true }
        await store.receive(.didFail("offline")) {
            $0.isSearching = false
            $0.errorMessage = "offline"
        }
        await store.finish()
    }

    @Test func secondSearchCancelsTheFirst() async {
        let search = ParkedCalls<String, [String]>()
        let store = TestStore<SearchModule>(reducer: SearchReducer(search: { try await search.call($0) }))

        store.send(.didEditQuery("a")) { $0.query = "a" }
        store.send(.didTapSearch) { $0.isSearching = true }
        store.send(.didEditQuery("b")) { $0.query = "b" }
        store.send(.didTapSearch)  // already searching: only the effect changes
        #expect(store.runningEffectCount == 1)

        await search.resume("a", returning: ["stale"])
        await search.resume("b", returning: ["fresh"])
        await store.receive(.didLoad(["fresh"])) {
            $0.isSearching = false
            $0.results = ["fresh"]
        }
        // finish() would fail on a received didLoad(["stale"]) or on a still-running first search.
        await store.finish()
    }

    @Test func cancelActionStopsTheSearch() async {
        let search = ParkedCalls<String, [String]>()
        let store = TestStore<SearchModule>(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { try await search.call($0) }))

        store.send(.didTapSearch) { $0.isSearching = true }
        store.send(.didTapCancel) { $0.isSearching = false }

        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func outputsAreAssertedInOrder() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)

        store.send(.didTapIncrement) { $0.count = 1 }
        store.send(.didTapDone)
        store.receiveOutput(.didFinish(count: 1))
        store.send(.didTapDone)
        store.assertOutputs([.didFinish(count: 1)])

        await store.finish()
    }

    @Test func receiveMatchingForActionsCheckedByPredicate() async {
        let store = TestStore<SearchModule>(
            initialState: .init(query: "q"), reducer: SearchReducer(search: { _ in ["r"] }))

        store.send(.didTapSearch) { $0.isSearching = true }
        await store.receive(
            matching: { if case .didLoad = $0 { true } else { false } },
            assert: {
                $0.isSearching = false
                $0.results = ["r"]
            })
        await store.finish()
    }

    @Test func nonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
        let store = TestStore<SearchModule>(reducer: SearchReducer(search: { _ in ["r"] }))
        store.exhaustivity = .off

        store.send(.didEditQuery("q"))
        store.send(.didTapSearch)
        store.send(.didSelect("r"))
        await store.receive(.didLoad(["r"])) { $0.results = ["r"] }

        #expect(store.state.isSearching == false)
        await store.finish()
    }

    @Test func skipReceivedActionsKeepsTheirStateChanges() async {
        let store = TestStore<SearchModule>(
            initialState: .init(query: "q"), reducer: SearchReducer(search: { _ in ["r"] }))

        store.send(.didTapSearch) { $0.isSearching = true }
        await store.skipReceivedActions()

        #expect(store.state.results == ["r"])
        #expect(store.receivedActions.isEmpty)
        await store.finish()
    }
}
