import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The layer's one request over real HTTP against the fixture server: 48 points in one GET, answered with the
/// fixture's smooth field (colder to the north, a rain area west of New York), and the route's faults.
@Suite struct MapLayerClientTests {
    /// Around New York at the Map's default zoom.
    static let request = LayerGridRequest(
        around: GeoBox(minLongitude: -79, minLatitude: 38.6, maxLongitude: -69, maxLatitude: 42.8), units: .metric)

    static func run<T>(
        fault: FixtureFault = .none, _ body: (FixtureServer, MapLayerClient) async throws -> T
    ) async throws -> T {
        let server = FixtureServer(fault: fault, now: { NetFixture.now })
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let base = try #require(await server.baseURL)
        let client = MapLayerClient.live(
            baseURL: base, httpClient: http, timeouts: NetFixture.timeouts, now: { NetFixture.now })
        do {
            let result = try await body(server, client)
            try await http.shutdown()
            await server.stop()
            return result
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
    }

    @Test func oneRequestForTheWholeGridWithASmoothField() async throws {
        try await Self.run { server, client in
            let grid = try await client.fetch(Self.request)
            #expect(await server.forecastRequests().map(\.places) == [48])
            #expect(grid.area == Self.request.area && grid.columns == 8 && grid.rows == 6)
            #expect(grid.fetchedAt == NetFixture.now && grid.units == .metric)
            let temperatures = try (0..<6).map { row in
                try (0..<8).map { column in try #require(grid.point(column: column, row: row)?.temperature) }
            }
            // North is colder than south in every column, and neighbours differ by a few degrees at most.
            for column in 0..<8 { #expect(temperatures[0][column] < temperatures[5][column]) }
            for row in 0..<6 {
                for column in 1..<8 { #expect(abs(temperatures[row][column] - temperatures[row][column - 1]) < 4) }
            }
            // Rain somewhere near New York, dry elsewhere.
            let rain = grid.points.compactMap { $0?.precipitation }
            #expect(rain.contains { $0 >= 1 } && rain.contains(0))
        }
    }

    @Test func aFailingRouteFailsTheWholeGrid() async throws {
        for (fault, reason) in [(FixtureFault.serverError, "HTTP 500"), (.malformedJSON, "unreadable response")] {
            try await Self.run(fault: fault) { _, client in
                do throws(WeatherError) {
                    _ = try await client.fetch(Self.request)
                    Issue.record("\(fault) should fail")
                } catch {
                    #expect(error.shortReason == reason)
                }
            }
        }
    }

    @Test func anAnswerWithNoValueAnywhereFails() async throws {
        try await Self.run(fault: .nulls) { _, client in
            do throws(WeatherError) {
                _ = try await client.fetch(Self.request)
                Issue.record("nulls should fail")
            } catch {
                #expect(error == .malformedResponse(detail: "no values at any point"))
            }
        }
    }
}
