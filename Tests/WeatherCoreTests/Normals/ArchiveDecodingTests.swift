import CivilCalendar
import Foundation
import Testing

@testable import WeatherCore

/// The archive decoder on the real recorded Brasília answer (Fixtures/real, see SOURCES.md there) and on the shapes
/// it must refuse or tolerate.
@Suite struct ArchiveDecodingTests {
    static func real(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/real/\(name).json"))
    }

    @Test func theRealBrasiliaAnswer() throws {
        let days = try ArchiveDays(
            openMeteoJSON: try Self.real("openmeteo-archive-brasilia-daily-tmax-2022-12-29_2023-01-08"))
        #expect(days.dates.count == 11)
        #expect(days.dates.first == CivilDate(year: 2022, month: 12, day: 29))
        #expect(days.dates[3] == CivilDate(year: 2023, month: 1, day: 1))
        #expect(days.dates.last == CivilDate(year: 2023, month: 1, day: 8))
        #expect(days.highs == [26.4, 25.5, 25.8, 26.2, 27.0, 26.3, 25.2, 25.0, 22.8, 25.7, 23.5])
        // It asked for the highs only.
        #expect(days.lows == Array(repeating: nil, count: 11))
    }

    @Test func nullDaysAndFahrenheit() throws {
        let body = """
            {"daily_units": {"time": "iso8601", "temperature_2m_max": "°F", "temperature_2m_min": "°C"},
             "daily": {"time": ["1991-01-01", "1991-01-02"], "temperature_2m_max": [50.0, null],
                       "temperature_2m_min": [null, -3.5]}}
            """
        let days = try ArchiveDays(openMeteoJSON: Data(body.utf8))
        #expect(days.highs == [10.0, nil])
        #expect(days.lows == [nil, -3.5])
    }

    @Test func badDatesAndUnevenColumnsAreRefused() {
        let badDate = #"{"daily": {"time": ["1991-02-30"], "temperature_2m_max": [1]}}"#
        #expect(throws: (any Error).self) { try ArchiveDays(openMeteoJSON: Data(badDate.utf8)) }
        let uneven = #"{"daily": {"time": ["1991-01-01"], "temperature_2m_max": [1, 2]}}"#
        #expect(throws: (any Error).self) { try ArchiveDays(openMeteoJSON: Data(uneven.utf8)) }
        #expect(throws: (any Error).self) { try ArchiveDays(openMeteoJSON: Data("<html>".utf8)) }
    }
}
