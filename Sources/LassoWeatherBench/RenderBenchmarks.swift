import Foundation
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// In-process frame timings: the Home screen at 200×60 with ten recent searches, on the memory backend.
@MainActor
func renderBenchmarks(width: Int = 200, height: Int = 60) -> [BenchRow] {
    let shell = WeatherShell(flow: WeatherFlow(environment: benchEnvironment()))
    let harness = TestTerminalHarness(program: shell, width: width, height: height)
    guard harness.text.contains("Recent Searches") else {
        return [BenchRow(name: "home frame", value: "n/a", note: "Home did not draw \"Recent Searches\"")]
    }
    var buffer = Buffer(width: width, height: height)
    let render = BenchStats.samples(
        iterations: 500, prepare: { _ in buffer = Buffer(width: width, height: height) },
        { _ in shell.render(into: &buffer) })
    keep(buffer)

    // One typed digit: the event, the prompt's type-ahead search, the render and the diff against the last frame.
    // Every printable key types into the prompt. Between samples an untimed Backspace deletes the digit again.
    let key = BenchStats.samples(
        iterations: 500, prepare: { if $0 > 0 { harness.press(.backspace) } },
        { _ in harness.press(.char("1")) })
    let changed = harness.lastChangedCells
    guard changed > 0 else {
        return [BenchRow(name: "home: key to frame", value: "n/a", note: "the digit did not reach the prompt")]
    }
    return [
        BenchRow(
            name: "home: full frame render \(width)×\(height)", value: BenchStats.p50p99(render),
            note: "WeatherShell.render into a blank Buffer, 500 samples"),
        BenchRow(
            name: "home: key to frame (one digit)", value: BenchStats.p50p99(key),
            note: "handle + type-ahead + render + diff; \(changed) cells changed, 500 samples"),
    ]
}

/// The cells one typed digit changes on Home at this size (for the bytes-per-keystroke budget).
@MainActor
func cellsChangedByOneDigit(width: Int, height: Int) -> Int {
    let harness = TestTerminalHarness(
        program: WeatherShell(flow: WeatherFlow(environment: benchEnvironment())),
        width: width, height: height)
    harness.press(.char("/"))
    harness.press(.char("1"))
    return harness.lastChangedCells
}

/// An in-memory environment with ten recent searches, so Home draws a full list.
func benchEnvironment() -> AppEnvironment {
    let now = Date()
    var environment = AppEnvironment.test(clock: AppClock(clock: ContinuousClock(), now: { now }))
    environment.forecasts = .mock(error: .cannotConnect(host: "bench", detail: "offline"))
    environment.alerts = .mock([])
    environment.recentSearches = .inMemory(benchRecents(now: now))
    return environment
}

/// Ten recent searches across the country, newest first; the process benchmarks seed the app's file with them.
func benchRecents(now: Date) -> [RecentSearch] {
    let zips = ["10001", "94103", "60601", "98101", "02108", "33130", "80202", "73301", "96813", "99501"]
    return zips.enumerated().compactMap { index, zip in
        ZipDirectory.shared.place(zip: zip).map {
            RecentSearch(
                place: $0, searchedAt: now - Double(index) * 3600, lastTemperature: 55 + Double(index * 3),
                lastUnits: .imperial, lastWeatherCode: [0, 2, 3, 61, 71][index % 5],
                lastSeenAt: now - Double(index) * 3600)
        }
    }
}
