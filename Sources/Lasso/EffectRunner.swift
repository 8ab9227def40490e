/// Runs the async work `Effect`s describe and owns its tasks, so a store (or a test store) can cancel it by id
/// or all at once. Shared by `LassoStore` and LassoTesting's `TestStore` so tests exercise the same semantics.
@MainActor
public final class EffectRunner<Action: Sendable, Output: Sendable> {
    private struct Running {
        let id: EffectID?
        let task: Task<Void, Never>
    }

    /// Keyed by a per-run token rather than by id: a finishing task must never remove its own replacement.
    private var running: [Int: Running] = [:]
    private var nextToken = 0
    private var isStopped = false

    /// Called whenever work starts, finishes or is cancelled; test stores use it to wake whoever awaits that.
    public var didChange: (@MainActor () -> Void)?

    public init() {}

    /// An owner released without `stop()` must not leave work running for nobody.
    deinit {
        for effect in running.values {
            effect.task.cancel()
        }
    }

    /// How many effects are still running (cancelled ones no longer count).
    public var runningCount: Int { running.count }

    /// Ids of the running effects that have one, for failure messages.
    public var runningIDs: [EffectID] { running.values.compactMap(\.id) }

    public func isRunning(id: some Hashable & Sendable) -> Bool {
        let id = EffectID(id)
        return running.values.contains { $0.id == id }
    }

    /// Performs `effect`: outputs go to `output` at once, in order; async work starts as tasks whose actions reach
    /// `send` on the main actor while the work is still current.
    public func perform(
        _ effect: Effect<Action, Output>,
        send: @escaping @MainActor @Sendable (Action) -> Void,
        output: (Output) -> Void
    ) {
        switch effect.operation {
        case .none:
            break
        case .output(let value):
            output(value)
        case .cancel(let id):
            cancel(effectID: id)
        case .merge(let effects):
            for effect in effects {
                perform(effect, send: send, output: output)
            }
        case .run(let id, let operation):
            start(id: id, operation: operation, send: send)
        case .immediate(let work):
            work()
        }
    }

    /// Cancels the work running under `id`, if any.
    public func cancel(id: some Hashable & Sendable) {
        cancel(effectID: EffectID(id))
    }

    /// Cancels everything running; later work may still start.
    public func cancelAll() {
        let all = running
        running = [:]
        for effect in all.values {
            effect.task.cancel()
        }
        if !all.isEmpty { didChange?() }
    }

    /// Cancels everything and refuses new async work: the owner has left the screen stack for good.
    public func stop() {
        isStopped = true
        cancelAll()
    }

    private func start(
        id: EffectID?,
        operation: @escaping @Sendable (Send<Action>) async -> Void,
        send: @escaping @MainActor @Sendable (Action) -> Void
    ) {
        guard !isStopped else { return }
        if let id { cancel(effectID: id) }
        let token = nextToken
        nextToken += 1
        let deliver = Send<Action> { [weak self] action in
            guard let self, self.running[token] != nil else { return }
            send(action)
        }
        // The task runs on the main actor; `operation` itself is nonisolated, so the work runs off the main actor, on
        // the executor `EffectExecution` names (a test's serial one) or else the global one.
        let finished: @MainActor @Sendable () -> Void = { [weak self] in self?.finish(token: token) }
        let task = Task(executorPreference: EffectExecution.taskExecutor) {
            await operation(deliver)
            await finished()
        }
        running[token] = Running(id: id, task: task)
        didChange?()
    }

    private func cancel(effectID: EffectID) {
        let tokens = running.filter { $0.value.id == effectID }.map(\.key)
        for token in tokens {
            running.removeValue(forKey: token)?.task.cancel()
        }
        if !tokens.isEmpty { didChange?() }
    }

    private func finish(token: Int) {
        guard running.removeValue(forKey: token) != nil else { return }
        didChange?()
    }
}
