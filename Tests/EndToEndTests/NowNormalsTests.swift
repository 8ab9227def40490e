import CivilCalendar
import Foundation
import ServiceEndpoints
import Testing
import WeatherFixtures

/// `lasso-weather now` with the place's 1991–2020 normals: the built binary against the in-process fixture server,
/// whose `/v1/archive` answers 30 synthetic years and counts its requests. A place's normals are asked once, ever.
@Suite(.serialized, .leavesNothingBehind) struct NowNormalsTests {
    /// 10001 New York's coordinates, as the directory has them.
    static let latitude = 40.7484

    @Test func jsonHasTheNormalsAndASecondRunADayLaterAsksNothing() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            let json = try parseJSONObject(run.stdout)
            let normals = try #require(json["normals"] as? [String: Any], "\(run.stdout)")
            #expect(Set(normals.keys) == ["date", "high", "low", "highDelta", "lowDelta"])
            #expect(await sandbox.server.requestCount(on: .archive) == 1)
            // The normal high matches a straight 15-day mean over the fixture's 30 years, to 0.1°.
            let date = try #require((normals["date"] as? String).flatMap(Self.civil))
            let straight = Self.straightNormalHigh(month: date.month, day: date.day)
            let high = try #require(normals["high"] as? Double)
            #expect(abs((high - 32) * 5 / 9 - straight) < 0.1)
            #expect(normals["highDelta"] is Double && normals["lowDelta"] is Double)
            #expect(json["normalsError"] is NSNull)

            // Again: the kept normals answer, with no request.
            let again = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(again.status == 0)
            #expect(
                again.stdout.contains(
                    /\nToday: high [^\n]+\n(\d+° (warmer|cooler) than|About) normal for \d+ [A-Z][a-z]{2} \(normal high -?\d+°F, low -?\d+°F\)\n/
                ))
            #expect(await sandbox.server.requestCount(on: .archive) == 1)
        }
    }

    /// Three places one after another, as a new user tries them: each prints its normals (the old budget's 10-minute
    /// spacing gave them to the first alone), one archive request each of 30 or 31 calls.
    @Test func threePlacesInARowEachHaveTheirNormals() async throws {
        try await withSandbox { sandbox, url in
            for (index, query) in ["Zürich", "Paris, FR", "Tokyo"].enumerated() {
                let run = try await sandbox.run(["now", query, "--json", "--api-url", url.absoluteString])
                #expect(run.status == 0, "\(query): \(run.stderr)")
                let json = try parseJSONObject(run.stdout)
                #expect(json["normals"] is [String: Any], "\(query): \(json["normalsError"] ?? "")")
                #expect(await sandbox.server.requestCount(on: .archive) == index + 1)
            }
            // The ledger every run shares: three archive windows (31 calls at most each) and the rest.
            let ledger = try String(
                contentsOf: sandbox.root.appendingPathComponent("data/lasso-weather/open-meteo-calls.json"),
                encoding: .utf8)
            let calls = ledger.matches(of: /:\s*(\d+(\.\d+)?)/).compactMap { Double($0.output.1) }.reduce(0, +)
            #expect(calls >= 90 && calls <= 3 * 40 + 30, "\(ledger)")
        }
    }

    @Test func aFailingArchiveLeavesTheForecastAndIsNotAskedAgainForTenMinutes() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.serverError, on: .archive)
            let run = try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            let json = try parseJSONObject(run.stdout)
            #expect(json["normals"] is NSNull)
            #expect(json["normalsError"] as? String == "normals unavailable: HTTP 500")
            await sandbox.server.setFault(.none, on: .archive)
            let text = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(text.status == 0)
            #expect(!text.stdout.contains("than normal"))
            #expect(await sandbox.server.requestCount(on: .archive) == 1)
        }
    }

    @Test func aBadArchiveURLIsBadInput() async throws {
        let run = try await OneShotSandbox().run(["now", "10001", "--archive-url", "ftp://x"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "lasso-weather: The archive URL \"ftp://x\" is not usable: the scheme must be http or https.\n")
        let help = try await OneShotSandbox().run(["now", "--help"])
        #expect(
            help.stdout.contains("--archive-url") && help.stdout.contains(ServiceEndpoint.archive.environmentVariable))
    }

    static func civil(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? CivilDate(year: parts[0], month: parts[1], day: parts[2]) : nil
    }

    /// Every year's 15 days around the month-day (Feb 29 as Feb 28), straight from the fixture's climate.
    static func straightNormalHigh(month: Int, day: Int) -> Double {
        var highs: [Double] = []
        for year in 1991...2020 {
            let centre = CivilDate(year: year, month: month, day: month == 2 && day == 29 ? 28 : day)
            for offset in -7...7 {
                var date = CivilDate(daysSince1970: centre.daysSince1970 + offset)
                if date.year < 1991 || date.year > 2020 {
                    date = CivilDate(year: year, month: date.month, day: date.day)
                }
                highs.append(FixtureArchiveClimate.day(date, latitude: latitude).high)
            }
        }
        return highs.reduce(0, +) / Double(highs.count)
    }
}
