import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live air-quality client against the in-process fixture server: each fixture place's reading, and each fault
/// on the air-quality route alone ending in the forecast's kind of error while the forecast keeps answering.
@Suite(.serialized) struct AirQualityClientTests {
    struct Clients {
        var airQuality: AirQualityClient
        var weather: WeatherClient
    }

    static let newYork = AirQualityRequest(place: ZipDirectory.shared.place(zip: "10001")!)

    static func run<T>(
        fault: FixtureFault = .none, _ body: (FixtureServer, Clients) async throws -> T
    ) async throws -> T {
        try await NetFixture.serving(FixtureServer(airQualityFault: fault, now: { NetFixture.now })) {
            server, http, baseURL in
            try await body(
                server,
                Clients(
                    airQuality: .live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts),
                    weather: .live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts)))
        }
    }

    /// The reading, or the error it ended in.
    static func outcome(_ client: AirQualityClient, _ request: AirQualityRequest = newYork) async -> Result<
        AirQuality, WeatherError
    > {
        do throws(WeatherError) {
            return .success(try await client.fetch(request))
        } catch {
            return .failure(error)
        }
    }

    @Test func newYorksReadingToTheDecimal() async throws {
        try await Self.run { server, clients in
            let air = try await clients.airQuality.fetch(Self.newYork)
            // 15:30Z is 10:30 at GMT-5: the reading for the 10:00 hour.
            #expect(
                air
                    == AirQuality(
                        time: LocalDateTime(iso: "2026-11-22T10:00"), usAQI: 42,
                        subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28),
                        concentrations: Pollutants(pm25: 7.6, pm10: 19.4, ozone: 74.2, nitrogenDioxide: 56)))
            #expect(await server.requestCount(on: .airQuality) == 1)
            #expect(await server.forecastRequestCount() == 0)
        }
    }

    @Test func eachFixturePlaceReadsAsTheFixtureSaysAndEveryCategoryShows() async throws {
        try await Self.run { _, clients in
            var categories: Set<AQICategory> = []
            for place in FixtureAirQualityPlace.all {
                let air = try await clients.airQuality.fetch(
                    AirQualityRequest(latitude: place.latitude, longitude: place.longitude))
                #expect((air.summary ?? "AQI —") == place.shows, "\(place.zip)")
                air.category.map { _ = categories.insert($0) }
            }
            #expect(categories == Set(AQICategory.allCases))
        }
    }

    @Test func elsewhereTheReadingIsSteadyAndGoodOrModerate() async throws {
        try await Self.run { _, clients in
            let atlanta = AirQualityRequest(latitude: 33.7525, longitude: -84.3888)
            let first = try await clients.airQuality.fetch(atlanta)
            let second = try await clients.airQuality.fetch(atlanta)
            #expect(second == first)
            #expect(first.category == .good || first.category == .moderate)
            #expect(
                first.usAQI
                    == [
                        first.subIndices.pm25, first.subIndices.pm10, first.subIndices.ozone,
                        first.subIndices.nitrogenDioxide,
                    ].compactMap { $0 }.max())
        }
    }

    @Test func hangTimesOutWhileTheForecastStillAnswers() async throws {
        try await Self.run(fault: .hang) { _, clients in
            async let air = Self.outcome(clients.airQuality)
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current?.temperature != nil)
            #expect(await air == .failure(.timedOut(seconds: 6)))
        }
    }

    @Test(arguments: [
        (FixtureFault.serverError, WeatherError.http(status: 500, reason: nil)),
        (
            .rateLimited(retryAfter: 30),
            .rateLimited(
                reason: "Minutely API request limit exceeded. Please try again in one minute.", retryAfterSeconds: 30)
        ),
        (
            .badRequest,
            .http(
                status: 400,
                reason: "Cannot initialize AirQualityVariable from invalid String value us_aqi for key current")
        ),
        (.malformedJSON, .malformedResponse(detail: "not valid JSON")),
        (.truncatedBody, .truncatedResponse),
        (.oversizedBody, .responseTooLarge(limitBytes: NetFixture.timeouts.maxBodyBytes)),
        (.oversizedChunked, .responseTooLarge(limitBytes: NetFixture.timeouts.maxBodyBytes)),
    ])
    func faultsEndInTheForecastsKindOfError(fault: FixtureFault, error: WeatherError) async throws {
        try await Self.run(fault: fault) { _, clients in
            #expect(await Self.outcome(clients.airQuality) == .failure(error))
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current != nil)
        }
    }

    @Test func nullsAndEscapesAreReadSafely() async throws {
        try await Self.run(fault: .nulls) { _, clients in
            let air = try await clients.airQuality.fetch(Self.newYork)
            #expect(air == AirQuality(time: LocalDateTime(iso: "2026-11-22T10:00")))
        }
        try await Self.run(fault: .escapes) { _, clients in
            let air = try await clients.airQuality.fetch(Self.newYork)
            #expect(air.summary == "AQI 42 Good · PM2.5")
        }
    }
}
