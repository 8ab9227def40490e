import Lasso
import LassoTesting
import Testing

/// Proof that the test store fails when it should: each case records exactly the issue it must.
@MainActor
@Suite(.serialEffects)
struct TestStoreFailureTests {
    @Test func unassertedStateChangeFails() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        withKnownIssue {
            store.send(.didTapIncrement)
        } matching: { issue in
            "\(issue)".contains("does not match the expectation") && "\(issue)".contains("count: 1")
        }
        await store.finish()
    }

    @Test func wrongExpectationFailsWithADiff() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        withKnownIssue {
            store.send(.didTapIncrement) { $0.count = 2 }
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("−   count: 2") && text.contains("+   count: 1")
        }
        await store.finish()
    }

    @Test func closureThatChangesNothingFails() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        withKnownIssue {
            store.send(.didTapReset) { $0.count = 0 }
        } matching: {
            "\($0)".contains("Expected state to change")
        }
        await store.finish()
    }

    @Test func unassertedOutputFailsAtFinish() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        store.send(.didTapDone)
        await withKnownIssue {
            await store.finish()
        } matching: {
            "\($0)".contains("output(s) not asserted") && "\($0)".contains("didFinish(count: 0)")
        }
    }

    @Test func unassertedOutputFailsAtNextSend() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        store.send(.didTapDone)
        withKnownIssue {
            store.send(.didTapDone)
        } matching: {
            "\($0)".contains("not asserted before sending")
        }
        store.assertOutputs([.didFinish(count: 0)])
        await store.finish()
    }

    @Test func wrongOutputFails() async {
        let store = TestStore<CounterModule>(reducer: CounterModule.reducer)
        store.send(.didTapDone)
        withKnownIssue {
            store.assertOutputs([.didFinish(count: 5)])
        } matching: {
            "\($0)".contains("Outputs do not match")
        }
        withKnownIssue {
            store.receiveOutput(.didFinish(count: 0))
        } matching: {
            "\($0)".contains("no output was dispatched")
        }
        await store.finish()
    }

    @Test func effectStillRunningAtFinishFails() async {
        let search = ParkedCalls<String, [String]>()
        let store = TestStore<SearchModule>(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { try await search.call($0) }))
        store.send(.didTapSearch) { $0.isSearching = true }

        // The call stays parked, so waiting out the (shortened) deadline is the expected path here.
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(50))
        } matching: {
            "\($0)".contains("1 effect(s) still running at the end of the test (ids: search)")
        }
        // finish() cancels what it reported, so the parked dependency is released rather than leaked.
        await search.waitForCancellations(1)
        #expect(await search.cancelled == ["a"])
    }

    @Test func unreceivedActionFailsAtFinish() async {
        let store = TestStore<SearchModule>(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { _ in ["r"] }))
        store.send(.didTapSearch) { $0.isSearching = true }
        await withKnownIssue {
            await store.finish()
        } matching: {
            "\($0)".contains("received action(s) not asserted at the end of the test")
        }
    }

    @Test func wrongReceivedActionFails() async {
        let store = TestStore<SearchModule>(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { _ in ["r"] }))
        store.send(.didTapSearch) { $0.isSearching = true }
        await withKnownIssue {
            await store.receive(.didLoad(["other"]))
        } matching: {
            "\($0)".contains("Received an unexpected action")
        }
        await store.finish()
    }

    @Test func receiveWithNothingComingFails() async {
        let search = ParkedCalls<String, [String]>()
        let store = TestStore<SearchModule>(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { try await search.call($0) }))
        store.send(.didTapSearch) { $0.isSearching = true }
        await withKnownIssue {
            await store.receive(.didLoad(["r"]), timeout: .milliseconds(50))
        } matching: {
            "\($0)".contains("no action arrived") && "\($0)".contains("1 effect(s) still running")
        }
        store.send(.didTapCancel) { $0.isSearching = false }
        await store.finish()
    }

    @Test func releasingWithoutFinishFails() {
        var store: TestStore<CounterModule>? = TestStore<CounterModule>(reducer: CounterModule.reducer)
        store?.send(.didTapDone)
        withKnownIssue {
            store = nil
        } matching: {
            "\($0)".contains("released without `await store.finish()`")
        }
        #expect(store == nil)
    }

    @Test func stackMismatchFails() {
        let stack = NavigationStack<any Dismantlable>()
        stack.push(CounterModule.createScreen(reducer: CounterModule.reducer) { _ in () })
        withKnownIssue {
            assertStack(stack, [SearchModule.self])
        } matching: {
            "\($0)".contains("−   [0]: \"SearchModule\"")
        }
        withKnownIssue {
            _ = stack.topStore(SearchModule.self)
        } matching: {
            "\($0)".contains("Expected a SearchModule screen on top")
        }
    }
}
