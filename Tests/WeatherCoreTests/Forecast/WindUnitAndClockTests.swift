import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The wind unit and the clock: labels, conversions, the request parameter, and forecasts converted between them.
@Suite struct WindUnitAndClockTests {
    @Test func labelsDefaultsAndTheCycle() {
        #expect(WindUnit.allCases.map(\.label) == ["mph", "km/h", "m/s", "kn"])
        #expect(WindUnit.standard(for: .imperial) == .mph && WindUnit.standard(for: .metric) == .kmh)
        #expect(ClockStyle.standard(for: .imperial) == .twelve && ClockStyle.standard(for: .metric) == .twentyFour)
        #expect([WindUnit.mph, .kmh, .ms, .kn].map(\.next) == [.kmh, .ms, .kn, .mph])
        #expect(Units.windSpeed(5.44, .ms) == "5 m/s" && Units.windSpeed(10.6, .kn) == "11 kn")
        #expect(Units.wind(speed: 10, direction: 315, .kn) == "10 kn NW")
        #expect(Units.normalizedLabel("knots") == "kn")
    }

    @Test func speedsConvertExactly() {
        // 10 m/s is 36 km/h, 22.369 mph and 19.438 kn.
        #expect(abs(WindUnit.kmh.convert(10, from: .ms) - 36) < 1e-9)
        #expect(abs(WindUnit.mph.convert(10, from: .ms) - 22.369) < 0.001)
        #expect(abs(WindUnit.kn.convert(10, from: .ms) - 19.438) < 0.001)
        #expect(abs(WindUnit.kn.convert(WindUnit.mph.convert(20, from: .kn), from: .mph) - 20) < 1e-9)
        #expect(WindUnit.kn.convert(7, from: .kn) == 7)
    }

    @Test func requestAsksTheServiceForTheWindUnit() throws {
        let base = try APIConfiguration.validate("https://api.open-meteo.com")
        func speedUnit(_ request: ForecastRequest) -> String? {
            URLComponents(url: request.url(base: base), resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "wind_speed_unit" }?.value
        }
        #expect(speedUnit(ForecastRequest(latitude: 40, longitude: -74, units: .imperial)) == "mph")
        #expect(speedUnit(ForecastRequest(latitude: 40, longitude: -74, units: .metric)) == "kmh")
        #expect(speedUnit(ForecastRequest(latitude: 40, longitude: -74, units: .imperial, windUnit: .kn)) == "kn")
        #expect(speedUnit(ForecastRequest(latitude: 40, longitude: -74, units: .metric, windUnit: .ms)) == "ms")
        #expect(
            Units.queryItems(for: .metric, wind: .kn).map { "\($0.name)=\($0.value)" }
                == ["temperature_unit=celsius", "wind_speed_unit=kn", "precipitation_unit=mm"])
    }

    @Test func forecastConvertsItsSpeedsAndKeepsTheChoiceAcrossSystems() throws {
        let forecast = Forecast(
            units: .imperial, current: Forecast.Current(temperature: 50, windSpeed: 10, windGusts: 20),
            hourly: [Forecast.Hour(time: LocalDateTime(iso: "2026-11-22T10:00")!, windSpeed: 10, windGusts: 30)],
            daily: [Forecast.Day(date: LocalDate(iso: "2026-11-22")!, windSpeedMax: 15)])
        #expect(forecast.windUnit == .mph && forecast.windSpeedUnit == nil)
        let knots = forecast.converted(to: .imperial, wind: .kn)
        #expect(knots.windUnit == .kn && knots.unitLabels.windSpeed == "kn")
        #expect(abs((knots.current?.windSpeed ?? 0) - 8.6898) < 0.001)
        #expect(abs((knots.hourly.first?.windGusts ?? 0) - 26.069) < 0.001)
        #expect(abs((knots.daily.first?.windSpeedMax ?? 0) - 13.035) < 0.001)
        #expect(knots.current?.temperature == 50)
        // Metric with knots kept: the temperature converts, the speeds stay knots.
        let metric = knots.converted(to: .metric, wind: .kn)
        #expect(
            metric.units == .metric && metric.windUnit == .kn && metric.current?.windSpeed == knots.current?.windSpeed)
        #expect(abs((metric.current?.temperature ?? 0) - 10) < 1e-9)
        // Without a choice, the system's own unit, as before.
        #expect(metric.converted(to: .metric).windUnit == .kmh)
        #expect(abs((metric.converted(to: .metric).current?.windSpeed ?? 0) - 16.0934) < 0.001)
        // Round trip through a cache file: the chosen unit is kept; an old cache without it is the system's.
        let decoded = try JSONDecoder().decode(Forecast.self, from: JSONEncoder().encode(knots))
        #expect(decoded.windUnit == .kn && decoded == knots)
        let old = try JSONDecoder().decode(Forecast.self, from: JSONEncoder().encode(forecast))
        #expect(old.windUnit == .mph)
    }

    @Test func clockStyles() throws {
        let afternoon = try #require(LocalDateTime(iso: "2026-11-22T14:05"))
        let midnight = try #require(LocalDateTime(iso: "2026-11-22T00:30"))
        #expect(afternoon.clock(.twelve) == "2:05 PM" && afternoon.clock(.twentyFour) == "14:05")
        #expect(midnight.clock(.twelve) == "12:30 AM" && midnight.clock(.twentyFour) == "00:30")
        #expect(afternoon.hourLabel(.twelve) == "2 PM" && afternoon.hourLabel(.twentyFour) == "14:00")
    }

    /// The fixture server converts like the service: the same wind asked in knots and in km/h agrees.
    @Test func fixtureServerAnswersInTheUnitAsked() async throws {
        try await NetFixture.run { _, client in
            var request = NetFixture.newYork
            request.units = .metric
            let kmh = try await client.fetch(request)
            request.windUnit = .kn
            let knots = try await client.fetch(request)
            #expect(knots.windUnit == .kn && knots.unitLabels.windSpeed == "kn")
            let a = try #require(kmh.current?.windSpeed)
            let b = try #require(knots.current?.windSpeed)
            #expect(abs(WindUnit.kn.convert(a, from: .kmh) - b) < 0.1)
        }
    }
}
