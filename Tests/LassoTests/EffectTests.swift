import Lasso
import LassoTesting
import Testing

/// The real `LassoStore` runtime: effects, their cancellation and dismantling.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct EffectTests {
    /// Search whose client waits on a gate that ignores cancellation, and which reports when its work returned.
    private func gatedStore(
        gates: [String: Gate<[String]>], done: Completions
    ) -> LassoStore<SearchModule> {
        let reducer = SearchReducer(search: { query in
            defer { done.record(query) }
            return await gates[query]!.wait()
        })
        return LassoStore(reducer: reducer)
    }

    @Test func effectResultComesBackAsAnAction() async throws {
        let search = ParkedCalls<String, [String]>()
        let store = LassoStore<SearchModule>(reducer: SearchReducer(search: { try await search.call($0) }))
        let (states, continuation) = AsyncStream<SearchModule.State>.makeStream()
        store.observeState { continuation.yield($0) }

        store.send(.didEditQuery("10001"))
        store.send(.didTapSearch)
        #expect(store.isEffectRunning(id: SearchReducer.CancelID.search))
        await search.resume("10001", returning: ["New York"])

        for await state in states where state.results == ["New York"] {
            #expect(state.isSearching == false)
            break
        }
        #expect(await search.calls == ["10001"])
    }

    @Test func newSearchCancelsTheOneInFlight() async {
        let gates = ["a": Gate<[String]>(), "b": Gate<[String]>()]
        let done = Completions()
        let store = gatedStore(gates: gates, done: done)
        let (states, continuation) = AsyncStream<SearchModule.State>.makeStream()
        store.observeState { continuation.yield($0) }

        store.send(.didEditQuery("a"))
        store.send(.didTapSearch)
        store.send(.didEditQuery("b"))
        store.send(.didTapSearch)
        #expect(store.runningEffectCount == 1)

        // The first search ignores its cancellation and answers anyway: the store must drop that answer.
        await gates["a"]!.open(with: ["stale"])
        #expect(await done.next() == "a")
        #expect(store.state.results == [])
        #expect(store.state.isSearching)

        await gates["b"]!.open(with: ["fresh"])
        #expect(await done.next() == "b")
        // The search has returned; its answer reaches the store on a later main-actor turn. The first results the
        // store shows must be the fresh ones.
        for await state in states where !state.results.isEmpty {
            #expect(state.results == ["fresh"])
            break
        }
        #expect(store.state.results == ["fresh"])
    }

    @Test func cancelEffectByIDDropsItsResult() async {
        let gates = ["a": Gate<[String]>()]
        let done = Completions()
        let store = gatedStore(gates: gates, done: done)
        store.send(.didEditQuery("a"))
        store.send(.didTapSearch)

        store.cancelEffect(id: SearchReducer.CancelID.search)
        #expect(store.runningEffectCount == 0)
        await gates["a"]!.open(with: ["late"])
        #expect(await done.next() == "a")

        #expect(store.state.results == [])
    }

    @Test func dismantleCancelsEveryEffectAndRefusesNewOnes() async {
        let search = ParkedCalls<String, [String]>()
        let done = Completions()
        let store = LassoStore<SearchModule>(
            reducer: SearchReducer(search: { query in
                defer { done.record(query) }
                return try await search.call(query)
            }))
        store.send(.didEditQuery("a"))
        store.send(.didTapSearch)

        store.dismantle()
        #expect(store.runningEffectCount == 0)
        store.send(.didTapSearch)
        #expect(store.runningEffectCount == 0)

        // The parked call sees the cancellation, as a real request would, and nothing reaches the state.
        #expect(await done.next() == "a")
        #expect(await search.cancelled == ["a"])
        #expect(await search.calls == ["a"])
        #expect(store.state.isSearching)
        #expect(store.state.results == [])
    }
}
