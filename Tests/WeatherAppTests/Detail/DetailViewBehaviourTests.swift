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
            Key.char("r"), .char("u"), .char("m"), .left, .right, .escape, .backspace, .char("q"), .char("?"),
        ]
        .map(view.handle)
        #expect(handled == [true, true, true, true, true, false, false, false, false])
        #expect(sent == [.didPressRefresh, .didToggleUnits, .didPressMap, .didScrollHours(-6), .didScrollHours(6)])
    }

    @Test func breadcrumbAndHints() {
        let view = DetailView(store: ViewStore(state: { data }, send: { _ in }))
        #expect(view.breadcrumb == "New York, NY")
        // Esc (back) is the shell's, after these.
        #expect(view.keyHints.map(\.key) == ["r", "u", "m", "←→"])
        #expect(view.keyHints[1].label == "metric")
        #expect(view.helpEntries.map(\.key) == ["r", "u", "m", "a", "← →"])
        #expect(!view.capturesText)
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

    @Test func rightArrowScrollsTheChart() {
        var scrolled = data
        scrolled.hourOffset = 6
        let before = renderDetail(data, width: 80, height: 22).lines()[6]
        let after = renderDetail(scrolled, width: 80, height: 22).lines()[6]
        #expect(before.hasSuffix("← Sun 10 AM – Mon 9 AM →"))
        #expect(after.hasSuffix("← Sun 4 PM – Mon 3 PM →"))
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
            lines.contains { $0.hasPrefix(" Today % Partly cloudy          47° ------------------===============") })
    }

    @Test func controlCharactersInPlaceNamesAreNotDrawn() {
        var hostile = data
        hostile.place.city = "Evil\u{1B}[31mTown\u{07}"
        let view = DetailView(store: ViewStore(state: { hostile }, send: { _ in }))
        #expect(view.breadcrumb == "EvilTown, NY")
        #expect(renderDetail(hostile, width: 80, height: 22).lines()[0].hasPrefix(" EvilTown, NY  10001"))
    }
}
