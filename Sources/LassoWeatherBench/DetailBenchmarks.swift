import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// Timings of whole Detail frames at 200×60 (the body the shell gives it: 200×58), with a full 48-hour, 7-day
/// forecast: fresh data, and offline data while refreshing (spinner, offline line).
@MainActor
func detailBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    let (place, now, snapshot) = detailBenchmarkData()
    let fresh = DetailScreen.State(place: place, snapshot: snapshot, now: now)
    var offline = fresh
    offline.snapshot?.freshness = .offline(.timedOut(seconds: 10))
    offline.status = .loading
    return [
        detailFrameTiming("detail: frame 200×60, data", state: fresh),
        detailFrameTiming("detail: frame 200×60, offline + refreshing", state: offline),
    ]
}

@MainActor
private func detailFrameTiming(_ name: String, state: DetailScreen.State, iterations: Int = 500)
    -> (name: String, p50: Duration, p99: Duration)
{
    var current = state
    let view = DetailView(store: ViewStore(state: { current }, send: { _ in }))
    let clock = ContinuousClock()
    var buffer = Buffer(width: 200, height: 58)
    var samples: [Duration] = []
    for i in 0..<iterations {
        current.spinnerTick = i  // a different frame each time, as while loading
        samples.append(clock.measure { _ = view.render(into: &buffer, area: buffer.area) })
    }
    samples.sort()
    return (name, samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
}

/// The hour cursor on Detail at 200×60, through the whole app on the memory backend: one → from the key to the
/// frame (the shell's handling, the reducer, the layout pass, the render and the diff against the last frame), and
/// how many cells that frame changes (what a backend writes: the old and new marker columns and the readout).
/// Every hour fits at 200 columns, so no press scrolls the chart; an untimed Home starts each run of 40 presses.
@MainActor
func detailCursorBenchmark(iterations: Int = 500) -> [BenchRow] {
    let (place, now, snapshot) = detailBenchmarkData()
    var environment = AppEnvironment.test(clock: AppClock(clock: ContinuousClock(), now: { now }))
    environment.forecasts = .mock(snapshot)
    environment.alerts = .mock([])
    environment.recentSearches = .inMemory([RecentSearch(place: place, searchedAt: now)])
    let app = TestTerminalHarness(
        program: WeatherShell(flow: WeatherFlow(environment: environment)), width: 200, height: 60)
    app.press(.enter)  // the recent search: its forecast comes from the mock at once, on the main queue
    let deadline = Date().addingTimeInterval(5)
    while !app.text.contains(DetailView.attribution), Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.0002))
        _ = app.displayIfNeeded()
    }
    guard app.text.contains(DetailView.attribution) else {
        return [BenchRow(name: "detail: hour cursor, key to frame", value: "n/a", note: "Detail was not drawn")]
    }
    let before = app.text
    app.press(.right)
    let changed = app.lastChangedCells
    guard app.text != before else {
        return [BenchRow(name: "detail: hour cursor, key to frame", value: "n/a", note: "→ changed nothing")]
    }
    let samples = BenchStats.samples(
        iterations: iterations, prepare: { if $0 % 40 == 0 { app.press(.home) } }, { _ in app.press(.right) })
    return [
        BenchRow(
            name: "detail: hour cursor → 200×60, key to frame", value: BenchStats.p50p99(samples),
            note:
                "handle + reduce + layout + render + diff; \(changed) cells changed, \(iterations) samples (target < 2 ms)"
        )
    ]
}

/// The benchmark forecast's zone, read once, as the live service puts it on every snapshot it makes.
let benchmarkZone = ZoneRules.named("America/New_York")

/// 48 hours from 10 AM and 7 days, every value present, in °F.
func benchmarkForecast() -> Forecast {
    let start = LocalDate(year: 2026, month: 11, day: 22)
    let hours = (0..<48).map { i in
        Forecast.Hour(
            time: LocalDateTime(date: start.adding(days: (10 + i) / 24), hour: (10 + i) % 24),
            temperature: Double(60 - abs((i + 7) % 24 - 12)), precipitationProbability: Double(i * 7 % 100),
            precipitation: Double(i % 5) / 100, weatherCode: 2, windSpeed: Double(8 + i % 6),
            feelsLike: Double(57 - abs((i + 7) % 24 - 12)), windGusts: Double(15 + i % 9), windDirection: 315)
    }
    let days = (0..<7).map { d in
        Forecast.Day(
            date: start.adding(days: d), weatherCode: [2, 3, 61, 0, 1, 71, 45][d], high: Double(50 + d),
            low: Double(38 + d), sunrise: LocalDateTime(date: start.adding(days: d), hour: 6, minute: 49),
            sunset: LocalDateTime(date: start.adding(days: d), hour: 16, minute: 32),
            precipitationProbabilityMax: Double(d * 13), uvIndexMax: Double(d % 5) + 0.4)
    }
    let current = Forecast.Current(
        temperature: 54.3, feelsLike: 51.8, humidity: 62, isDay: true, precipitation: 0,
        weatherCode: 2, cloudCover: 40, pressure: 1016.2, windSpeed: 12.4,
        windDirection: 315, windGusts: 21.7, uvIndex: 2.35)
    return Forecast(
        timezone: "America/New_York", timezoneAbbreviation: "EST", utcOffsetSeconds: -18_000,
        units: .imperial, current: current, hourly: hours, daily: days)
}

/// New York's 10001 on a Sunday at 10:10 AM with the bench's forecast, fetched 3 minutes before: what the Detail
/// benchmarks draw.
func detailBenchmarkData() -> (place: Place, now: Date, snapshot: ForecastSnapshot) {
    let place = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: 40.75, longitude: -73.99)
    let now = Date(timeIntervalSince1970: 1_795_360_200)  // Sunday 10:10 AM in New York
    let snapshot = ForecastSnapshot(
        forecast: benchmarkForecast(), fetchedAt: now.addingTimeInterval(-180), zone: benchmarkZone)
    return (place, now, snapshot)
}
