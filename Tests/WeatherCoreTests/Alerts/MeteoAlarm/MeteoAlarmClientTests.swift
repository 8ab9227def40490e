import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The live MeteoAlarm client against the fixture server: one request per country, the place's own alerts apart
/// from the rest of the country's, the language asked for, and each of the route's faults ending in the
/// forecast's kind of error.
@Suite(.serialized) struct MeteoAlarmClientTests {
    /// As the world directory has it: MeteoAlarm's "Warszawa" is one of its alternate names, "Masovia" no area's.
    static let warsaw = Place(
        zip: "", city: "Warsaw", state: "", timeZone: "Europe/Warsaw", latitude: 52.2298, longitude: 21.0118,
        country: "PL", geonameID: 756_135, region: "Masovia")
    static let berlin = Place(
        zip: "", city: "Berlin", state: "", timeZone: "Europe/Berlin", latitude: 52.52, longitude: 13.405,
        country: "DE", geonameID: 2_950_159, region: "Berlin")
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.69, longitude: 139.69,
        country: "JP", geonameID: 1_850_147, region: "Tokyo")

    static func run<T>(
        fault: FixtureFault = .none, language: String = "en",
        _ body: (FixtureServer, MeteoAlarmClient) async throws -> T
    ) async throws -> T {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        await server.setFault(fault, on: .meteoAlarm)
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let client = MeteoAlarmClient.live(
            baseURL: try #require(await server.baseURL), httpClient: http, language: language,
            now: { NetFixture.now }, timeouts: NetFixture.timeouts)
        defer { Task { try? await http.shutdown() } }
        let result: T
        do {
            result = try await body(server, client)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        return result
    }

    static func failure(_ client: MeteoAlarmClient, _ place: Place = warsaw) async -> AlertsError? {
        do throws(AlertsError) {
            _ = try await client.alerts(place)
            return nil
        } catch {
            return error
        }
    }

    @Test func warsawsOwnWarningByItsCountysCodeAndTheRestOfPoland() async throws {
        try await Self.run { server, client in
            let alerts = try await client.alerts(Self.warsaw)
            // The area is county PL1465, "Warszawa" in MeteoAlarm's table: Warsaw's own, though its text names
            // neither "Warsaw" nor "Masovia".
            #expect(alerts.own.map(\.event) == ["Orange Thunderstorm Warning"])
            #expect(alerts.own.map(\.areaDesc) == ["Mazowieckie Province Warszawa County"])
            #expect(alerts.own.first?.severity == .severe)
            #expect(alerts.own.first?.colour == .orange)
            // The national service issued it, MeteoAlarm carried it: the Alerts screen's source line says both.
            #expect(alerts.own.first?.senderName == "Institute of Meteorology and Water Management")
            #expect(
                alerts.own.first?.credit(in: .en) == "Institute of Meteorology and Water Management via MeteoAlarm")
            #expect(
                alerts.own.first?.credit(in: .ja) == "Institute of Meteorology and Water Management（MeteoAlarm経由）")
            #expect(
                alerts.own.first?.description
                    == "Orange Thunderstorm Warning for Mazowieckie Province Warszawa County.\nTake care.")
            // The expired snow warning is gone and the green entry for Tychy is no warning; the next county's
            // (warszawski zachodni, PL1432) is elsewhere, never Warsaw's.
            #expect(alerts.elsewhere.map(\.areaDesc) == ["Mazowieckie Province Warszawski Zachodni County"])
            #expect(alerts.elsewhere.map(\.colour) == [.yellow])
            #expect(await server.meteoAlarmRequests() == ["poland"])
        }
    }

    /// Tychy's only entry is green ("No warnings"): nothing of its own, and it is not listed anywhere.
    @Test func aGreenEntryIsNoWarning() async throws {
        let tychy = Place(
            zip: "", city: "Tychy", state: "", timeZone: "Europe/Warsaw", latitude: 50.136, longitude: 18.966,
            country: "PL", geonameID: 3_082_914, region: "Silesia")
        try await Self.run { _, client in
            let alerts = try await client.alerts(tychy)
            #expect(alerts.own.isEmpty)
            #expect(!alerts.elsewhere.contains { $0.event == "Minor wind warning" })
            #expect(alerts.elsewhere.count == 2)
        }
    }

    @Test func theBlockInTheUsersLanguage() async throws {
        try await Self.run(language: "pl") { _, client in
            let alerts = try await client.alerts(Self.warsaw)
            #expect(alerts.own.map(\.event) == ["Burze pomarańczowe ostrzeżenie"])
            #expect(alerts.own.map(\.areaDesc) == ["województwo mazowieckie powiat Warszawa"])
        }
    }

    @Test func aMemberCountryWithNoWarningsAndACountryWithoutAFeed() async throws {
        try await Self.run { server, client in
            let berlin = try await client.alerts(Self.berlin)
            #expect(berlin == PlaceAlerts(own: [], elsewhere: []))
            #expect(await Self.failure(client, Self.tokyo) == .noOfficialSource("Japan"))
            #expect(await server.meteoAlarmRequests() == ["germany"])
        }
        #expect(MeteoAlarmClient.covers(Self.warsaw))
        #expect(!MeteoAlarmClient.covers(Self.tokyo))
        #expect(
            MeteoAlarmClient.url(base: URL(string: "https://feeds.meteoalarm.org")!, slug: "bosnia-herzegovina")
                .absoluteString == "https://feeds.meteoalarm.org/api/v1/warnings/feeds-bosnia-herzegovina")
    }

    @Test func serverErrorAndRateLimit() async throws {
        try await Self.run(fault: .serverError) { _, client in
            #expect(await Self.failure(client) == .failed(.http(status: 500, reason: nil)))
        }
        try await Self.run(fault: .rateLimited(retryAfter: 30)) { _, client in
            guard case .failed(.rateLimited(_, let seconds)) = await Self.failure(client) else {
                Issue.record("not rate limited")
                return
            }
            #expect(seconds == 30)
        }
    }

    @Test func badRequestReasonIsSanitised() async throws {
        try await Self.run(fault: .badRequest) { _, client in
            #expect(await Self.failure(client) == .failed(.http(status: 400, reason: "Unknown feed")))
        }
    }

    @Test func hangTimesOut() async throws {
        try await Self.run(fault: .hang) { _, client in
            #expect(await Self.failure(client) == .failed(.timedOut(seconds: 6)))
        }
    }

    /// The notifications' check asks every recent place at once: two Polish places share Poland's one request (the
    /// server hangs, so the second surely joins the first; both then time out together).
    @Test func placesOfOneCountryAskedAtOnceShareOneRequest() async throws {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        await server.setFault(.hang, on: .meteoAlarm)
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let feeds = RequestsInFlight<MeteoAlarmFeed, WeatherError>(cancelled: .cancelled)
        let client = MeteoAlarmClient.live(
            baseURL: try #require(await server.baseURL), httpClient: http, language: "en", now: { NetFixture.now },
            timeouts: NetFixture.timeouts, feeds: feeds)
        let krakow = Place(
            zip: "", city: "Kraków", state: "", timeZone: "Europe/Warsaw", latitude: 50.06, longitude: 19.94,
            country: "PL", geonameID: 3_094_802, region: "Lesser Poland")
        async let first = Self.failure(client, Self.warsaw)
        async let second = Self.failure(client, krakow)
        await feeds.waitUntil(waiting: 2, for: "poland")
        #expect(await [first, second] == [.failed(.timedOut(seconds: 6)), .failed(.timedOut(seconds: 6))])
        #expect(await server.requestCount(on: .meteoAlarm) == 1)
        try? await http.shutdown()
        await server.stop()
    }

    @Test func malformedTruncatedAndHugeBodies() async throws {
        try await Self.run(fault: .malformedJSON) { _, client in
            #expect(await Self.failure(client) == .failed(.malformedResponse(detail: "not valid JSON")))
        }
        try await Self.run(fault: .truncatedBody) { _, client in
            #expect(await Self.failure(client) == .failed(.truncatedResponse))
        }
        for fault in [FixtureFault.oversizedBody, .oversizedChunked] {
            try await Self.run(fault: fault) { _, client in
                #expect(await Self.failure(client) == .failed(.responseTooLarge(limitBytes: 4 * 1_048_576)))
            }
        }
    }

    @Test func nullNamesStillMatchByCodeAndEscapesAreStripped() async throws {
        try await Self.run(fault: .nulls) { _, client in
            let alerts = try await client.alerts(Self.warsaw)
            // Every area name is null, but the EMMA_ID still says whose area it is.
            #expect(alerts.own.map(\.event) == ["Orange Thunderstorm Warning"])
            #expect(alerts.elsewhere.map(\.event) == ["Yellow Wind Warning"])
            #expect((alerts.own + alerts.elsewhere).allSatisfy { $0.severity == .unknown && $0.headline == nil })
        }
        let clean = try await Self.run { _, client in try await client.alerts(Self.warsaw) }
        try await Self.run(fault: .escapes) { _, client in
            let alerts = try await client.alerts(Self.warsaw)
            #expect(alerts == clean)
        }
    }

    /// The app's client: the NWS for the US, MeteoAlarm's own alerts for Europe, an honest silence elsewhere.
    @Test func theWorldClientAsksEachPlacesOwnSource() async throws {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let base = try #require(await server.baseURL)
        let client = AlertsClient.world(
            nws: .live(baseURL: base, httpClient: http, timeouts: NetFixture.timeouts), meteoAlarmBaseURL: base,
            httpClient: http, language: "en", now: { NetFixture.now }, timeouts: NetFixture.timeouts)
        let warsaw = try await client.alerts(Self.warsaw)
        #expect(warsaw.own.map(\.event) == ["Orange Thunderstorm Warning"])
        // The rest of Poland's travel apart, for the Alerts screen's "Elsewhere in Poland".
        #expect(!warsaw.elsewhere.isEmpty)
        #expect(Set(warsaw.elsewhere.map(\.id)).isDisjoint(with: warsaw.own.map(\.id)))
        let newYork = try await client.alerts(AlertsFixture.newYork)
        #expect(newYork.own.count == 2)
        #expect(newYork.elsewhere.isEmpty)
        var tokyo: AlertsError?
        do throws(AlertsError) { _ = try await client.alerts(Self.tokyo) } catch { tokyo = error }
        #expect(tokyo == .noOfficialSource("Japan"))
        #expect(await server.meteoAlarmRequests() == ["poland"])
        #expect(await server.alertsRequestCount() == 1)
        try await http.shutdown()
        await server.stop()
    }
}
