import Foundation
import Testing

@testable import WeatherCore

/// The persistence files' own date form, read without ISO8601FormatStyle: the same moment it would read, and
/// anything else left to it.
@Suite struct UTCTimestampTests {
    private let milliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    @Test func readsWhatTheFilesHoldAsISO8601FormatStyleDoes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let date = Date(
                timeIntervalSince1970: Double(Int.random(in: 0..<4_102_444_800_000, using: &generator)) / 1000)
            let text = date.formatted(milliseconds)
            let expected = try Date(text, strategy: milliseconds)
            // The same moment: ISO8601FormatStyle's own arithmetic is off by up to a few units in the last place of
            // the Double, so equality to the bit is not asked; a microsecond is a thousandth of what the files keep.
            let read = try #require(UTCTimestamp.date(text), "\(text)")
            #expect(abs(read.timeIntervalSince(expected)) < 1e-6, "\(text)")
        }
        for text in ["2026-11-25T02:24:00Z", "2024-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "2026-11-25T02:24:00.5Z"] {
            let expected = try Date(
                text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")))
            let read = try #require(UTCTimestamp.date(text), "\(text)")
            #expect(abs(read.timeIntervalSince(expected)) < 1e-6, "\(text)")
        }
    }

    @Test func leavesEveryOtherFormToTheFormatStyle() {
        for text in [
            "", "2026-11-25", "2026-11-25T02:24:00", "2026-11-25T02:24:00+01:00", "2026-11-25T02:24:00z",
            "2026-11-25 02:24:00Z", "2026-13-25T02:24:00Z", "2025-02-29T02:24:00Z", "2026-11-31T02:24:00Z",
            "2026-11-25T24:00:00Z", "2026-11-25T02:60:00Z", "2026-11-25T02:24:60Z", "2026-11-25T02:24:00.Z",
            "2026-11-25T02:24:00.1234567890Z", "2026-11-2xT02:24:00Z", "+026-11-25T02:24:00Z", "２０２６-11-25T02:24:00Z",
        ] {
            #expect(UTCTimestamp.date(text) == nil, "\(text)")
        }
    }

    @Test func theRecentPlacesFileKeepsItsDates() throws {
        let entry = RecentSearch(
            place: ZipDirectory.shared.place(zip: "10001")!,
            searchedAt: Date(timeIntervalSince1970: 1_795_000_000.123), lastTemperature: 60, lastUnits: .imperial,
            lastWeatherCode: 0, lastSeenAt: Date(timeIntervalSince1970: 1_795_000_321.5))
        let data = try PersistenceJSON.encoder().encode(RecentSearchList(entries: [entry]))
        let list = try PersistenceJSON.decoder().decode(RecentSearchList.self, from: data)
        // To the millisecond, which is what the files keep.
        let searched = try #require(list.entries.first?.searchedAt.timeIntervalSince1970)
        let seen = try #require(list.entries.first?.lastSeenAt?.timeIntervalSince1970)
        #expect((searched * 1000).rounded() == 1_795_000_000_123)
        #expect((seen * 1000).rounded() == 1_795_000_321_500)
    }
}
