import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherCore

/// Timings of whole Detail frames at 200×60 (the body the shell gives it: 200×58), with a full 48-hour, 7-day
/// forecast: fresh data, and offline data while refreshing (spinner, offline line).
@MainActor
func detailBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    let place = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York",
        latitude: 40.75, longitude: -73.99)
    let now = Date(timeIntervalSince1970: 1_795_360_200)  // Sunday 10:10 AM in New York
    let snapshot = ForecastSnapshot(forecast: benchmarkForecast(), fetchedAt: now.addingTimeInterval(-180))
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

/// 48 hours from 10 AM and 7 days, every value present, in °F.
func benchmarkForecast() -> Forecast {
    let start = LocalDate(year: 2026, month: 11, day: 22)
    let hours = (0..<48).map { i in
        Forecast.Hour(
            time: LocalDateTime(date: start.adding(days: (10 + i) / 24), hour: (10 + i) % 24),
            temperature: Double(60 - abs((i + 7) % 24 - 12)), precipitationProbability: Double(i * 7 % 100),
            weatherCode: 2)
    }
    let days = (0..<7).map { d in
        Forecast.Day(
            date: start.adding(days: d), weatherCode: [2, 3, 61, 0, 1, 71, 45][d], high: Double(50 + d),
            low: Double(38 + d), sunrise: LocalDateTime(date: start.adding(days: d), hour: 6, minute: 49),
            sunset: LocalDateTime(date: start.adding(days: d), hour: 16, minute: 32),
            precipitationProbabilityMax: Double(d * 13))
    }
    let current = Forecast.Current(
        temperature: 54.3, feelsLike: 51.8, humidity: 62, isDay: true, precipitation: 0,
        weatherCode: 2, cloudCover: 40, pressure: 1016.2, windSpeed: 12.4,
        windDirection: 315, windGusts: 21.7)
    return Forecast(
        timezone: "America/New_York", timezoneAbbreviation: "EST", utcOffsetSeconds: -18_000,
        units: .imperial, current: current, hourly: hours, daily: days)
}
