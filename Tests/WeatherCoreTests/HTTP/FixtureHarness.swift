import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// Shared set-up for the network tests (namespaced: other helpers' tests share this test module).
enum NetFixture {
    /// Short limits so the slow and hang cases end in a few seconds (production: 5 s / 15 s / 4 MB); not so short
    /// that a busy machine running the whole suite in parallel turns a truncated body into a timeout.
    static let timeouts = HTTPLimits(connect: .seconds(3), total: .seconds(6), maxBodyBytes: 4 * 1_048_576)

    /// A fixed instant, 2026-11-22T15:30:00Z, so fixture times are predictable.
    static let now = Date(timeIntervalSince1970: 1_795_361_400)

    /// New York City.
    static let newYork = ForecastRequest(latitude: 40.7128, longitude: -74.006, units: .imperial)

    /// Starts an in-process fixture server and a live client pointed at it; stops both afterwards.
    static func run<T>(
        fault: FixtureFault = .none, timeouts: HTTPLimits = NetFixture.timeouts,
        _ body: (FixtureServer, WeatherClient) async throws -> T
    ) async throws -> T {
        try await serving(FixtureServer(fault: fault, now: { NetFixture.now }), timeouts: timeouts) {
            server, http, baseURL in
            try await body(
                server,
                WeatherClient.live(baseURL: baseURL, httpClient: http, timeouts: timeouts, now: { NetFixture.now }))
        }
    }

    /// Starts `server` and an HTTP client with `timeouts`, hands both and the server's URL to `body`, and stops
    /// both afterwards, whatever happens.
    static func serving<T>(
        _ server: FixtureServer, timeouts: HTTPLimits = NetFixture.timeouts,
        _ body: (FixtureServer, HTTPClient, URL) async throws -> T
    ) async throws -> T {
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: timeouts)
        do {
            let result = try await body(server, http, try #require(await server.baseURL))
            try await http.shutdown()
            await server.stop()
            return result
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
    }

    /// Runs the request and returns the WeatherError it ends in (nil if it succeeded), with how long it took.
    static func failure(
        _ client: WeatherClient, _ request: ForecastRequest = NetFixture.newYork
    ) async -> (error: WeatherError?, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await client.fetch(request)
            return (nil, seconds(clock.now - start))
        } catch {
            return (error, seconds(clock.now - start))
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
