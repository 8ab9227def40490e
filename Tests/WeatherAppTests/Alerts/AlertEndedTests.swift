import Foundation
import Testing
import WeatherCore

@testable import WeatherApp

/// An alert whose event has ended but which is still in force (ECCC's, until its expiry): it reads "ended <time>"
/// and sorts after the rest; before that it reads its event's span. Times as in ECCC's real Toronto answer.
struct AlertEndedTests {
    static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }
    static let est = -5 * 3600

    static let freezingRain = WeatherAlert(
        id: "frw", event: "Freezing rain warning", severity: .severe, onset: date("2026-03-05T22:00:00Z"),
        expires: date("2026-03-06T08:04:06Z"), ends: date("2026-03-06T06:00:00Z"), colour: .yellow)
    static let statement = WeatherAlert(
        id: "sws", event: "Special weather statement", severity: .minor, onset: date("2026-03-05T23:00:00Z"),
        expires: date("2026-03-06T09:10:24Z"), ends: date("2026-03-06T14:00:00Z"))

    @Test func duringTheEventItsSpanIsTheEventsNotTheExpiry() {
        let evening = Self.date("2026-03-05T23:00:00Z")
        #expect(
            AlertText.span(Self.freezingRain, utcOffsetSeconds: Self.est, clock: .twentyFour, now: evening)
                == "Thu 17:00 – Fri 01:00")
        #expect(
            AlertText.until(Self.freezingRain, utcOffsetSeconds: Self.est, clock: .twentyFour, now: evening)
                == "until Fri 01:00")
    }

    @Test func afterTheEventItReadsEndedAndSortsLast() {
        let late = Self.date("2026-03-06T07:00:00Z")
        #expect(Self.freezingRain.isActive(at: late))
        #expect(
            AlertText.span(Self.freezingRain, utcOffsetSeconds: Self.est, clock: .twentyFour, now: late)
                == "ended Fri 01:00")
        #expect(
            AlertText.until(Self.freezingRain, utcOffsetSeconds: Self.est, clock: .twentyFour, now: late)
                == "ended Fri 01:00")
        // More severe, but ended: after the statement still running.
        #expect(
            [Self.freezingRain, Self.statement].sorted(by: WeatherAlert.order(at: late)).map(\.id) == ["sws", "frw"])
        #expect(
            [Self.statement, Self.freezingRain].sorted(by: WeatherAlert.order(at: Self.date("2026-03-05T23:00:00Z")))
                .map(\.id) == ["frw", "sws"])
    }
}
