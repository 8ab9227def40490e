import Lasso
import LassoTesting
import Testing

/// Search → Counter (as a detail screen) → back with a result: navigation driven only by outputs.
@MainActor
final class SearchFlow: Flow<SearchFlow.Output, any TestScreen> {
    enum Output: Equatable {
        case didPick(String, count: Int)
    }

    let search: @Sendable (String) async throws -> [String]

    init(search: @escaping @Sendable (String) async throws -> [String]) {
        self.search = search
    }

    override func createInitialScreen() -> any TestScreen {
        SearchModule.createScreen(reducer: SearchReducer(search: search)) { $0.asViewStore() }
            .observeOutput { [self] output in
                switch output {
                case .showDetail(let name): showCounter(for: name)
                }
            }
    }

    private func showCounter(for name: String) {
        let screen = CounterModule.createScreen(reducer: CounterModule.reducer) { $0.asViewStore() }
            .observeOutput { [self] output in
                switch output {
                case .didFinish(let count):
                    stack?.pop()
                    dispatchOutput(.didPick(name, count: count))
                }
            }
        stack?.push(screen)
    }
}

@MainActor
struct FlowTests {
    @Test func flowPushesAndPopsOnOutputs() throws {
        let stack = NavigationStack<any TestScreen>()
        let flow = SearchFlow(search: { _ in [] })
        var picked: [SearchFlow.Output] = []
        flow.observeOutput { picked.append($0) }.start(on: stack)
        assertStack(stack, [SearchModule.self])

        stack.topStore(SearchModule.self)?.send(.didSelect("Boston"))
        assertStack(stack, [SearchModule.self, CounterModule.self])

        let counter = try #require(stack.topStore(CounterModule.self))
        counter.send(.didTapIncrement)
        counter.send(.didTapDone)
        assertStack(stack, [SearchModule.self])
        #expect(picked == [.didPick("Boston", count: 1)])
    }

    @Test func theRootPlacementReplacesEverything() {
        let old = Probe("old")
        let stack = NavigationStack<any TestScreen>(screens: [Probe("root"), old])

        SearchFlow(search: { _ in [] }).start(on: stack, placement: .root)
        assertStack(stack, [SearchModule.self])
        #expect(old.dismantleCount == 1)
    }

    @Test func screensOutputsStillReachTheFlowWhenOnlyTheStackHoldsIt() {
        let stack = NavigationStack<any TestScreen>()
        SearchFlow(search: { _ in [] }).start(on: stack)

        stack.topStore(SearchModule.self)?.dispatchOutput(.showDetail("Austin"))

        assertStack(stack, [SearchModule.self, CounterModule.self])
    }
}
