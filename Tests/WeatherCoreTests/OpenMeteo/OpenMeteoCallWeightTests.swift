import Foundation
import Synchronization
import Testing
import WeatherFixtures

@testable import WeatherCore

/// Open-Meteo's rule for what a request costs, stated by the requests the app really builds (no URL is read back).
@Suite struct OpenMeteoCallWeightTests {
    @Test func thePricingFAQsExample() {
        // "2 weeks of data with 15 weather variables … 1.5 API calls".
        #expect(OpenMeteoCallWeight.of(variables: 15, days: 14) == 1.5)
        // Ten variables or fewer over two weeks or less is one call; a longer span multiplies.
        #expect(OpenMeteoCallWeight.of(variables: 2, days: 16) == 1)
        #expect(OpenMeteoCallWeight.of(variables: 15, days: 28) == 3)
    }

    @Test func theAppsForecastWeighsItsThirtyTwoVariables() {
        // 12 current + 9 hourly + 9 daily + 2 fifteen-minute variables over 7 days.
        #expect(ForecastRequest(latitude: 40.75, longitude: -73.99, units: .imperial).weight == 3.2)
        let sixteen = ForecastRequest(latitude: 40.75, longitude: -73.99, units: .imperial, days: .sixteen)
        #expect(abs(sixteen.weight - 3.2 * 16 / 14) < 1e-9)
    }

    @Test func manyPlacesInOneRequestCountEachPlace() {
        let twenty = ConditionsRequest(
            coordinates: (0..<20).map { .init(latitude: Double($0), longitude: 0) }, units: .metric)
        let one = ConditionsRequest(coordinates: [.init(latitude: 0, longitude: 0)], units: .metric)
        #expect(one.weight == 1 && twenty.weight == 20)
    }

    @Test func theOtherRequestsWeighOne() {
        #expect(AirQualityRequest(latitude: 1, longitude: 2).weight == 1)
        #expect(EnsembleRequest(latitude: 1, longitude: 2, units: .metric).weight == 1)
        #expect(GeocodingRequest(name: "Tokyo", language: "en").weight == 1)
        // The whole 30 years of the archive as one range: 2/10 × 10,958/14, about 157.
        let whole = ArchiveRequest(
            latitude: 1, longitude: 2, timeZone: "",
            ranges: [.init(start: .init(year: 1991, month: 1, day: 1), end: .init(year: 2020, month: 12, day: 31))])
        #expect(abs(whole.weight - 2.0 / 10 * 10_958 / 14) < 1e-9)
    }

    @Test func ensembleMembersMultiplyAndAMeanModelCountsOnce() {
        #expect(OpenMeteoCallWeight.of(variables: 2, days: 7, members: 51) == 2.0 * 51 / 10)
    }

    /// The live clients tell the HTTP client's meter their request's weight: Open-Meteo's requests theirs, the
    /// NWS's none.
    @Test func theLiveClientsMeterTheirRequestsWeight() async throws {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        let base = try #require(await server.baseURL)
        let metered = Mutex<[Double]>([])
        let http = HTTPClient(meter: { weight in metered.withLock { $0.append(weight) } })
        let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.7484, longitude: -73.9967)
        _ = try await WeatherClient.live(baseURL: base, httpClient: http).fetch(NetFixture.newYork)
        _ = try await AirQualityClient.live(baseURL: base, httpClient: http).fetch(AirQualityRequest(place: place))
        _ = try? await AlertsClient.live(baseURL: base, httpClient: http).alerts(place)
        try await http.shutdown()
        await server.stop()
        #expect(metered.withLock { $0 } == [3.2, 1])
    }
}
