import WeatherCore

@testable import WeatherApp

/// An ensemble spread over the data fixture's forecast: the mean on the forecast's own temperatures, the spread
/// growing by the hour (°F), and a horizon that ends after `hours` hours.
enum DetailSpreadFixtures {
    static func spread(hours count: Int = 36, units: UnitSystem = .imperial, growth: Double = 0.1) -> ForecastSpread {
        let forecast = DetailFixtures.forecast(units)
        let start = LocalDateTime(date: forecast.hourly[0].time.date, hour: 0)
        let hours = (0..<count).map { i in
            let time = LocalDateTime(date: start.date.adding(days: i / 24), hour: i % 24)
            let mean = forecast.hourly.first { $0.time == time }?.temperature ?? 50
            return ForecastSpread.Hour(
                time: time, temperature: mean, temperatureSpread: 1 + Double(i) * growth, precipitation: 0,
                precipitationSpread: 0)
        }
        return ForecastSpread(units: units, hours: hours)
    }

    static func snapshot(_ spread: ForecastSpread = spread()) -> SpreadSnapshot {
        SpreadSnapshot(spread: spread, fetchedAt: DetailFixtures.now)
    }
}
