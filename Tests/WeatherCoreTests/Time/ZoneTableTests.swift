import CivilCalendar
import Foundation
import Testing

@testable import WeatherCore

/// The zone table built into the binary (Resources/zones.bin) for machines without /usr/share/zoneinfo: it has
/// every zone the directory uses, answers as the system's files do, and `ZoneRules.named` falls back to it.
struct ZoneTableTests {
    static let missing = "/nonexistent/zoneinfo"

    /// An instant from its UTC wall-clock time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60))
    }

    /// Either side of the US changes of 2026 (8 March, 1 November) and 2027 (14 March, 7 November), in every US
    /// zone's hours, and mid-winter and mid-summer.
    static let instants: [Date] =
        [(2026, 3, 8), (2026, 11, 1), (2027, 3, 14), (2027, 11, 7)].flatMap { year, month, day in
            [5, 7, 8, 10, 12].flatMap { hour in [utc(year, month, day, hour - 1, 59), utc(year, month, day, hour)] }
        } + [utc(2026, 1, 15, 12), utc(2026, 7, 15, 12), utc(2027, 1, 15, 12), utc(2027, 7, 15, 12)]

    @Test func everyZoneTheDirectoryUsesIsInTheTable() {
        for zone in ZipDirectory.shared.timeZones.dropFirst() {
            #expect(ZoneTable.embedded.tzif(zone) != nil, "\(zone)")
        }
        #expect(ZoneTable.embedded.files.count == ZipDirectory.shared.timeZones.count - 1)
    }

    @Test func theTableAnswersAsTheSystemFilesDo() throws {
        for zone in ZipDirectory.shared.timeZones.dropFirst() {
            let system = try #require(ZoneRules.named(zone), "\(zone) is in /usr/share/zoneinfo")
            let embedded = try #require(ZoneRules.named(zone, directory: Self.missing), "\(zone) is in the table")
            for instant in Self.instants {
                #expect(embedded.localTime(at: instant) == system.localTime(at: instant), "\(zone) at \(instant)")
            }
        }
    }

    @Test func aMissingDatabaseFallsBackToTheTable() throws {
        func local(_ zone: String, _ date: Date) throws -> (Int, String) {
            let time = try #require(ZoneRules.named(zone, directory: Self.missing)).localTime(at: date)
            return (time.offset / 3600, time.abbreviation)
        }
        #expect(try local("America/New_York", Self.utc(2027, 3, 14, 6, 59)) == (-5, "EST"))
        #expect(try local("America/New_York", Self.utc(2027, 3, 14, 7)) == (-4, "EDT"))
        for date in [Self.utc(2026, 1, 15, 12), Self.utc(2026, 7, 15, 12)] {
            #expect(try local("America/Phoenix", date) == (-7, "MST"))
            #expect(try local("Pacific/Honolulu", date) == (-10, "HST"))
            #expect(try local("Pacific/Guam", date) == (10, "ChST"))
            #expect(try local("Pacific/Pago_Pago", date) == (-11, "SST"))
            #expect(try local("America/Puerto_Rico", date) == (-4, "AST"))
        }
        // Zones the directory does not use are not carried.
        #expect(ZoneRules.named("Europe/Paris", directory: Self.missing) == nil)
    }

    @Test func bytesThatAreNotATableAreRefused() {
        let bad: [[UInt8]] = [
            [], Array("LWZONE1\n".utf8), Array("LWZONE1\n\u{1}\u{0}\u{3}abc\0\0\0\0\u{9}\0\0\0".utf8),
        ]
        for bytes in bad {
            #expect(bytes.withUnsafeBytes { ZoneTable($0) } == nil)
        }
    }
}
