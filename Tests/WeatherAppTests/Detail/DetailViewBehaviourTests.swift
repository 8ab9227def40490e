import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Keys, hints, and how the view copes with sizes, scrolling, units and hostile text.
@MainActor
struct DetailViewBehaviourTests {
    let data = DetailFixtures.state(snapshot: DetailFixtures.snapshot())

    @Test func keysBecomeActionsAndBackIsLeftToTheShell() {
        var sent: [DetailScreen.Action] = []
        let view = DetailView(store: ViewStore(state: { data }, send: { sent.append($0) }))
        let handled = [
            Key.char("r"), .char("u"), .char("m"), .left, .right, .home, .end, .char("d"), .up, .down, .pageUp,
            .pageDown, .escape, .backspace, .char("q"), .char("?"),
        ]
        .map(view.handle)
        #expect(handled == Array(repeating: true, count: 12) + [false, false, false, false])
        #expect(
            sent == [
                .didPressRefresh, .didToggleUnits, .didPressMap, .didMoveHourCursor(.previous),
                .didMoveHourCursor(.next), .didMoveHourCursor(.first), .didMoveHourCursor(.last), .didToggleDays,
                .didScrollDays(.rows(-1)), .didScrollDays(.rows(1)), .didScrollDays(.pages(-1)),
                .didScrollDays(.pages(1)),
            ])
    }

    @Test func breadcrumbAndHints() {
        let view = DetailView(store: ViewStore(state: { data }, send: { _ in }))
        #expect(view.breadcrumb == "New York, NY")
        // Esc (back) is the shell's, after these; the table's scroll is offered only when it has more rows.
        #expect(view.keyHints.map(\.key) == ["r", "←→", "u", "d", "m"])
        #expect(view.keyHints.map(\.label) == ["refresh", "hour", "metric", "16 days", "map"])
        #expect(
            view.helpEntries.map(\.key) == ["r", "a", "← →", "Home End", "u", "w", "c", "d", "m", "↑ ↓ j k PgUp PgDn"])
        #expect(!view.capturesText)
        var long = DetailFixtures.state(snapshot: DetailFixtures.snapshot(days: .sixteen), days: .sixteen)
        long.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        let scrollable = DetailView(store: ViewStore(state: { long }, send: { _ in }))
        #expect(scrollable.keyHints.map(\.key) == ["r", "←→", "u", "d", "m", "↑↓"])
        #expect(scrollable.keyHints.map(\.label) == ["refresh", "hour", "metric", "7 days", "map", "days"])
    }

    /// The shell calls layout before each frame: the view reports the chart's width and the table's rows to the
    /// store (once per change), which is how the store knows how many hours are in view.
    @Test func layoutReportsTheSectionSizesOnlyWhenTheyChange() {
        var state = data
        var sent: [DetailScreen.Action] = []
        let view = DetailView(
            store: ViewStore(
                state: { state },
                send: { action in
                    sent.append(action)
                    if case .didLayout(let sizes) = action { state.sectionSizes = sizes }
                }))
        view.layout(in: Rect(x: 0, y: 0, width: 80, height: 22))
        view.layout(in: Rect(x: 0, y: 0, width: 80, height: 22))
        view.layout(in: Rect(x: 0, y: 0, width: 40, height: 10))  // no chart: only the readout line
        view.layout(in: Rect(x: 0, y: 0, width: 200, height: 58))
        #expect(
            sent == [
                .didLayout(.init(chartWidth: 72, dayRows: 7)), .didLayout(.init(chartWidth: 0, dayRows: 0)),
                .didLayout(.init(chartWidth: 192, dayRows: 7)),
            ])
        // While loading there are no sections to size: the store's unknown sizes stand.
        let loading = DetailStates.loading
        let quiet = DetailView(store: ViewStore(state: { loading }, send: { _ in Issue.record("nothing to report") }))
        quiet.layout(in: Rect(x: 0, y: 0, width: 80, height: 22))
    }

    /// Every size from the minimum up to 200×60 keeps the header and the licence line, and draws nothing raw.
    @Test func everySizeKeepsHeaderAndAttribution() {
        for width in stride(from: 40, through: 200, by: 8) {
            for height in stride(from: 10, through: 58, by: 4) {
                let lines = renderDetail(data, width: width, height: height).lines()
                #expect(lines[0].contains("New York, NY"), "\(width)×\(height)")
                #expect(lines[height - 1].hasSuffix(DetailView.attribution), "\(width)×\(height)")
                #expect(lines[3].contains("°F") || lines[2].contains("°F"), "\(width)×\(height)")
            }
        }
    }

    @Test func theCursorPastTheWindowScrollsTheChart() {
        var scrolled = data
        scrolled.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        scrolled.moveHourCursor(.last)
        let before = renderDetail(data, width: 80, height: 22).lines()[6]
        let after = renderDetail(scrolled, width: 80, height: 22).lines()[6]
        #expect(before.hasSuffix(" Sun 10 AM – Mon 9 AM →"))
        #expect(after.hasSuffix("← Mon 10 AM – Tue 9 AM"))
    }

    @Test func everythingFitsWhenWide() {
        let lines = renderDetail(data, width: 200, height: 58).lines()
        let title = lines.first { $0.contains("Next 48 hours") }
        #expect(title?.hasSuffix("Sun 10 AM – Tue 9 AM") == true)
    }

    @Test func metricShowsCelsiusAndHectopascals() {
        let metric = DetailFixtures.state(snapshot: DetailFixtures.snapshot(.metric), units: .metric)
        let text = renderDetail(metric, width: 80, height: 22).text
        #expect(text.contains("°C"))
        #expect(text.contains("1016 hPa"))
        #expect(text.contains("20 km/h NW ↘"))
    }

    @Test func refreshingShowsASpinnerBesideTheAge() {
        var refreshing = data
        refreshing.status = .loading
        refreshing.spinnerTick = 2
        #expect(renderDetail(refreshing, width: 80, height: 22).lines()[1] == " ⠹ refreshing · updated 3 min ago")
    }

    @Test func missingValuesShowAsDashes() {
        var sparse = data
        sparse.snapshot?.forecast.current = Forecast.Current(temperature: nil, weatherCode: nil)
        let lines = renderDetail(sparse, width: 80, height: 22).lines()
        expectNoDifference(
            Array(lines[2...5]),
            [
                " —                       Feels like —   Wind     —",
                "                         Humidity   —   Gusts    —",
                "                         Clouds     —   Pressure —",
                " — —                     Precip     —   Rise/set 6:49 AM / 4:32 PM",
            ])
    }

    @Test func asciiIconsAvoidUnicodeGlyphs() {
        var ascii = data
        ascii.iconSet = .ascii
        let lines = renderDetail(ascii, width: 80, height: 22).lines()
        #expect(lines[2].hasPrefix(" 54°F                    Feels like 52°F      Wind     12 mph NW"))
        #expect(lines[5].hasPrefix(" % Partly cloudy"))
        #expect(
            lines.contains { $0.hasPrefix(" Today % Partly cloudy       47° ----------------============== 61°") })
    }

    @Test func controlCharactersInPlaceNamesAreNotDrawn() {
        var hostile = data
        hostile.place.city = "Evil\u{1B}[31mTown\u{07}"
        let view = DetailView(store: ViewStore(state: { hostile }, send: { _ in }))
        #expect(view.breadcrumb == "EvilTown, NY")
        #expect(renderDetail(hostile, width: 80, height: 22).lines()[0].hasPrefix(" EvilTown, NY  10001"))
    }
}
