import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The live ECCC client against the fixture server: one request per place for a small box around it, only the
/// alerts in force whose outline holds the place, in the user's language, and each of the route's faults ending in
/// the forecast's kind of error.
@Suite(.serialized) struct ECCCClientTests {
    static let ottawa = Place(
        zip: "", city: "Ottawa", state: "", timeZone: "America/Toronto", latitude: 45.4215, longitude: -75.6972,
        country: "CA", geonameID: 6_094_817, region: "Ontario")
    static let vancouver = Place(
        zip: "", city: "Vancouver", state: "", timeZone: "America/Vancouver", latitude: 49.2497, longitude: -123.1193,
        country: "CA", geonameID: 6_173_331, region: "British Columbia")
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.69, longitude: 139.69,
        country: "JP", geonameID: 1_850_147, region: "Tokyo")

    static func run<T>(
        fault: FixtureFault = .none, language: String = "en", now: Date = NetFixture.now,
        _ body: (FixtureServer, ECCCClient) async throws -> T
    ) async throws -> T {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        await server.setFault(fault, on: .eccc)
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let client = ECCCClient.live(
            baseURL: try #require(await server.baseURL), httpClient: http, language: language, now: { now },
            timeouts: NetFixture.timeouts)
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

    static func failure(_ client: ECCCClient, _ place: Place = ottawa) async -> AlertsError? {
        do throws(AlertsError) {
            _ = try await client.alerts(place)
            return nil
        } catch {
            return error
        }
    }

    @Test func ottawaGetsOnlyTheWarningInForceWhoseOutlineHoldsIt() async throws {
        try await Self.run { server, client in
            let alerts = try await client.alerts(Self.ottawa)
            // The ended advisory, the expired wind warning and Gatineau's statement (its triangle touches the box,
            // not the city) are not Ottawa's.
            #expect(alerts.map(\.event) == ["Snowfall warning"])
            #expect(alerts.first?.areaDesc == "City of Ottawa - Kanata - Orléans")
            #expect(alerts.first?.severity == .severe)
            #expect(alerts.first?.senderName == "Environment and Climate Change Canada")
            #expect(
                alerts.first?.description
                    == "Snowfall Warning in effect for City of Ottawa - Kanata - Orléans.\nTake care.")
            // The event runs from validity_datetime to event_end_datetime; the alert is in force until expiry.
            #expect(alerts.first?.onset == NetFixture.now - 3600)
            #expect(alerts.first?.ends == NetFixture.now + 4 * 3600)
            #expect(alerts.first?.until == NetFixture.now + 4 * 3600)
            #expect(alerts.first?.expires == NetFixture.now + 6 * 3600)
            #expect(alerts.first?.colour == .yellow)
            #expect(alerts.first?.polygon.count == 2)
            #expect(await server.ecccRequests() == ["-75.7072,45.4115,-75.6872,45.4315"])
        }
    }

    /// Past its event's end, still before expiry: in force, and said to have ended.
    @Test func anAlertPastItsEventsEndIsStillInForceUntilItsExpiry() async throws {
        try await Self.run(now: NetFixture.now + 5 * 3600) { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            #expect(alerts.map(\.event) == ["Snowfall warning"])
            #expect(alerts.first?.hasEnded(at: NetFixture.now + 5 * 3600) == true)
        }
    }

    @Test func anAlertPastItsExpiryIsNotInForce() async throws {
        try await Self.run(now: NetFixture.now + 7 * 3600) { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            #expect(alerts.isEmpty)
        }
    }

    @Test func theBlockInTheUsersLanguageElseEnglish() async throws {
        try await Self.run(language: "fr") { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            #expect(alerts.map(\.event) == ["Avertissement de neige"])
            #expect(alerts.first?.areaDesc == "Ville d'Ottawa - Kanata - Orléans")
            #expect(alerts.first?.senderName == "Environnement et Changement climatique Canada")
        }
        try await Self.run(language: "de") { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            #expect(alerts.map(\.event) == ["Snowfall warning"])
        }
    }

    @Test func aPlaceWithNoAlertsAndAPlaceOutsideCanada() async throws {
        try await Self.run { server, client in
            let vancouver = try await client.alerts(Self.vancouver)
            #expect(vancouver.isEmpty)
            #expect(await Self.failure(client, Self.tokyo) == .noOfficialSource("Japan"))
            #expect(await server.ecccRequests().count == 1)
        }
        #expect(ECCCClient.covers(Self.ottawa))
        #expect(!ECCCClient.covers(Self.tokyo))
        #expect(
            ECCCClient.url(
                base: URL(string: "https://api.weather.gc.ca")!, around: GeoPoint(longitude: -75.7, latitude: 45.4)
            )
            .absoluteString
                == "https://api.weather.gc.ca/collections/weather-alerts/items?f=json&bbox=-75.71,45.39,-75.69,45.41&limit=100"
        )
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
            #expect(await Self.failure(client) == .failed(.http(status: 400, reason: "Invalid bbox")))
        }
    }

    @Test func hangTimesOut() async throws {
        try await Self.run(fault: .hang) { _, client in
            #expect(await Self.failure(client) == .failed(.timedOut(seconds: 6)))
        }
    }

    @Test func malformedTruncatedAndHugeBodies() async throws {
        try await Self.run(fault: .malformedJSON) { _, client in
            #expect(await Self.failure(client) == .failed(.malformedResponse(detail: "not valid JSON")))
        }
        try await Self.run(fault: .truncatedBody) { _, client in
            #expect(await Self.failure(client) == .failed(.truncatedResponse))
        }
        try await Self.run(fault: .oversizedBody) { _, client in
            #expect(await Self.failure(client) == .failed(.responseTooLarge(limitBytes: 4 * 1_048_576)))
        }
    }

    @Test func nullTextsAndEscapes() async throws {
        try await Self.run(fault: .nulls) { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            // The outline still places the warning; its null area name and text are left empty, not "null".
            #expect(alerts.map(\.event) == ["Snowfall warning"])
            #expect(alerts.first?.areaDesc == "")
            #expect(alerts.first?.description == nil)
        }
        let clean = try await Self.run { _, client in try await client.alerts(Self.ottawa) }
        try await Self.run(fault: .escapes) { _, client in
            let alerts = try await client.alerts(Self.ottawa)
            #expect(alerts == clean)
        }
    }

    /// The app's client asks ECCC for Canadian places, and no other source.
    @Test func theWorldClientAsksECCCForCanada() async throws {
        let server = FixtureServer(now: { NetFixture.now })
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let base = try #require(await server.baseURL)
        let client = AlertsClient.world(
            nws: .live(baseURL: base, httpClient: http, timeouts: NetFixture.timeouts), meteoAlarmBaseURL: base,
            ecccBaseURL: base, httpClient: http, language: "en", now: { NetFixture.now },
            timeouts: NetFixture.timeouts)
        let ottawa = try await client.alerts(Self.ottawa)
        #expect(ottawa.own.map(\.event) == ["Snowfall warning"])
        // ECCC answers for the place alone: nothing is elsewhere in Canada.
        #expect(ottawa.elsewhere.isEmpty)
        #expect(await server.ecccRequests().count == 1)
        #expect(await server.meteoAlarmRequests().isEmpty)
        #expect(await server.alertsRequestCount() == 0)
        try await http.shutdown()
        await server.stop()
    }
}
