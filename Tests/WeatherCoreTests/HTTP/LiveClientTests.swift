import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live client's happy path and cancellation, over real HTTP against the fixture server.
@Suite(.serialized) struct LiveClientTests {
    @Test func fetchesAnImperialForecast() async throws {
        try await NetFixture.run { server, client in
            let forecast = try await client.fetch(NetFixture.newYork)
            // 15:30Z at longitude -74 → the fixture's auto zone is UTC-5, so 10:30 at the place.
            #expect(forecast.timezone == "Etc/GMT+5")
            #expect(forecast.utcOffsetSeconds == -18_000)
            #expect(forecast.units == .imperial)
            #expect(forecast.unitLabels.temperature == "°F" && forecast.unitLabels.windSpeed == "mph")
            let current = try #require(forecast.current)
            #expect(current.time?.iso == "2026-11-22T10:30")
            #expect(current.temperature != nil && current.feelsLike != nil && current.humidity != nil)
            #expect(current.isDay != nil && current.weatherCode != nil && current.pressure != nil)
            #expect(current.windSpeed != nil && current.windDirection != nil && current.windGusts != nil)
            #expect(forecast.hourly.count == 48)
            #expect(forecast.hourly.first?.time.iso == "2026-11-22T10:00")
            #expect(forecast.hourly.last?.time.iso == "2026-11-24T09:00")
            #expect(forecast.daily.map(\.date.iso) == (22...28).map { "2026-11-\($0)" })
            #expect(
                forecast.daily.allSatisfy {
                    $0.high != nil && $0.low != nil && $0.sunrise != nil && $0.uvIndexMax != nil
                })
            #expect(await server.forecastRequestCount() == 1)
        }
    }

    @Test func metricAndImperialAgreeAfterConversion() async throws {
        try await NetFixture.run { _, client in
            let imperial = try await client.fetch(NetFixture.newYork)
            var metricRequest = NetFixture.newYork
            metricRequest.units = .metric
            let metric = try await client.fetch(metricRequest)
            #expect(metric.unitLabels.temperature == "°C" && metric.unitLabels.windSpeed == "km/h")
            let f = try #require(imperial.current?.temperature)
            let c = try #require(metric.current?.temperature)
            #expect(abs(UnitConversion.fahrenheit(fromCelsius: c) - f) < 0.2)
            let mph = try #require(imperial.daily.first?.windSpeedMax)
            let kmh = try #require(metric.daily.first?.windSpeedMax)
            #expect(abs(UnitConversion.mph(fromKmh: kmh) - mph) < 0.2)
        }
    }

    @Test func sameCoordinateGivesTheSameForecast() async throws {
        try await NetFixture.run { _, client in
            let first = try await client.fetch(NetFixture.newYork)
            let second = try await client.fetch(NetFixture.newYork)
            let elsewhere = try await client.fetch(
                ForecastRequest(latitude: 61.2, longitude: -149.9, units: .imperial))
            #expect(first == second)
            #expect(first.daily.map(\.high) != elsewhere.daily.map(\.high))
            #expect(elsewhere.timezone == "Etc/GMT+10")
        }
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        // A long total timeout: the request can only end early because it was cancelled.
        let patient = HTTPLimits(connect: .seconds(5), total: .seconds(30))
        try await NetFixture.run(fault: .hang, timeouts: patient) { server, client in
            let clock = ContinuousClock()
            let start = clock.now
            let task = Task { await NetFixture.failure(client) }
            await server.waitForForecastRequests(1)
            task.cancel()
            let (error, _) = await task.value
            #expect(error == .cancelled)
            #expect(NetFixture.seconds(clock.now - start) < 2)
        }
    }

    @Test func cancellingBeforeStartingNeverHangs() async throws {
        try await NetFixture.run(fault: .hang) { _, client in
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await NetFixture.failure(client)
            }
            let (error, _) = await task.value
            #expect(error == .cancelled)  // not .timedOut: it did not wait for the hanging server
        }
    }
}
