import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Where the Alerts screen puts the terminal's cursor: on the selected alert's title in the list, on the first line
/// of text shown while reading one.
@MainActor
struct AlertsFocusTests {
    typealias A = AlertFixtures

    func render(selected: Int = 0, reading: Int? = nil, scroll: Int = 0) -> (buffer: Buffer, focus: [Int]?) {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.selected, state.reading, state.scroll) = (80, 22, selected, reading, scroll)
        var buffer = Buffer(width: 80, height: 22)
        let focus = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        return (buffer, focus.map { [$0.x, $0.y] })
    }

    @Test func theSelectedAlertsTitle() throws {
        for selected in 0..<2 {
            let (buffer, focus) = render(selected: selected)
            let cell = try #require(focus)
            let line = buffer.lines()[cell[1]]
            #expect(line.contains("▶ "))
            // The title starts where the cursor is: right after the marker.
            #expect(buffer[cell[0] - 2, cell[1]].symbol == "▶")
            #expect(buffer[cell[0], cell[1]].symbol != " ")
        }
    }

    /// In words the note of the last `r` says a clock time at the place, which does not tick.
    @Test func inWordsTheRefreshNoteSaysAClockTime() {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.inWords) = (80, 22, true)
        state.refresh = RefreshRequest(askedAt: A.now - 600, outcome: .updated(A.now - 600))
        var buffer = Buffer(width: 80, height: 22)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        #expect(buffer.lines()[21].hasSuffix(" updated Sun 10:00 AM"))
        state.inWords = false
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        #expect(buffer.lines()[21].hasSuffix(" updated 10 min ago"))
    }

    @Test func theFirstLineOfTextShownWhileReading() {
        let (buffer, focus) = render(reading: 0)
        #expect(focus == [1, 2])  // under the event and the when
        let scrolled = render(reading: 0, scroll: 1)
        #expect(scrolled.focus == [1, 2])
        #expect(buffer.lines()[3] == scrolled.buffer.lines()[2])  // the line that was second is first now
    }
}
