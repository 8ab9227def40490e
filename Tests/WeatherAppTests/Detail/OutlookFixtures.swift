import Foundation
import WeatherCore

@testable import WeatherApp

/// Detail states with the next two hours and the air quality: New York at 10:10 AM, rain from 10:30.
@MainActor
enum OutlookFixtures {
    /// Steps ending 10:00 … 11:45: dry until 10:30, then more rain each quarter (inches, as the fixture's forecast).
    static let rainStarting: [(Double?, Int?)] = [
        (0, 3), (0, 3), (0, 3), (0.012, 61), (0.02, 61), (0.04, 63), (0.06, 63), (0.08, 65),
    ]

    static func snapshot(_ steps: [(Double?, Int?)] = rainStarting) -> ForecastSnapshot {
        var snapshot = DetailFixtures.snapshot()
        snapshot.forecast.minutely15 = steps.enumerated().map { i, step in
            Forecast.Quarter(
                time: LocalDateTime(
                    date: LocalDate(year: 2026, month: 11, day: 22), hour: 10 + i / 4, minute: 15 * (i % 4)),
                precipitation: step.0, weatherCode: step.1)
        }
        return snapshot
    }

    static func air(_ index: Double, dominant: Pollutant? = .pm25) -> AirQuality {
        var subIndices = Pollutants()
        switch dominant {
        case .pm25?: subIndices.pm25 = index
        case .pm10?: subIndices.pm10 = index
        case .ozone?: subIndices.ozone = index
        case .nitrogenDioxide?: subIndices.nitrogenDioxide = index
        case nil: break
        }
        return AirQuality(usAQI: index, subIndices: subIndices)
    }

    static func loaded(_ air: AirQuality, age: TimeInterval = 120, offline: Bool = false)
        -> DetailScreen.AirQualityStatus
    {
        .loaded(
            AirQualitySnapshot(
                airQuality: air, fetchedAt: DetailFixtures.now.addingTimeInterval(-age),
                freshness: offline ? .offline(.cannotConnect(host: "h", detail: "refused")) : .fresh))
    }

    static func state(
        _ airQuality: DetailScreen.AirQualityStatus, snapshot: ForecastSnapshot = snapshot()
    ) -> DetailScreen.State {
        var state = DetailFixtures.state(snapshot: snapshot)
        state.airQuality = airQuality
        return state
    }
}
