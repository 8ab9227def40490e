import CivilCalendar
import Foundation
import Testing

@testable import WeatherCore

/// Local time at a place from the system's tz database, without ICU: abbreviations and offsets across the US
/// daylight-saving changes of 2026 and 2027, places that keep none, and the POSIX rule files end with.
struct ZoneRulesTests {
    /// An instant from its UTC wall-clock time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
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

    // Found by the time-zone fuzz target (Fuzz/): "HST50" gave a local time 50 hours from UTC, and a longer number
    // of hours overflowed the seconds sum.
    @Test func posixRulesWithOffsetsBeyondADayAreRefused() {
        #expect(PosixZoneRule("HST50") == nil)
        #expect(PosixZoneRule("HST-25") == nil)
        #expect(PosixZoneRule("EST99999999999999999") == nil)
        #expect(PosixZoneRule("EST5EDT,M3.2.0/99999999999999999,M11.1.0") == nil)
        #expect(PosixZoneRule("EST5:60") == nil)
        #expect(PosixZoneRule("XXX-24:59:59")?.standard.offset == 24 * 3600 + 59 * 60 + 59)
        #expect(PosixZoneRule("EST5EDT,M3.2.0/-167,M11.1.0/167")?.start?.time == -167 * 3600)
    }

    // Also from the fuzz target: TZif files whose transitions run backwards or whose offsets are days long were
    // taken as they were.
    @Test func tzifFilesOutOfOrderOrWithOffsetsBeyondADayAreRefused() throws {
        let good = try TZif.parse(tzif(transitions: [0, 100], offsets: [-18_000, -14_400]), "Test/Good")
        #expect(good.localTime(at: Date(timeIntervalSince1970: 150)).offset == -14_400)
        #expect(throws: TZif.Invalid.self) { try TZif.parse(tzif(transitions: [100, 0], offsets: [0, 3600]), "T/A") }
        #expect(throws: TZif.Invalid.self) { try TZif.parse(tzif(transitions: [5, 5], offsets: [0, 3600]), "T/B") }
        #expect(throws: TZif.Invalid.self) { try TZif.parse(tzif(transitions: [0], offsets: [180_000]), "T/C") }
    }

    /// A version 2 TZif file (an empty version 1 block) with one local time per transition, named "Z0", "Z1"….
    private func tzif(transitions: [Int64], offsets: [Int32]) -> Data {
        func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        func header(_ counts: [Int32]) -> [UInt8] {
            Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15) + counts.flatMap { be($0) }
        }
        let names: [UInt8] = offsets.indices.flatMap { Array("Z\($0)".utf8) + [0] }
        var bytes = header([0, 0, 0, 0, 0, 0])
        bytes += header([0, 0, 0, Int32(transitions.count), Int32(offsets.count), Int32(names.count)])
        bytes += transitions.flatMap { be($0) }
        bytes += transitions.indices.map { UInt8(min($0 + 1, offsets.count - 1)) }
        bytes += offsets.enumerated().flatMap { index, offset -> [UInt8] in be(offset) + [0, UInt8(index * 3)] }
        return Data(bytes + names + Array("\n\n".utf8))
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
