import Clocks
import Lasso

/// A module for the effect vocabulary: a timer, a delay and two loads (one with untyped errors that a parked call
/// answers, one with typed errors), all on a test clock.
enum TimedModule: ScreenModule {
    struct State: Equatable, Sendable {
        var ticks: [Duration] = []
        var fired = 0
        var loaded: String?
        var failure: String?
    }

    enum Action: Equatable, Sendable {
        case didStartTimer
        case didStopTimer
        /// How long after the store's start the tick came.
        case didTick(Duration)
        case didStartDelay
        case didCancelDelay
        case didFire
        case didTapLoad
        case didTapCancelLoad
        case didTapCheck
        case didLoad(String)
        case didFail(String)
        case didCheck(Result<String, CheckError>)
    }

    enum Output: Equatable, Sendable {}

    static let defaultInitialState = State()
}

enum CheckError: Error, Equatable {
    case offline
    /// The client's own word for a cancelled request: the reducer maps it to no action.
    case gone
}

struct TimedReducer: LassoReducer {
    typealias Module = TimedModule
    enum CancelID: Hashable, Sendable { case timer, delay, load, check }

    static let interval: Duration = .seconds(1)
    static let delay: Duration = .seconds(5)

    let clock: TestClock<Duration>
    let start: TestClock<Duration>.Instant
    let load: @Sendable () async throws -> String
    let check: @Sendable () async throws(CheckError) -> String

    init(
        clock: TestClock<Duration>,
        load: @escaping @Sendable () async throws -> String = { "" },
        check: @escaping @Sendable () async throws(CheckError) -> String = { "" }
    ) {
        self.clock = clock
        self.start = clock.now
        self.load = load
        self.check = check
    }

    func reduce(into state: inout TimedModule.State, action: TimedModule.Action) -> TimedModule.ModuleEffect {
        switch action {
        case .didStartTimer:
            let (clock, start) = (clock, start)
            return .timer(id: CancelID.timer, every: Self.interval, clock: clock) {
                .didTick(start.duration(to: clock.now))
            }
        case .didStopTimer:
            return .cancel(id: CancelID.timer)
        case .didTick(let elapsed):
            state.ticks.append(elapsed)
            return .none
        case .didStartDelay:
            return .delayed(id: CancelID.delay, by: Self.delay, clock: clock) { .didFire }
        case .didCancelDelay:
            return .cancel(id: CancelID.delay)
        case .didFire:
            state.fired += 1
            return .none
        case .didTapLoad:
            let load = load
            return .task(id: CancelID.load) {
                try await load()
            } then: { result in
                switch result {
                case .success(let text): .didLoad(text)
                case .failure(let error): .didFail("\(error)")
                }
            }
        case .didTapCancelLoad:
            return .cancel(id: CancelID.load)
        case .didTapCheck:
            let check = check
            return .task(id: CancelID.check) { () async throws(CheckError) in
                try await check()
            } then: { result in
                result == .failure(.gone) ? nil : .didCheck(result)
            }
        case .didLoad(let text):
            state.loaded = text
            return .none
        case .didFail(let message):
            state.failure = message
            return .none
        case .didCheck(let result):
            switch result {
            case .success(let text): state.loaded = text
            case .failure(let error): state.failure = "\(error)"
            }
            return .none
        }
    }
}
