import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// Home's many-places request over real HTTP against the fixture server: one request for every place, answered
/// in the real array shape, and each of the forecast route's faults.
@Suite(.serialized) struct ConditionsClientTests {
    /// New York, Portland (OR) and Honolulu.
    static let request = ConditionsRequest(
        coordinates: [
            .init(latitude: 40.7484, longitude: -73.9967), .init(latitude: 45.5, longitude: -122.69),
            .init(latitude: 21.3069, longitude: -157.8583),
        ], units: .imperial)

    /// A fixture server and a live many-places client pointed at it; both stopped afterwards.
    static func run<T>(
        fault: FixtureFault = .none, timeouts: HTTPLimits = NetFixture.timeouts,
        _ body: (FixtureServer, ConditionsClient, URL) async throws -> T
    ) async throws -> T {
        let server = FixtureServer(fault: fault, now: { NetFixture.now })
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: timeouts)
        let base = try #require(await server.baseURL)
        let client = ConditionsClient.live(baseURL: base, httpClient: http, timeouts: timeouts, now: { NetFixture.now })
        do {
            let result = try await body(server, client, base)
            try await http.shutdown()
            await server.stop()
            return result
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
    }

    static func failure(_ client: ConditionsClient) async -> WeatherError? {
        do {
            _ = try await client.fetch(request)
            return nil
        } catch {
            return error
        }
    }

    static func get(_ url: URL, _ path: String) async throws -> (status: Int, body: String) {
        let http = HTTPClient.makeForWeather()
        defer { Task { try? await http.shutdown() } }
        let answer = try await http.send(
            try #require(URL(string: url.absoluteString + path)), timeouts: HTTPLimits(total: .seconds(5)))
        return (answer.status, String(decoding: answer.body, as: UTF8.self))
    }

    @Test func threePlacesInOneRequestEachAsIfAskedAlone() async throws {
        try await Self.run { server, client, _ in
            let together = try await client.fetch(Self.request).map { try $0.get() }
            #expect(together.count == 3)
            let log = await server.forecastRequests()
            #expect(log.count == 1)
            #expect(log.first?.places == 3)
            #expect(log.first?.latitude == "40.7484,45.5,21.3069")
            #expect(log.first?.longitude == "-73.9967,-122.69,-157.8583")
            // Asked one by one (the service then answers a plain object), each place reads the same.
            for (index, coordinate) in Self.request.coordinates.enumerated() {
                let alone = try await client.fetch(ConditionsRequest(coordinates: [coordinate], units: .imperial))
                #expect(try alone.map { try $0.get() } == [together[index]])
            }
            #expect(await server.forecastRequests().map(\.places) == [3, 1, 1, 1])
            // Different places, different weather; today's high over its low.
            #expect(Set(together.map(\.temperature)).count == 3)
            #expect(together.allSatisfy { ($0.high ?? 0) >= ($0.low ?? 0) && $0.isDay != nil && $0.weatherCode != nil })
        }
    }

    @Test func theArrayIsTheSingleAnswersInOrder() async throws {
        try await Self.run { server, _, base in
            let query = "&current=temperature_2m,is_day&daily=temperature_2m_max&timezone=auto&forecast_days=1"
            let both = try await Self.get(base, "/v1/forecast?latitude=40.7484,45.5&longitude=-73.9967,-122.69" + query)
            let first = try await Self.get(base, "/v1/forecast?latitude=40.7484&longitude=-73.9967" + query)
            let second = try await Self.get(base, "/v1/forecast?latitude=45.5&longitude=-122.69" + query)
            #expect(both.status == 200)
            #expect(first.body.hasPrefix("{"))
            #expect(both.body == "[" + first.body + "," + second.body + "]")

            let mismatched = try await Self.get(base, "/v1/forecast?latitude=40,45&longitude=-74" + query)
            #expect(mismatched.status == 400)
            #expect(
                mismatched.body
                    == #"{"error":true,"reason":"Parameter 'latitude' and 'longitude' must have the same number of elements"}"#
            )
            let log = try await Self.get(base, "/admin/log")
            #expect(
                log.body
                    == #"{"forecast":[{"latitude":"40.7484,45.5","longitude":"-73.9967,-122.69","places":2},"#
                    + #"{"latitude":"40.7484","longitude":"-73.9967","places":1},"#
                    + #"{"latitude":"45.5","longitude":"-122.69","places":1},"#
                    + #"{"latitude":"40,45","longitude":"-74","places":2}]}"#)
            #expect(await server.forecastRequestCount() == 4)
        }
    }

    @Test func nullsFailEachPlaceAndEscapesChangeNoNumber() async throws {
        try await Self.run(fault: .nulls) { _, client, _ in
            let results = try await client.fetch(Self.request)
            #expect(
                results
                    == (1...3).map { .failure(.malformedResponse(detail: "no current temperature for place \($0)")) })
        }
        let normal = try await Self.run { _, client, _ in try await client.fetch(Self.request) }
        let escaped = try await Self.run(fault: .escapes) { _, client, _ in try await client.fetch(Self.request) }
        #expect(escaped == normal)
    }

    @Test(arguments: [
        (FixtureFault.serverError, WeatherError.http(status: 500, reason: nil)),
        (
            .badRequest,
            .http(
                status: 400,
                reason: "Cannot initialize WeatherVariable from invalid String value temperature_2m for key hourly")
        ),
        (
            .rateLimited(retryAfter: 30),
            .rateLimited(
                reason: "Minutely API request limit exceeded. Please try again in one minute.", retryAfterSeconds: 30)
        ),
        (.malformedJSON, .malformedResponse(detail: "not valid JSON")),
        (.truncatedBody, .truncatedResponse),
        (.oversizedBody, .responseTooLarge(limitBytes: 4 * 1_048_576)),
        (.oversizedChunked, .responseTooLarge(limitBytes: 4 * 1_048_576)),
    ])
    func aFaultFailsTheWholeRequest(fault: FixtureFault, expected: WeatherError) async throws {
        try await Self.run(fault: fault) { server, client, _ in
            let failure = await Self.failure(client)
            #expect(await server.forecastRequestCount() == 1)
            if fault == .truncatedBody, case .timedOut? = failure {
                // Seen in a parallel run on two loaded cores, as the ensemble's test saw it: the in-process server,
                // starved, had not closed the half-sent answer within the client's limit. Still a failure, not
                // data; WeatherClient's tests hold the exact error for the same scripted answer.
                return
            }
            #expect(failure == expected)
        }
    }

    @Test func aHangEndsAtTheTotalTimeout() async throws {
        let short = HTTPLimits(connect: .seconds(1), total: .seconds(1))
        try await Self.run(fault: .hang, timeouts: short) { _, client, _ in
            #expect(await Self.failure(client) == .timedOut(seconds: 1))
        }
    }

    @Test func noPlacesNoRequest() async throws {
        try await Self.run { server, client, _ in
            let results = try await client.fetch(ConditionsRequest(coordinates: [], units: .metric))
            #expect(results.isEmpty)
            #expect(await server.forecastRequestCount() == 0)
        }
    }
}
