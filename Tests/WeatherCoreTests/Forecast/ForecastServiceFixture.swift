import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// A forecast whose temperature says which request made it (1st, 2nd, …), with as many days as were asked.
func serviceSample(_ request: Int, _ units: UnitSystem, days: ForecastDays = .seven) -> Forecast {
    let start = LocalDate(year: 2027, month: 1, day: 15)
    return Forecast(
        timezone: "America/New_York", units: units,
        current: Forecast.Current(temperature: Double(60 + request), weatherCode: 3),
        daily: (0..<days.count).map { Forecast.Day(date: start.adding(days: $0), high: 50) })
}

/// A clock the test moves by hand; the cache and the service share it.
final class ServiceTestClock: Sendable {
    private let current = Mutex(fixedMoment())
    var now: Date { current.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// A WeatherClient double that counts requests and can be told to fail or to block until cancelled.
final class ScriptedWeatherClient: Sendable {
    private enum Mode {
        case answer
        case fail(WeatherError)
        case block
    }
    private struct State {
        var mode = Mode.answer
        var requests = 0
        var requestedDays: [ForecastDays] = []
        var blocked: CheckedContinuation<Void, Never>?
        var blockedWaiter: CheckedContinuation<Void, Never>?
        var didBlock = false
    }
    private let state = Mutex(State())

    var requests: Int { state.withLock { $0.requests } }
    /// The `days` of each request, in order.
    var requestedDays: [ForecastDays] { state.withLock { $0.requestedDays } }
    func fail(with error: WeatherError) { state.withLock { $0.mode = .fail(error) } }
    func blockUntilCancelled() { state.withLock { $0.mode = .block } }

    /// Returns once a request is blocked in `blockUntilCancelled` mode.
    func waitUntilBlocked() async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if state.didBlock { return true }
                state.blockedWaiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
    }

    var client: WeatherClient {
        WeatherClient { request throws(WeatherError) in
            let (mode, count) = self.state.withLock { state in
                state.requests += 1
                state.requestedDays.append(request.days)
                return (state.mode, state.requests)
            }
            switch mode {
            case .answer:
                return serviceSample(count, request.units, days: request.days)
            case .fail(let error):
                throw error
            case .block:
                // Parks until the calling task is cancelled, as a hanging request would.
                await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in
                        let waiter = self.state.withLock { state in
                            state.blocked = continuation
                            state.didBlock = true
                            defer { state.blockedWaiter = nil }
                            return state.blockedWaiter
                        }
                        waiter?.resume()
                        if Task.isCancelled { self.releaseBlocked() }
                    }
                } onCancel: {
                    self.releaseBlocked()
                }
                throw WeatherError.cancelled
            }
        }
    }

    private func releaseBlocked() {
        let blocked = state.withLock { state in
            defer { state.blocked = nil }
            return state.blocked
        }
        blocked?.resume()
    }
}

/// What each test gets: a service over a temp-dir cache, its client and its clock.
struct ServiceFixture: Sendable {
    let directory: URL
    let clock = ServiceTestClock()
    let client = ScriptedWeatherClient()
    let warnings = PersistenceWarnings()

    func makeService() -> ForecastService {
        let cache = DiskCache<Forecast>(directory: directory, warnings: warnings, now: { clock.now })
        return ForecastService.live(client: client.client, cache: cache, now: { clock.now })
    }

    var service: ForecastService { makeService() }
}

func withService(_ body: (ServiceFixture) async throws -> Void) async throws {
    try await withPersistenceTempDirAsync { (dir) async throws in
        let fixture = ServiceFixture(directory: dir.appendingPathComponent("cache"))
        try await body(fixture)
        #expect(fixture.warnings.all.isEmpty)
    }
}
