extension Effect {
    /// Sends the action `action` makes, every `interval` on `clock`, until the effect is cancelled (or its screen
    /// dismantled). Each tick waits a full `interval` after the previous one was sent, so a slow main actor delays
    /// the ticks rather than bunching them. `action` runs at each tick, off the main actor, so it can read the time:
    /// `.timer(id: CancelID.clock, every: .seconds(30), clock: clock) { .didTick(now()) }`.
    public static func timer<C: Clock<Duration>>(
        id: some Hashable & Sendable,
        every interval: Duration,
        clock: C,
        action: @escaping @Sendable () -> Action
    ) -> Effect {
        .run(id: id) { send in
            while (try? await clock.sleep(for: interval)) != nil {
                await send(action())
            }
        }
    }

    /// Sends the action `action` makes once, `delay` on `clock` from now, unless the effect is cancelled first.
    /// Starting it again under the same id starts the wait over (a settle delay that each move restarts).
    public static func delayed<C: Clock<Duration>>(
        id: some Hashable & Sendable,
        by delay: Duration,
        clock: C,
        action: @escaping @Sendable () -> Action
    ) -> Effect {
        .run(id: id) { send in
            guard (try? await clock.sleep(for: delay)) != nil else { return }
            await send(action())
        }
    }
}
