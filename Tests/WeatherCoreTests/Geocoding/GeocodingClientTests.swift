import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live geocoder against the in-process fixture server: its places, a name it does not know, and each fault
/// on the geocoding route alone ending in the forecast's kind of error while the forecast keeps answering.
@Suite(.serialized) struct GeocodingClientTests {
    struct Clients {
        var geocoder: GeocodingClient
        var weather: WeatherClient
    }

    static func run<T>(
        fault: FixtureFault = .none, _ body: (FixtureServer, Clients) async throws -> T
    ) async throws -> T {
        try await NetFixture.serving(FixtureServer(geocodingFault: fault, now: { NetFixture.now })) {
            server, http, baseURL in
            try await body(
                server,
                Clients(
                    geocoder: .live(httpClient: http, baseURL: baseURL, language: "de", timeouts: NetFixture.timeouts),
                    weather: .live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts)))
        }
    }

    static func outcome(_ client: GeocodingClient, _ name: String = "Testville") async -> Result<
        [Place], WeatherError
    > {
        do throws(WeatherError) {
            return .success(try await client.search(name))
        } catch {
            return .failure(error)
        }
    }

    @Test func testvilleIsFoundAsAWholePlace() async throws {
        try await Self.run { server, clients in
            let places = try await clients.geocoder.search("testvil")
            #expect(
                places == [
                    Place(
                        zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011,
                        longitude: 13.5702, country: "DE", geonameID: 99_000_001, region: "Brandenburg",
                        population: 420)
                ])
            #expect(await server.geocodingRequests() == ["testvil"])
            #expect(await server.forecastRequestCount() == 0)
        }
    }

    @Test func aNameTheServiceDoesNotKnowIsNoPlaceNotAnError() async throws {
        try await Self.run { _, clients in
            #expect(await Self.outcome(clients.geocoder, "Xyzzy") == .success([]))
        }
    }

    @Test func hangTimesOutWhileTheForecastStillAnswers() async throws {
        try await Self.run(fault: .hang) { _, clients in
            async let places = Self.outcome(clients.geocoder)
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current?.temperature != nil)
            #expect(await places == .failure(.timedOut(seconds: 6)))
        }
    }

    @Test(arguments: [
        (FixtureFault.serverError, WeatherError.http(status: 500, reason: nil)),
        (
            .rateLimited(retryAfter: 30),
            .rateLimited(
                reason: "Minutely API request limit exceeded. Please try again in one minute.", retryAfterSeconds: 30)
        ),
        (.badRequest, .http(status: 400, reason: "Parameter count must be between 1 and 100")),
        (.malformedJSON, .malformedResponse(detail: "not valid JSON")),
        (.truncatedBody, .truncatedResponse),
        (.oversizedBody, .responseTooLarge(limitBytes: NetFixture.timeouts.maxBodyBytes)),
    ])
    func faultsEndInTheForecastsKindOfError(fault: FixtureFault, error: WeatherError) async throws {
        try await Self.run(fault: fault) { _, clients in
            #expect(await Self.outcome(clients.geocoder) == .failure(error))
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current != nil)
        }
    }

    @Test func nullsAreNoPlaceAndEscapesAreCleaned() async throws {
        try await Self.run(fault: .nulls) { _, clients in
            #expect(await Self.outcome(clients.geocoder) == .success([]))
        }
        try await Self.run(fault: .escapes) { _, clients in
            let places = try await clients.geocoder.search("Testville")
            #expect(places.map(\.city) == ["Testville"])
            #expect(places.first?.region == "Brandenburg")
            #expect(places.first.map { !$0.timeZone.contains("\u{1B}") && !$0.timeZone.contains("pwned") } == true)
        }
    }
}
