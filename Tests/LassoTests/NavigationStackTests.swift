import Lasso
import LassoTesting
import Testing

@MainActor
struct NavigationStackTests {
    private func titles(_ stack: NavigationStack<any TestScreen>) -> [String] {
        stack.screens.map(\.title)
    }

    @Test func pushAndPopButNeverTheRoot() {
        let (root, detail) = (Probe("root"), Probe("detail"))
        let stack = NavigationStack<any TestScreen>()
        #expect(stack.top == nil)
        #expect(stack.pop() == false)

        stack.push(root)
        stack.push(detail)
        #expect(titles(stack) == ["root", "detail"])
        #expect(stack.top?.title == "detail")

        #expect(stack.pop())
        #expect(detail.dismantleCount == 1)
        #expect(stack.pop() == false)
        #expect(titles(stack) == ["root"])
        #expect(root.dismantleCount == 0)
    }

    @Test func popToRootDismantlesEverythingAbove() {
        let probes = ["root", "a", "b", "c"].map(Probe.init)
        let stack = NavigationStack<any TestScreen>(screens: probes)

        stack.popToRoot()

        #expect(titles(stack) == ["root"])
        #expect(probes.map(\.dismantleCount) == [0, 1, 1, 1])
        #expect(stack.root === probes[0])
    }

    @Test func replaceAllKeepsWhatStaysOnTheStack() {
        let (root, old) = (Probe("root"), Probe("old"))
        let stack = NavigationStack<any TestScreen>(screens: [root, old])

        let fresh = Probe("fresh")
        stack.replaceAll(with: [root, fresh])
        #expect(titles(stack) == ["root", "fresh"])
        #expect(root.dismantleCount == 0)  // kept: still on the stack
        #expect(old.dismantleCount == 1)
    }

    @Test func theNewTopIsToldItAppearedOncePerArrival() {
        var appeared: [String] = []
        let stack = NavigationStack<any TestScreen>(appear: { appeared.append($0.title) })
        let (root, a) = (Probe("root"), Probe("a"))

        stack.push(root)
        stack.push(a)
        stack.pop()  // root is uncovered: it appears again
        stack.pop()  // refused at the root: no change, nobody told
        stack.replaceAll(with: [root])  // the same root stays on top: not told twice
        stack.push(Probe("b"))

        #expect(appeared == ["root", "a", "root", "b"])
    }

    @Test func theCoveredTopIsToldItDisappearedOncePerCovering() {
        var events: [String] = []
        let stack = NavigationStack<any TestScreen>(
            appear: { events.append("appear \($0.title)") }, disappear: { events.append("disappear \($0.title)") })
        let (root, a, b) = (Probe("root"), Probe("a"), Probe("b"))

        stack.push(root)
        stack.push(a)  // root covered
        stack.push(b)  // a covered
        stack.pop()  // b leaves the stack: dismantled, not told it disappeared
        stack.popToRoot()  // a leaves too
        stack.replaceAll(with: [root, b])  // root stays on the stack under b: covered
        stack.replaceAll(with: [Probe("new root")])  // the top leaves the stack: nobody is told it disappeared

        #expect(
            events == [
                "appear root", "disappear root", "appear a", "disappear a", "appear b", "appear a", "appear root",
                "disappear root", "appear b", "appear new root",
            ])
    }

    @Test func aScreenSendsItsModulesDisappearAction() {
        let home = DisappearingModule.createScreen(reducer: DisappearingModule.reducer) { _ in () }
        let stack = NavigationStack<any TestScreen>()
        stack.push(home)
        stack.push(Probe("detail"))
        stack.pop()
        #expect(home.store.state == ["appeared", "disappeared", "appeared"])
        // A module without one is sent nothing.
        #expect(CounterModule.disappearAction == nil)
    }

    @Test func aScreenBuildsItsAppearActionOnEachAppearance() {
        var appearances = 0
        let home = SeeingModule.createScreen(
            reducer: SeeingModule.reducer,
            appearAction: {
                appearances += 1
                return .didAppear(seen: appearances)
            }, view: { _ in () })
        let stack = NavigationStack<any TestScreen>()
        stack.push(home)
        stack.push(Probe("detail"))
        stack.pop()
        #expect(home.store.state == [1, 2])
    }

    @Test func elementsThatAreNotDismantlableAreSimplyRemoved() {
        let stack = NavigationStack<any TestScreen>(screens: [Probe("root"), PlainElement()])
        #expect(stack.pop())
        #expect(titles(stack) == ["root"])
    }

    @Test func customDismantleHookSeesEveryRemovedElement() {
        var removed: [String] = []
        let stack = NavigationStack<String>(screens: ["root", "a", "b"], dismantle: { removed.append($0) })

        stack.pop()
        stack.push("c")
        stack.replaceAll(with: ["new root"])

        #expect(removed == ["b", "c", "a", "root"])
        #expect(stack.screens == ["new root"])
    }

    @Test func observersHearEveryChange() {
        let stack = NavigationStack<any TestScreen>()
        var changes = 0
        stack.observeChanges { changes += 1 }

        stack.push(Probe("root"))
        stack.push(Probe("a"))
        stack.pop()
        stack.pop()  // refused at the root: no change
        stack.popToRoot()  // nothing above the root: no change
        stack.replaceAll(with: [Probe("b")])

        #expect(changes == 4)
    }

    @Test func poppedScreenStopsItsEffects() async {
        let search = ParkedCalls<String, [String]>()
        let home = CounterModule.createScreen(reducer: CounterModule.reducer) { _ in () }
        let detail = SearchModule.createScreen(
            initialState: .init(query: "a"), reducer: SearchReducer(search: { try await search.call($0) })
        ) { _ in () }
        let stack = NavigationStack<any TestScreen>(screens: [home, detail])
        detail.store.send(.didTapSearch)
        #expect(detail.store.runningEffectCount == 1)

        stack.pop()

        #expect(detail.store.runningEffectCount == 0)
        assertStack(stack, [CounterModule.self])
    }
}

/// A module whose appear action carries a value built when the screen appears, recorded in its state.
enum SeeingModule: ScreenModule {
    typealias State = [Int]
    enum Action: Sendable { case didAppear(seen: Int) }
    typealias Output = Never

    static let defaultInitialState: State = []

    static let reducer = Reduce<SeeingModule> { state, action in
        switch action {
        case .didAppear(let seen): state.append(seen)
        }
        return .none
    }
}

/// A module that records its appear and disappear actions in its state.
enum DisappearingModule: ScreenModule {
    typealias State = [String]
    enum Action: Sendable { case didAppear, didDisappear }
    typealias Output = Never

    static let defaultInitialState: State = []
    static let appearAction: Action? = .didAppear
    static let disappearAction: Action? = .didDisappear

    static let reducer = Reduce<DisappearingModule> { state, action in
        state.append(action == .didAppear ? "appeared" : "disappeared")
        return .none
    }
}
