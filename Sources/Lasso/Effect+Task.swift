extension Effect {
    /// Runs `operation` under `id` and sends the action `then` makes of its result: the usual shape of a load,
    ///
    ///     .task(id: CancelID.load) { () async throws(WeatherError) in
    ///         try await forecasts.load(place)
    ///     } then: { .didLoad($0) }
    ///
    /// Cancellation sends nothing: not when the effect is cancelled (or replaced under its id, or its screen
    /// dismantled), and not when `operation` throws `CancellationError`. A cancellation that a client reports
    /// with its own error, `then` turns into no action by returning nil. Starting a task cancels any work already
    /// running under the same id, as `run(id:operation:)` does.
    ///
    /// Spell out the closure's thrown type (`() async throws(WeatherError) in`): Swift infers `any Error` for a
    /// closure's throws from its body, so `then` would otherwise receive an untyped error.
    public static func task<Success: Sendable, Failure: Error>(
        id: some Hashable & Sendable,
        operation: @escaping @Sendable () async throws(Failure) -> Success,
        then transform: @escaping @Sendable (Result<Success, Failure>) -> Action?
    ) -> Effect {
        .run(id: id) { send in
            await send.result(of: operation, then: transform)
        }
    }
}

extension Send {
    /// Runs `operation` and sends the action `transform` makes of its result, with `Effect.task`'s rules (nothing
    /// once the work is cancelled or when `operation` throws `CancellationError`; nothing when `transform` returns
    /// nil): for an effect that reports something before its result, inside `Effect.run`.
    public func result<Success: Sendable, Failure: Error>(
        of operation: () async throws(Failure) -> Success,
        then transform: (Result<Success, Failure>) -> Action?
    ) async {
        let result: Result<Success, Failure>
        do throws(Failure) {
            result = .success(try await operation())
        } catch {
            if error is CancellationError { return }
            result = .failure(error)
        }
        guard !Task.isCancelled, let action = transform(result) else { return }
        await self(action)
    }
}
