import CivilCalendar
import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The live archive client against the in-process fixture server's `/v1/archive`: a window in each of the 30
/// years, list-valued dates answered as the real server answers them (an array of envelopes, one per range), normals
/// that match a straight computation of the 15-day means to 0.1°, and each fault on the archive route alone ending in
/// the forecast's kind of error.
@Suite(.serialized) struct ArchiveClientTests {
    static let window = CivilDate(year: 2026, month: 11, day: 14)
    static let newYork = ArchiveRequest(
        place: Place(
            zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: 40.7484,
            longitude: -73.9967),
        window: window)

    static func run<T>(
        fault: FixtureFault = .none, _ body: (FixtureServer, ArchiveClient) async throws -> T
    ) async throws -> T {
        try await NetFixture.serving(FixtureServer(now: { NetFixture.now })) { server, http, baseURL in
            await server.setFault(fault, on: .archive)
            return try await body(server, .live(baseURL: baseURL, httpClient: http, timeouts: NetFixture.timeouts))
        }
    }

    static func outcome(_ client: ArchiveClient) async -> Result<ArchiveDays, WeatherError> {
        do throws(WeatherError) {
            return .success(try await client.fetch(newYork))
        } catch {
            return .failure(error)
        }
    }

    @Test func aWindowInEachYearAndItsNormals() async throws {
        try await Self.run { server, client in
            let days = try await client.fetch(Self.newYork)
            #expect(days.dates.count == Self.newYork.ranges.reduce(0) { $0 + $1.days })
            #expect(days.dates.first == CivilDate(year: 1991, month: 1, day: 1))
            #expect(days.dates.contains(CivilDate(year: 2005, month: 12, day: 25)))
            #expect(!days.dates.contains(CivilDate(year: 2005, month: 7, day: 20)))
            #expect(days.dates.last == CivilDate(year: 2020, month: 12, day: 31))
            #expect(days.highs[0] == FixtureArchiveClimate.day(days.dates[0], latitude: 40.7484).high)
            #expect(await server.requestCount(on: .archive) == 1)

            var sums = NormalsSums()
            sums.replace(NormalsSums.slots(from: Self.window, days: ArchiveRequest.windowDays), with: days)
            let normals = sums.normals
            // Outside the window: not known, never guessed.
            #expect(normals.normal(month: 7, day: 20) == nil && normals.normal(month: 11, day: 20) == nil)
            for (month, day) in [(11, 21), (11, 25), (12, 31), (1, 1), (1, 13)] {
                let straight = Self.straightNormal(month: month, day: day, latitude: 40.7484)
                let computed = try #require(normals.normal(month: month, day: day))
                #expect(abs(computed.high - straight.high) < 0.1, "\(month)-\(day)")
                #expect(abs(computed.low - straight.low) < 0.1, "\(month)-\(day)")
            }
            // Early January in New York is cooler than late November.
            #expect(normals.normal(month: 1, day: 5)!.high < normals.normal(month: 11, day: 21)!.high)
        }
    }

    /// The definition read literally: for each year, the 15 dates from 7 days before to 7 after the month-day
    /// (Feb 29 taken as Feb 28; a window crossing New Year takes the neighbouring year's days when they are within
    /// 1991–2020, and the same year's otherwise), every day's value straight from the fixture's climate.
    static func straightNormal(month: Int, day: Int, latitude: Double) -> (high: Double, low: Double) {
        var highs: [Double] = []
        var lows: [Double] = []
        for year in 1991...2020 {
            let centre = CivilDate(year: year, month: month, day: month == 2 && day == 29 ? 28 : day)
            for offset in -7...7 {
                var date = CivilDate(daysSince1970: centre.daysSince1970 + offset)
                if date.year < 1991 || date.year > 2020 {
                    date = CivilDate(year: year, month: date.month, day: date.day)
                }
                let value = FixtureArchiveClimate.day(date, latitude: latitude)
                highs.append(value.high)
                lows.append(value.low)
            }
        }
        return (highs.reduce(0, +) / Double(highs.count), lows.reduce(0, +) / Double(lows.count))
    }

    @Test(arguments: [
        (FixtureFault.serverError, WeatherError.http(status: 500, reason: nil)),
        (
            .rateLimited(retryAfter: nil),
            .rateLimited(
                reason: "Minutely API request limit exceeded. Please try again in one minute.", retryAfterSeconds: nil)
        ),
        (.malformedJSON, .malformedResponse(detail: "not valid JSON")),
        (.truncatedBody, .truncatedResponse),
    ])
    func faultsEndInTheForecastsKindOfError(fault: FixtureFault, error: WeatherError) async throws {
        try await Self.run(fault: fault) { server, client in
            #expect(await Self.outcome(client) == .failure(error))
            #expect(await server.requestCount(on: .archive) == 1)
        }
    }

    @Test func aSlowArchiveTimesOut() async throws {
        try await Self.run(fault: .slow(seconds: 10)) { _, client in
            #expect(await Self.outcome(client) == .failure(.timedOut(seconds: 6)))
        }
    }

    @Test func nullDaysGiveNoNormals() async throws {
        try await Self.run(fault: .nulls) { _, client in
            let days = try await client.fetch(Self.newYork)
            var sums = NormalsSums()
            sums.replace(NormalsSums.slots(from: Self.window, days: ArchiveRequest.windowDays), with: days)
            #expect(sums.normals.normal(month: 11, day: 25) == nil)
        }
    }
}
