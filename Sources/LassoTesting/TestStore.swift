import CustomDump
import Lasso

/// Whether a `TestStore` insists that everything a test causes is asserted.
public enum Exhaustivity: Sendable {
    /// Every state change, received action, output and running effect must be asserted (the default).
    case on
    /// Only what the test asserts is checked; state closures then describe just the fields they set.
    case off
}

/// Drives a module's reducer the way `LassoStore` does, with the same effect runtime, but makes the test account for
/// everything that happens: each `send`/`receive` must describe the exact state change, outputs must be asserted,
/// and `finish()` fails on anything left over. Modelled on TCA's exhaustive `TestStore`.
///
/// Its effects run on `SerialTestExecutor`, one job at a time on the main queue, so they advance in a fixed order and
/// a test steps them with its dependencies and its test clock, never with real time. A suite whose tests also await
/// nonisolated work between steps (a test clock's `advance`) runs them in `withSerialEffects` (the `.serialEffects`
/// trait), so that work takes the same turns.
@MainActor
public final class TestStore<Module: ScreenModule> {
    public typealias State = Module.State
    public typealias Action = Module.Action
    public typealias Output = Module.Output

    struct Received {
        let action: Action
        let before: State
        let after: State
    }

    /// The store's current state, including changes from received actions not yet asserted.
    public private(set) var state: State
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for effects before failing. Generous: a passing test never waits it out.
    public var timeout: Duration = .seconds(5)

    let reducer: (inout State, Action) -> Effect<Action, Output>
    let effects = EffectRunner<Action, Output>()
    let waiter = ConditionWaiter()
    var received: [Received] = []
    var pendingOutputs: [Output] = []
    var isFinished = false
    /// Mirrors `effects.runningCount` in a stored property, which `deinit` may read.
    private var runningEffectsCount = 0
    private let location: CallSite

    public init(
        initialState: State = Module.defaultInitialState,
        reducer: some LassoReducer<Module>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.state = initialState
        self.reducer = reducer.reduce(into:action:)
        self.location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        effects.didChange = { [weak self] in
            guard let self else { return }
            runningEffectsCount = effects.runningCount
            waiter.signal()
        }
    }

    /// Cancels the effect running under `id`, as the screen's end would: how a test stops a screen's long-lived
    /// work (a clock) before `finish()`, which still fails on anything else left running.
    public func cancelEffect(id: some Hashable & Sendable) {
        effects.cancel(id: id)
    }

    /// Outputs dispatched and not yet asserted, oldest first.
    public var outputs: [Output] { pendingOutputs }

    /// Actions delivered by effects and not yet received, oldest first.
    public var receivedActions: [Action] { received.map(\.action) }

    public var runningEffectCount: Int { effects.runningCount }

    /// Sends `action` and asserts the state change: `assert` turns the state before into the state expected after.
    /// Omit it only when the action must not change state.
    public func send(
        _ action: Action,
        assert updateExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let at = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .on {
            failOnLeftovers(context: "before sending \(describe(action))", at: at)
        }
        let before = state
        let after = apply(action)
        assertChange(of: action, before: before, after: after, updateExpected, at: at)
    }

    /// Runs the reducer and the effect runtime, as `LassoStore.send` does.
    @discardableResult
    func apply(_ action: Action) -> State {
        let effect = reducer(&state, action)
        EffectExecution.$taskExecutor.withValue(SerialTestExecutor.shared) {
            effects.perform(
                effect,
                send: { [weak self] in self?.deliver($0) },
                output: { pendingOutputs.append($0) }
            )
        }
        return state
    }

    private func deliver(_ action: Action) {
        let before = state
        let after = apply(action)
        received.append(Received(action: action, before: before, after: after))
        waiter.signal()
    }

    func assertChange(
        of action: Action,
        before: State,
        after: State,
        _ updateExpected: ((inout State) -> Void)?,
        at location: CallSite
    ) {
        var expected: State
        switch (exhaustivity, updateExpected) {
        case (.off, nil):
            return
        case (.off, let update?):
            // Non-exhaustive: start from the actual state so only the fields the closure sets are checked.
            expected = after
            update(&expected)
        case (.on, nil):
            expected = before
        case (.on, let update?):
            expected = before
            update(&expected)
            if expected == before, after == before {
                report(
                    """
                    Expected state to change after \(describe(action)), but no change occurred. \
                    Omit the trailing closure when no change is expected.
                    """, at: location)
                return
            }
        }
        guard expected != after else { return }
        let difference = diff(expected, after, format: .proportional) ?? "(no printable difference)"
        report(
            """
            State after \(describe(action)) does not match the expectation: …

            \(indent(difference))

            (Expected: −, Actual: +)
            """, at: location)
    }

    func describe<Value>(_ value: Value) -> String {
        String(customDumping: value)
    }

    func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    func report(_ message: String, at site: CallSite) {
        site.report(message)
    }

    /// A test that forgets `finish()` still fails on leftovers. Nonisolated on purpose: an isolated deinit runs
    /// without the test's task-locals, so the issue would not reach the test.
    deinit {
        guard !isFinished, exhaustivity == .on else { return }
        Self.reportLeftovers(
            received: received.map(\.action), outputs: pendingOutputs, runningEffects: [],
            runningCount: runningEffectsCount,
            context: "when the test store was released without `await store.finish()`", at: location)
    }
}
