import Foundation
import Testing

@testable import WeatherCore

/// Local time at a place from the system's tz database, without ICU: abbreviations and offsets across the US
/// daylight-saving changes of 2026 and 2027, places that keep none, and the POSIX rule files end with.
struct ZoneRulesTests {
    /// An instant from its UTC wall-clock time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        let days = CivilDate(year: year, month: month, day: day).days
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60))
    }

    func local(_ zone: String, _ date: Date) throws -> (Int, String) {
        let rules = try #require(ZoneRules.named(zone), "\(zone) is in /usr/share/zoneinfo")
        let time = rules.localTime(at: date)
        return (time.offset / 3600, time.abbreviation)
    }

    @Test(arguments: [2026, 2027])
    func newYorkChangesOnTheSecondSundayOfMarchAndTheFirstOfNovember(year: Int) throws {
        // 2026: 8 March and 1 November; 2027: 14 March and 7 November, at 2 AM local.
        let (march, november) = year == 2026 ? (8, 1) : (14, 7)
        #expect(try local("America/New_York", utc(year, 3, march, 6, 59)) == (-5, "EST"))
        #expect(try local("America/New_York", utc(year, 3, march, 7, 0)) == (-4, "EDT"))
        #expect(try local("America/New_York", utc(year, 11, november, 5, 59)) == (-4, "EDT"))
        #expect(try local("America/New_York", utc(year, 11, november, 6, 0)) == (-5, "EST"))
        #expect(try local("America/Chicago", utc(year, 7, 1, 12)) == (-5, "CDT"))
        #expect(try local("America/Los_Angeles", utc(year, 1, 1, 12)) == (-8, "PST"))
        #expect(try local("America/Anchorage", utc(year, 1, 1, 12)) == (-9, "AKST"))
    }

    @Test func arizonaHawaiiAndTheTerritoriesKeepNoDaylightTime() throws {
        for date in [utc(2026, 1, 15, 12), utc(2026, 7, 15, 12)] {
            #expect(try local("America/Phoenix", date) == (-7, "MST"))
            #expect(try local("Pacific/Honolulu", date) == (-10, "HST"))
            #expect(try local("America/Puerto_Rico", date) == (-4, "AST"))
            #expect(try local("Pacific/Guam", date) == (10, "ChST"))
            #expect(try local("Pacific/Pago_Pago", date) == (-11, "SST"))
        }
        // The Navajo Nation keeps daylight time, as Denver does.
        #expect(try local("America/Denver", utc(2026, 7, 15, 12)) == (-6, "MDT"))
    }

    @Test func farFutureInstantsFollowTheFilesPosixRule() throws {
        #expect(try local("America/New_York", utc(2090, 7, 4, 12)) == (-4, "EDT"))
        #expect(try local("America/New_York", utc(2090, 12, 25, 12)) == (-5, "EST"))
    }

    @Test func posixRulesByThemselves() throws {
        let rule = try #require(PosixZoneRule("CST6CDT,M3.2.0,M11.1.0"))
        let summer = Int64(utc(2031, 6, 1, 0).timeIntervalSince1970)
        #expect(rule.localTime(at: summer).abbreviation == "CDT")
        #expect(rule.localTime(at: summer).offset == -5 * 3600)
        #expect(try #require(PosixZoneRule("<+10>-10")).localTime(at: summer).offset == 10 * 3600)
        #expect(PosixZoneRule("EST5EDT,J60,J300") == nil)  // Julian-day rules: not used by US zones
    }

    @Test func namesThatAreNotZonesReadNothing() {
        for name in ["", "../../etc/passwd", "/etc/passwd", "America/../../etc/passwd", "Napakiak", "America/Nowhere"] {
            #expect(ZoneRules.named(name) == nil, "\(name)")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York")))
    func aTruncatedFileIsRefusedNotTrusted() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/New_York"))
        #expect(throws: TZif.Invalid.self) { try TZif.parse(data.prefix(60), "America/New_York") }
        #expect(throws: TZif.Invalid.self) { try TZif.parse(Data("not a zone".utf8), "x") }
    }
}
