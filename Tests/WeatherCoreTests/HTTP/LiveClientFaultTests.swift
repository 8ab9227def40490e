import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live client over real HTTP against the fixture server, one test per fault mode.
@Suite(.serialized) struct LiveClientFaultTests {
    @Test func slowButWithinTheTotalTimeoutSucceeds() async throws {
        try await NetFixture.run(fault: .slow(seconds: 0.2)) { _, client in
            let forecast = try await client.fetch(NetFixture.newYork)
            #expect(forecast.current?.temperature != nil)
        }
    }

    @Test func slowerThanTheTotalTimeoutTimesOut() async throws {
        try await NetFixture.run(fault: .slow(seconds: 20)) { _, client in
            let (error, seconds) = await NetFixture.failure(client)
            #expect(error == .timedOut(seconds: 6))
            #expect(seconds < 19)  // the total timeout, not the server's 20 s
        }
    }

    @Test func hangTimesOut() async throws {
        try await NetFixture.run(fault: .hang) { server, client in
            let (error, seconds) = await NetFixture.failure(client)
            #expect(error == .timedOut(seconds: 6))
            #expect(seconds >= 5.9)  // the total timeout applied (an upper bound would only measure the machine's load)
            #expect(await server.forecastRequestCount() == 1)
        }
    }

    @Test func serverErrorWithHTMLBody() async throws {
        try await NetFixture.run(fault: .serverError) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(error == .http(status: 500, reason: nil))
            #expect(error?.message == "The weather service had a problem (HTTP 500).")
        }
    }

    @Test func rateLimitedWithoutRetryAfter() async throws {
        try await NetFixture.run(fault: .rateLimited(retryAfter: nil)) { _, client in
            let (error, _) = await NetFixture.failure(client)
            let reason = "Minutely API request limit exceeded. Please try again in one minute."
            #expect(error == .rateLimited(reason: reason, retryAfterSeconds: nil))
            #expect(
                error?.message == "The weather service's rate limit was reached: Minutely API request limit "
                    + "exceeded. Please try again in one minute.")  // "try again" said once
        }
    }

    @Test func rateLimitedWithRetryAfter() async throws {
        try await NetFixture.run(fault: .rateLimited(retryAfter: 30)) { _, client in
            let (error, _) = await NetFixture.failure(client)
            guard case .rateLimited(_, let retry)? = error else {
                Issue.record("got \(String(describing: error))")
                return
            }
            #expect(retry == 30)
            #expect(
                error?.message
                    == "The weather service's rate limit was reached: Minutely API request limit exceeded; "
                    + "try again in 30 seconds.")
            #expect(error?.message.components(separatedBy: "try again").count == 2)  // said once
        }
    }

    @Test func badRequestCarriesTheSanitisedReason() async throws {
        try await NetFixture.run(fault: .badRequest) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(
                error
                    == .http(
                        status: 400,
                        reason:
                            "Cannot initialize WeatherVariable from invalid String value temperature_2m for key hourly")
            )
            #expect(error?.message.contains("\u{1B}") == false)
        }
    }

    @Test func malformedJSON() async throws {
        try await NetFixture.run(fault: .malformedJSON) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(error == .malformedResponse(detail: "not valid JSON"))
        }
    }

    /// The exact error for a cut answer, with room for a starved in-process server to close it: on two loaded cores
    /// (a fresh clone's CI beside other builds) it once took over the usual 6 s, and the client timed out first.
    @Test func truncatedBody() async throws {
        let roomy = HTTPLimits(connect: .seconds(3), total: .seconds(60), maxBodyBytes: 4 * 1_048_576)
        try await NetFixture.run(fault: .truncatedBody, timeouts: roomy) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(error == .truncatedResponse)  // not .timedOut: the short body ended it
        }
    }

    @Test func oversizedBodyWithContentLength() async throws {
        try await NetFixture.run(fault: .oversizedBody) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(error == .responseTooLarge(limitBytes: 4 * 1_048_576))
            #expect(error?.message == "The weather service sent more than 4 MB; the response was refused.")
        }
    }

    @Test func oversizedChunkedBody() async throws {
        try await NetFixture.run(fault: .oversizedChunked) { _, client in
            let (error, _) = await NetFixture.failure(client)
            #expect(error == .responseTooLarge(limitBytes: 4 * 1_048_576))
        }
    }

    @Test func nullsEverywhereStillDecode() async throws {
        try await NetFixture.run(fault: .nulls) { _, client in
            let forecast = try await client.fetch(NetFixture.newYork)
            #expect(forecast.current?.time != nil)
            #expect(forecast.current?.temperature == nil && forecast.current?.weatherCode == nil)
            #expect(forecast.hourly.count == 48 && forecast.hourly.allSatisfy { $0.temperature == nil })
            #expect(forecast.daily.count == 7 && forecast.daily.allSatisfy { $0.high == nil && $0.sunrise == nil })
            #expect(Units.temperature(forecast.current?.temperature, .imperial) == "—")
        }
    }

    @Test func escapeSequencesInStringsAreStripped() async throws {
        try await NetFixture.run(fault: .escapes) { _, client in
            let forecast = try await client.fetch(NetFixture.newYork)
            #expect(forecast.timezone == "Etc/GMT+5")
            #expect(forecast.timezoneAbbreviation == "GMT-5")
            #expect(
                forecast.unitLabels
                    == UnitLabels(temperature: "°F", windSpeed: "mph", precipitation: "inch", pressure: "hPa"))
        }
    }

    @Test func connectionRefused() async throws {
        // Port 1 on loopback: nothing listens there (a just-freed ephemeral port could be taken by a parallel test).
        let port = 1
        let http = HTTPClient.makeForWeather(timeouts: NetFixture.timeouts)
        let client = WeatherClient.live(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, httpClient: http, timeouts: NetFixture.timeouts)
        let (error, _) = await NetFixture.failure(client)
        try await http.shutdown()
        // .cannotConnect rather than .connectTimeout: it failed at once instead of retrying until the timeout.
        #expect(error == .cannotConnect(host: "127.0.0.1", detail: "connection refused"))
    }
}
