import Lasso
import LassoTesting
import Testing

@MainActor
@Suite(.serialEffects)
struct StoreTests {
    @Test func sendAppliesReducerAndNotifiesObserversOnlyOnChange() {
        let store = LassoStore<CounterModule>(reducer: CounterModule.reducer)
        var seen: [Int] = []
        store.observeState { seen.append($0.count) }

        store.send(.didTapIncrement)
        store.send(.didTapIncrement)
        store.send(.didTapDone)  // output only: state untouched
        store.send(.didTapDecrement)

        #expect(store.state.count == 1)
        #expect(seen == [1, 2, 1])
    }

    @Test func resettingAnAlreadyZeroCountDoesNotNotify() {
        let store = LassoStore<CounterModule>(reducer: CounterModule.reducer)
        var notifications = 0
        store.observeState { _ in notifications += 1 }

        store.send(.didTapReset)

        #expect(notifications == 0)
    }

    @Test func outputsReachEveryObserverInOrder() {
        let screen = CounterModule.createScreen(reducer: CounterModule.reducer) { $0.asViewStore() }
        var first: [CounterModule.Output] = []
        var second: [CounterModule.Output] = []
        screen.observeOutput { first.append($0) }.observeOutput { second.append($0) }

        screen.view.send(.didTapIncrement)
        screen.view.send(.didTapDone)
        screen.store.dispatchOutput(.didFinish(count: 9))

        #expect(first == [.didFinish(count: 1), .didFinish(count: 9)])
        #expect(second == first)
    }

    @Test func createScreenUsesTheGivenInitialState() {
        let screen = CounterModule.createScreen(
            initialState: .init(count: 3), reducer: CounterModule.reducer
        ) { store in store.asViewStore() }

        #expect(screen.view.state.count == 3)
        #expect(ObjectIdentifier(screen.moduleType) == ObjectIdentifier(CounterModule.self))
    }

    @Test func viewStoreMapsStateAndActions() {
        enum ViewAction { case plus, minus }
        let store = LassoStore<CounterModule>(reducer: CounterModule.reducer)
        let viewStore = store.asViewStore(
            stateMap: { "\($0.title): \($0.count)" },
            actionMap: { (action: ViewAction) -> CounterModule.Action in
                action == .plus ? .didTapIncrement : .didTapDecrement
            })

        #expect(viewStore.state == "Counter: 0")
        viewStore.send(.plus)
        viewStore.send(.plus)
        viewStore.send(.minus)

        #expect(store.state.count == 1)
        #expect(viewStore.state == "Counter: 1")  // read fresh, never a stale copy
    }

    @Test func standaloneViewStoreForRenderTests() {
        var sent: [String] = []
        let viewStore = ViewStore<Int, String>(state: { 42 }, send: { sent.append($0) })

        viewStore.send("tap")

        #expect(viewStore.state == 42)
        #expect(sent == ["tap"])
    }
}
