import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// Shared set-up for the alerts network tests: the in-process fixture server, the live alerts client pointed at
/// it, and the live forecast client beside it (to show a fault on one route leaves the other alone).
enum AlertsFixture {
    /// The places the fixture has alerts for, and a few it has none for, from the embedded directory.
    static let newYork = ZipDirectory.shared.place(zip: "10001")!
    static let moore = ZipDirectory.shared.place(zip: "73160")!
    static let deland = ZipDirectory.shared.place(zip: "32720")!
    static let chicago = ZipDirectory.shared.place(zip: "60601")!
    /// Majuro, Marshall Islands: a ZIP code outside the NWS's area.
    static let majuro = ZipDirectory.shared.place(zip: "96960")!

    struct Clients {
        var alerts: AlertsClient
        var weather: WeatherClient
    }

    static func run<T>(
        alertsFault: FixtureFault = .none, serverNow: Date = NetFixture.now,
        _ body: (FixtureServer, Clients) async throws -> T
    ) async throws -> T {
        let server = FixtureServer(alertsFault: alertsFault, now: { serverNow })
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let baseURL = try #require(await server.baseURL)
        let clients = Clients(
            alerts: AlertsClient.live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts),
            weather: WeatherClient.live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts))
        do {
            let result = try await body(server, clients)
            try await http.shutdown()
            await server.stop()
            return result
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
    }

    /// The alerts for `place`, or the error they ended in.
    static func outcome(_ client: AlertsClient, _ place: Place = newYork) async -> Result<[WeatherAlert], AlertsError> {
        do throws(AlertsError) {
            return .success(try await client.alerts(place).own)
        } catch {
            return .failure(error)
        }
    }

    static func failure(_ client: AlertsClient, _ place: Place = newYork) async -> AlertsError? {
        guard case .failure(let error) = await outcome(client, place) else { return nil }
        return error
    }
}
