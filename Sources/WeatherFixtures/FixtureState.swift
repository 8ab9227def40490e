/// What the running server shares between requests: the fault mode and request counters.
actor FixtureState {
    private(set) var fault: FixtureFault
    private(set) var forecastRequests = 0
    private(set) var totalRequests = 0

    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(fault: FixtureFault) { self.fault = fault }

    /// Returns once at least `count` forecast requests have arrived (tests use it instead of sleeping).
    func waitForForecastRequests(_ count: Int) async {
        guard forecastRequests < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    func set(_ fault: FixtureFault) { self.fault = fault }

    /// Counts a forecast request and returns the fault to apply to it.
    func beginForecast() -> FixtureFault {
        forecastRequests += 1
        totalRequests += 1
        let ready = waiters.filter { $0.count <= forecastRequests }
        waiters.removeAll { $0.count <= forecastRequests }
        ready.forEach { $0.continuation.resume() }
        return fault
    }

    func countOther() { totalRequests += 1 }

    func reset() {
        fault = .none
        forecastRequests = 0
        totalRequests = 0
    }
}
