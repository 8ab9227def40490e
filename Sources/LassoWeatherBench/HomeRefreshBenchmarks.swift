import Foundation
import Synchronization
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// Home with 20 recent places, all stale, at 200×60: appearing sends ONE many-places request for them all (counted
/// here; it must be 1), and the answer is held until the bench releases it. Timed: from the answer's release to the
/// frame that shows every row updated, and that frame's render and diff alone.
@MainActor
func homeRefreshBenchmarks(iterations: Int = 50, width: Int = 200, height: Int = 60) -> [BenchRow] {
    let clock = ContinuousClock()
    var answerToFrame: [Duration] = []
    var frames: [Duration] = []
    var requestCounts: Set<Int> = []
    for iteration in 0..<iterations {
        let now = Date()
        let recents = twentyRecents(now: now)
        let gate = AnswerGate()
        let requests = RefreshRequestCounter()
        // A temperature no row has before the answer, different each run, so the frame after it is a real change.
        let temperature = 80 + Double(iteration % 10)
        let conditions = ConditionsClient { request in
            requests.add()
            await gate.wait()
            return request.coordinates.map { _ in
                .success(
                    LatestConditions(
                        temperature: temperature, weatherCode: 2, isDay: true, high: temperature + 5,
                        low: temperature - 12, units: .imperial, fetchedAt: Date()))
            }
        }
        var environment = AppEnvironment.test(clock: .live)
        environment.forecasts = .mock(error: .cannotConnect(host: "bench", detail: "offline"))
        environment.alerts = .mock([])
        environment.recentSearches = .inMemory(recents)
        environment.conditions = conditions
        let app = TestTerminalHarness(
            program: WeatherShell(flow: WeatherFlow(environment: environment)), width: width, height: height)
        guard
            runMainQueue(until: {
                _ = app.displayIfNeeded()
                return app.text.contains("updating…")
            })
        else {
            return [BenchRow(name: "Home: 20 recents refreshed", value: "n/a", note: "no refresh started")]
        }
        let marker = "\(Int(temperature))°F"
        let start = clock.now
        gate.open()
        var frame = Duration.zero
        let drawn = runMainQueue {
            let before = clock.now
            guard app.displayIfNeeded() else { return false }
            frame = clock.now - before
            return !app.text.contains("updating…") && app.text.components(separatedBy: marker).count == 21
        }
        guard drawn else {
            return [BenchRow(name: "Home: 20 recents refreshed", value: "n/a", note: "the rows never updated")]
        }
        answerToFrame.append(clock.now - start)
        frames.append(frame)
        requestCounts.insert(requests.count)
    }
    answerToFrame.sort()
    frames.sort()
    let counted = requestCounts.sorted().map(String.init).joined(separator: ", ")
    return [
        BenchRow(
            name: "Home, 20 recents: answer → frame with every row updated",
            value: BenchStats.p50p99(answerToFrame),
            note: "\(width)×\(height), \(iterations) runs; requests per refresh: \(counted) (must be 1); target < 8 ms"),
        BenchRow(
            name: "  that frame's render + diff alone", value: BenchStats.p50p99(frames),
            note: "WeatherShell.render and the cell diff"),
    ]
}

/// Twenty places across the country, newest first, each last seen an hour ago (stale).
private func twentyRecents(now: Date) -> [RecentSearch] {
    let zips = [
        "10001", "94103", "60601", "98101", "02108", "33130", "80202", "73301", "96813", "99501",
        "30303", "19103", "85004", "75201", "55401", "63101", "97201", "84101", "70112", "37203",
    ]
    return zips.enumerated().compactMap { index, zip in
        ZipDirectory.shared.place(zip: zip).map {
            RecentSearch(
                place: $0, searchedAt: now - Double(index) * 60, lastTemperature: 40 + Double(index),
                lastUnits: .imperial, lastWeatherCode: 3, lastSeenAt: now - 3600)
        }
    }
}

/// Runs the main queue (where effects deliver their actions) until `condition` holds, for at most 5 s.
@MainActor
private func runMainQueue(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        if condition() { return true }
        RunLoop.main.run(until: Date().addingTimeInterval(0.0002))
    }
    return condition()
}

/// Holds the many-places answer until the bench opens it.
private final class AnswerGate: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        waiters.forEach { $0.resume() }
    }
}

private final class RefreshRequestCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}
