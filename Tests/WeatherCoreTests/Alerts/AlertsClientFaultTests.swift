import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live alerts client against the fixture server with a fault on the alerts route alone: each ends in the
/// forecast's kind of error, and the forecast route keeps answering.
@Suite(.serialized) struct AlertsClientFaultTests {
    @Test func hangTimesOutWhileTheForecastStillAnswers() async throws {
        try await AlertsFixture.run(alertsFault: .hang) { server, clients in
            async let alerts = AlertsFixture.failure(clients.alerts)
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current?.temperature != nil)
            #expect(await alerts == .failed(.timedOut(seconds: 6)))
            #expect(await server.alertsRequestCount() == 1)
            #expect(await server.forecastRequestCount() == 1)
        }
    }

    @Test func slowButWithinTheTimeoutSucceeds() async throws {
        try await AlertsFixture.run(alertsFault: .slow(seconds: 0.2)) { _, clients in
            let alerts = try await clients.alerts.alerts(AlertsFixture.newYork).own
            #expect(alerts.count == 2)
        }
    }

    @Test func serverErrorCarriesTheProblemsDetail() async throws {
        try await AlertsFixture.run(alertsFault: .serverError) { _, clients in
            let error = await AlertsFixture.failure(clients.alerts)
            #expect(error == .failed(.http(status: 500, reason: "An unexpected problem has occurred.")))
            #expect(error?.message == "alerts unavailable: HTTP 500")
            let forecast = try await clients.weather.fetch(NetFixture.newYork)
            #expect(forecast.current != nil)
        }
    }

    @Test func rateLimitedKeepsRetryAfter() async throws {
        try await AlertsFixture.run(alertsFault: .rateLimited(retryAfter: 30)) { _, clients in
            let error = await AlertsFixture.failure(clients.alerts)
            #expect(
                error == .failed(.rateLimited(reason: "Too many requests; please slow down.", retryAfterSeconds: 30)))
        }
    }

    @Test func badRequestDetailIsSanitised() async throws {
        try await AlertsFixture.run(alertsFault: .badRequest) { _, clients in
            let error = await AlertsFixture.failure(clients.alerts)
            #expect(error == .failed(.http(status: 400, reason: #"Query parameter "limit" is not recognized"#)))
        }
    }

    @Test func malformedJSON() async throws {
        try await AlertsFixture.run(alertsFault: .malformedJSON) { _, clients in
            #expect(
                await AlertsFixture.failure(clients.alerts) == .failed(.malformedResponse(detail: "not valid JSON")))
        }
    }

    @Test func truncatedBody() async throws {
        try await AlertsFixture.run(alertsFault: .truncatedBody) { _, clients in
            #expect(await AlertsFixture.failure(clients.alerts) == .failed(.truncatedResponse))
        }
    }

    @Test(arguments: [FixtureFault.oversizedBody, .oversizedChunked])
    func hugeBodiesAreRefused(fault: FixtureFault) async throws {
        try await AlertsFixture.run(alertsFault: fault) { _, clients in
            #expect(
                await AlertsFixture.failure(clients.alerts) == .failed(.responseTooLarge(limitBytes: 4 * 1_048_576)))
        }
    }

    @Test func nullsAndAnUnreadableFeatureStillDecode() async throws {
        try await AlertsFixture.run(alertsFault: .nulls) { _, clients in
            let alerts = try await clients.alerts.alerts(AlertsFixture.newYork).own
            // The unreadable third feature is skipped; the nulls become defaults.
            #expect(alerts.map(\.event) == ["Extreme Heat Warning", "Special Weather Statement"])
            #expect(alerts.allSatisfy { $0.severity == .unknown && $0.urgency == "Unknown" && $0.headline == nil })
            #expect(alerts.allSatisfy { $0.ends == nil && $0.onset == nil && $0.description == nil })
            #expect(alerts.allSatisfy { $0.sameCodes.isEmpty && $0.senderName.isEmpty })
            #expect(alerts[0].until == NetFixture.now + 3 * 3600)
        }
    }

    @Test func escapeSequencesAreStrippedAndParagraphsKept() async throws {
        let clean = try await AlertsFixture.run { _, clients in try await clients.alerts.alerts(AlertsFixture.moore).own
        }
        try await AlertsFixture.run(alertsFault: .escapes) { _, clients in
            let alerts = try await clients.alerts.alerts(AlertsFixture.moore).own
            #expect(alerts == clean)
            let texts = alerts.flatMap {
                [$0.event, $0.headline, $0.description, $0.instruction, $0.areaDesc] as [String?]
            }
            #expect(
                texts.compactMap { $0 }.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } })
            #expect(alerts[0].description?.contains("\n\nHAZARD...Damaging tornado.\n\n") == true)
        }
    }
}
