import Foundation
import Testing

/// `lasso-weather lookup`: the embedded directory, one match per line; the geocoder only for a name offline has
/// not exactly (here unreachable: see `GeocoderCommandTests` for it answering).
@Suite(.leavesNothingBehind) struct LookupCommandTests {
    let sandbox = OneShotSandbox()

    @Test func cityNameListsEverySpringfieldWithItsState() async throws {
        let run = try await sandbox.run(["lookup", "springfield"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let states = Set(
            lines.compactMap { $0.firstMatch(of: /^\d{5}\s+Springfield, ([A-Z]{2})\s/).map { String($0.1) } })
        #expect(states.count >= 20, "\(run.stdout)")
        #expect(states.isSuperset(of: ["IL", "MO", "MA", "OH", "OR"]))
        #expect(lines.allSatisfy { $0.contains("Springfield") })
    }

    @Test func aStateNarrowsTheCity() async throws {
        let run = try await sandbox.run(["lookup", "Springfield, IL"])
        #expect(run.status == 0)
        let first = try #require(run.stdout.split(separator: "\n").first)
        #expect(first.contains("Springfield, IL"))
        #expect(first.contains("Sangamon"))
        #expect(first.contains("America/Chicago"))
    }

    @Test func zipPrefixListsSanFranciscoInOrder() async throws {
        let run = try await sandbox.run(["lookup", "941"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let zips = lines.map { String($0.prefix(5)) }
        #expect(zips.count > 40)
        #expect(zips.allSatisfy { $0.hasPrefix("941") })
        #expect(zips == zips.sorted())
        #expect(lines.contains { $0.hasPrefix("94103") && $0.contains("San Francisco, CA") })
        #expect(lines.filter { $0.contains("San Francisco, CA") }.count > lines.count / 2)
    }

    @Test func aLimitBelowOneIsAUsageError() async throws {
        let run = try await sandbox.run(["lookup", "941", "--limit", "0"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--limit must be 1 or more"))
    }

    /// `--lang` takes the app's languages, a region accepted, or `auto`; anything else is a usage error naming them.
    @Test func anUnknownLanguageIsAUsageErrorNamingTheValues() async throws {
        let run = try await sandbox.run(["now", "10001", "--lang", "tlh"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("'tlh' is not a language here; use en de fr es it pt nl pl ru ja zh or auto"))
        let traditional = try await sandbox.run(["now", "10001", "--lang", "zh_TW"])
        #expect(traditional.status == 64)
    }

    @Test func exactZIPIsOneLine() async throws {
        let run = try await sandbox.run(["lookup", " 10001-1234 "])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stdout.hasPrefix("10001  New York, NY"))
    }

    @Test(arguments: ["NYC", "New York", "Manhattan"])
    func newYorkByTheNamesPeopleWriteIsItsGeneralZip(query: String) async throws {
        let run = try await sandbox.run(["lookup", query])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("10001  New York, NY"), "\(run.stdout)")
        #expect(!run.stdout.contains("Nyc"))
    }

    @Test func abbreviationsAreNeverShownAsPlaces() async throws {
        let run = try await sandbox.run(["lookup", "Colo Spgs"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").first?.contains("Colorado Springs, CO") == true)
        #expect(!run.stdout.contains("Spgs"))
        let deland = try await sandbox.run(["lookup", "deland"])
        #expect(deland.stdout.hasPrefix("32720  DeLand, FL"), "\(deland.stdout)")
    }

    @Test func limitCutsTheListAndSaysSo() async throws {
        let run = try await sandbox.run(["lookup", "9", "--limit", "5"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 5)
        #expect(run.stderr == "lasso-weather: There are more than 5 matches; use --limit to see more.\n")
    }

    @Test func noMatchExitsWith66() async throws {
        let run = try await sandbox.run(["lookup", "zzzzqq"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        // This sandbox's server is not started: the geocoder cannot be reached, and the offline answer stands.
        #expect(
            run.stderr
                == "lasso-weather: online search unavailable: no connection\n"
                + "lasso-weather: No place matches “zzzzqq”.\n")
        let unknown = try await sandbox.run(["lookup", "00000"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("Nearest: 00501"))
    }

    @Test func malformedZIPExitsWith65() async throws {
        let run = try await sandbox.run(["lookup", "1234a"])
        #expect(run.status == 65)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("is not a ZIP code"))
    }
}
