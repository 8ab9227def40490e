import Foundation
import StatusLineFormat
import WeatherCore

@testable import LassoWeatherCommands

/// A New York report whose values are the README's examples.
enum StatusLineFixtures {
    static let now = Date(timeIntervalSince1970: 1_763_778_600)
    static let today = LocalDate(year: 2025, month: 11, day: 21)
    static let newYork = Place(
        zip: "10001", city: "New York", state: "NY", county: "New York County", timeZone: "America/New_York",
        latitude: 40.7484, longitude: -73.9967)

    static let current = Forecast.Current(
        time: LocalDateTime(date: today, hour: 21, minute: 30), temperature: 32.4, feelsLike: 33.6, humidity: 65,
        isDay: true, weatherCode: 3, windSpeed: 4.2, windDirection: 268)

    static func forecast(units: UnitSystem = .imperial, current: Forecast.Current? = current) -> Forecast {
        Forecast(
            timezone: "America/New_York", timezoneAbbreviation: "EST", utcOffsetSeconds: -18_000, units: units,
            current: current,
            daily: [
                Forecast.Day(date: today, weatherCode: 3, high: 45.2, low: 22.8),
                Forecast.Day(date: today.adding(days: 1), weatherCode: 61, high: 50, low: 30),
            ])
    }

    static let heatWarning = WeatherAlert(id: "1", event: "Extreme Heat Warning", severity: .extreme)
    static let statement = WeatherAlert(id: "2", event: "Special Weather Statement", severity: .minor)

    /// Alerts as the service hands them over: in force, most severe first.
    static func alerts(_ alerts: [WeatherAlert]) -> Result<AlertsSnapshot, AlertsError> {
        .success(AlertsSnapshot(alerts: alerts, fetchedAt: now))
    }

    /// New York's air in the README's example: PM2.5 drives an index of 42.
    static let airQuality = AirQuality(
        time: LocalDateTime(date: today, hour: 21), usAQI: 42,
        subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28),
        concentrations: Pollutants(pm25: 7.6, pm10: 19.4, ozone: 74.2, nitrogenDioxide: 56))

    /// Fetched 3 minutes before `now`.
    static func report(
        _ forecast: Forecast = forecast(), iconSet: IconSet = .unicode,
        freshness: ForecastSnapshot.Freshness = .fresh,
        alerts: Result<AlertsSnapshot, AlertsError> = alerts([heatWarning, statement])
    ) -> NowReport {
        let snapshot = ForecastSnapshot(forecast: forecast, fetchedAt: now - 180, freshness: freshness)
        var report = NowReport(place: newYork, snapshot: snapshot, iconSet: iconSet, startedAt: now, now: now)
        report.alerts = alerts
        report.airQuality = .success(AirQualitySnapshot(airQuality: airQuality, fetchedAt: now - 180))
        return report
    }
}

extension NowReport {
    /// The line for a format that the test knows is valid.
    func line(_ format: String) throws -> String { statusLine(try StatusFormat(format)) }
}
