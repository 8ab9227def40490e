/// Work a reducer asks the runtime to do, described as a value so reducers stay pure and tests can inspect,
/// run or cancel it. Async work reports back only through `Send`, as actions.
public struct Effect<Action: Sendable, Output: Sendable>: Sendable {
    enum Operation: Sendable {
        case none
        case output(Output)
        case run(id: EffectID?, operation: @Sendable (Send<Action>) async -> Void)
        case immediate(@Sendable () -> Void)
        case cancel(id: EffectID)
        case merge([Effect])
    }

    let operation: Operation

    /// Nothing to do.
    public static var none: Effect { Effect(operation: .none) }

    /// Work done as the effect is performed, before the next action and before the program can exit: a small local
    /// write the user asked for (a setting chosen with a key), which a quit right after must not lose. It still
    /// leaves the reducer pure: the reducer only describes it. Never for the network or anything slow.
    public static func immediate(_ work: @escaping @Sendable () -> Void) -> Effect {
        Effect(operation: .immediate(work))
    }

    /// Whether this effect does nothing: a reducer can tell whether a helper it called asked for any work.
    public var isNone: Bool {
        if case .none = operation { return true }
        if case .merge(let effects) = operation { return effects.allSatisfy(\.isNone) }
        return false
    }

    /// Tells the store's output observers (usually a Flow) that something happened.
    public static func output(_ output: Output) -> Effect {
        Effect(operation: .output(output))
    }

    /// Async work that lives until it returns, its screen is dismantled, or it is cancelled.
    public static func run(operation: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
        Effect(operation: .run(id: nil, operation: operation))
    }

    /// Async work under `id`: starting it cancels any work already running under the same id,
    /// so a new search replaces the one in flight.
    public static func run(
        id: some Hashable & Sendable,
        operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Effect {
        Effect(operation: .run(id: EffectID(id), operation: operation))
    }

    /// Cancels the work running under `id`; actions it sends afterwards are dropped.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(operation: .cancel(id: EffectID(id)))
    }

    /// Several effects, performed in order.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Several effects, performed in order.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(operation: .merge(effects))
    }
}

/// A type-erased effect identifier. `AnyHashable` is not `Sendable`, but every value stored here came in as
/// `Hashable & Sendable`, so sharing it across tasks is safe.
public struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
    private let base: AnyHashable

    public init(_ id: some Hashable & Sendable) {
        base = AnyHashable(id)
    }

    public var description: String { String(describing: base.base) }
}
