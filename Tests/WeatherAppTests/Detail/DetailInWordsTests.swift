import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail in screen-reader mode: the same screen in words, with no braille or block art and nothing that moves.
@MainActor
struct DetailInWordsTests {
    static func inWords(_ state: DetailScreen.State) -> DetailScreen.State {
        var state = state
        state.inWords = true
        return state
    }

    /// Braille (U+2800–U+28FF), block elements (U+2580–U+259F) and the range bar's heavy line: pictures.
    static func pictures(in text: String) -> [Character] {
        text.filter { character in
            character.unicodeScalars.contains {
                (0x2800...0x28FF).contains($0.value) || (0x2580...0x259F).contains($0.value)
            }
                || character == "━" || character == "╺" || character == "╸"
        }.map { $0 }
    }

    @Test func dataAt80x22HasNoPicturesAndTheHoursAsRows() {
        let buffer = renderDetail(Self.inWords(DetailStates.data), width: 80, height: 22)
        let lines = buffer.lines()
        // The temperature as text, the age as a clock time (nothing ticks), the hours from the cursor's on.
        expectNoDifference(
            (lines[1...2] + lines[6...9] + lines[13...14]).joined(separator: "\n"),
            """
             updated 10:07 AM
             54°F                    Feels like 52°F      Wind     12 mph NW ↘         UV 2
             Next 48 hours ────────────────────────────────────────────────────────────────
             Sun 10 AM  ☁ Partly cloudy  55°F feels 52°F  precip 0% 0.00 in  wind 8 mph NW
             Sun 11 AM  ☁ Partly cloudy  56°F feels 53°F  precip 0% 0.00 in  wind 9 mph NW
             Sun 12 PM  ☁ Partly cloudy  57°F feels 54°F  precip 10% 0.00 in
             Next 7 days ──────────────────────────────────────────────────────────────────
             Today ☁ Partly cloudy       47°                                61°   10%  UV 2
            """)
        #expect(Self.pictures(in: buffer.text).isEmpty)
        #expect(!Self.pictures(in: renderDetail(DetailStates.data, width: 80, height: 22).text).isEmpty)
    }

    /// The readout's row is the focus: the first under the title; after ↑↓ the table's first row shown.
    @Test func theCursorIsOnTheCursorsHourRowThenOnTheFirstDayRow() {
        var state = Self.inWords(DetailStates.data)
        let view = { (state: DetailScreen.State) in DetailView(store: ViewStore(state: { state }, send: { _ in })) }
        var buffer = Buffer(width: 80, height: 22)
        #expect(view(state).render(into: &buffer, area: buffer.area).map { [$0.x, $0.y] } == [1, 7])
        state.daysHaveFocus = true
        #expect(view(state).render(into: &buffer, area: buffer.area).map { [$0.x, $0.y] } == [1, 14])
        // Out of words the readout is the chart's last row.
        var picture = DetailStates.data
        picture.inWords = false
        #expect(view(picture).render(into: &buffer, area: buffer.area).map { [$0.x, $0.y] } == [1, 12])
    }

    /// In words a click on an hour's row moves the cursor to it (the rows start at the cursor's hour).
    @Test func aClickOnAnHoursRowPointsAtThatHour() {
        let state = Self.inWords(DetailStates.data)
        let view = DetailView(store: ViewStore(state: { state }, send: { _ in }))
        let area = Rect(x: 0, y: 0, width: 80, height: 22)
        let third = state.upcomingHours[2].time
        #expect(view.mouseAction(MouseEvent(.press(.left), column: 40, row: 9), in: area) == .didPointAtHour(third))
        #expect(view.mouseAction(MouseEvent(.press(.left), column: 40, row: 7), in: area) == nil)  // the cursor's own
        #expect(view.mouseAction(MouseEvent(.press(.left), column: 40, row: 6), in: area) == nil)  // the title
    }

    /// The radar's sentence in the units chosen: miles in imperial.
    @Test func theRadarNearbyIsInMilesInImperial() {
        let nearby = RadarNearby.precipitation(kilometres: 9, direction: "west", dbz: 30)
        #expect(nearby.sentence(in: .imperial) == "Radar: rain 6 mi west")
        #expect(nearby.sentence(in: .metric) == "Radar: rain 9 km west")
        #expect(
            RadarNearby.precipitation(kilometres: 0, direction: "here", dbz: 30).sentence(in: .imperial)
                == "Radar: rain here")
        #expect(RadarNearby.clear.sentence(in: .imperial) == nil)
        var state = Self.inWords(DetailStates.data)
        state.radarNearby = nearby
        #expect(renderDetail(state, width: 80, height: 22).text.contains("Radar: rain 6 mi west"))
    }

    @Test func loadingIsAWordWithoutASpinner() {
        let text = renderDetail(Self.inWords(DetailStates.loading), width: 80, height: 22).text
        #expect(text.contains("Loading New York, NY…"))
        #expect(Self.pictures(in: text).isEmpty)
    }

    /// A failure's age is a clock time at the place in words ("since 10:03 AM": it does not tick), "4 min ago" else.
    @Test func unavailableLinesSayWhenAsAClockTime() {
        var state = DetailStates.data
        let failedAt = state.now.addingTimeInterval(-4 * 60)
        let error = WeatherError.http(status: 500, reason: nil)
        (state.spread, state.airQuality) = (.unavailable(error, since: failedAt), .unavailable(error, since: failedAt))
        #expect(state.spreadNote == "spread unavailable: HTTP 500, 4 min ago")
        let words = Self.inWords(state)
        let clock = words.clockTime(of: failedAt)
        #expect(clock != nil)
        #expect(words.spreadNote == "spread unavailable: HTTP 500, since \(clock ?? "")")
        let air = OutlookLines.Air(words.airQuality, now: words.now, age: words.age(of:))
        #expect(air == .unavailable(reason: "HTTP 500", since: "since \(clock ?? "")"))
    }
}
