import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The mouse on Detail: the chart's hour under the pointer, the alerts banner, the daily table's wheel.
@MainActor
@Suite(.serialEffects)
struct DetailMouseTests {
    typealias F = DetailFixtures
    typealias A = AlertFixtures
    let hours = F.forecast().hourly.map(\.time)
    let area = Rect(x: 0, y: 1, width: 80, height: 22)

    private func layout(_ state: DetailScreen.State) -> DetailLayout {
        let sections = DetailSections(state)
        return DetailLayout(area: area, body: sections.body, hasBanner: sections.banner != nil)
    }

    private func action(_ event: MouseEvent, _ state: DetailScreen.State) -> DetailScreen.Action? {
        DetailView(store: ViewStore(state: { state }, send: { _ in })).mouseAction(event, in: area)
    }

    @Test func aClickOrDragOnTheChartPointsAtTheHourUnderIt() throws {
        let state = F.state(snapshot: F.snapshot())
        let chart = try #require(layout(state).hourly)
        // At 80 columns the hours start after the 1-column margin and the 6-column gutter, 3 columns each.
        let x = 7 + 3 * 5 + 1
        #expect(action(MouseEvent(.press(.left), column: x, row: chart.y + 2), state) == .didPointAtHour(hours[5]))
        #expect(action(MouseEvent(.drag(.left), column: x + 3, row: chart.y + 3), state) == .didPointAtHour(hours[6]))
        // Dragged off the chart's side: the nearest hour, the first one being where the cursor already is.
        #expect(action(MouseEvent(.drag(.left), column: 79, row: chart.y + 2), state) == .didPointAtHour(hours[23]))
        #expect(action(MouseEvent(.drag(.left), column: 0, row: chart.y + 2), state) == nil)
        #expect(action(MouseEvent(.press(.left), column: x, row: chart.y - 1), state) == nil)  // above the chart
    }

    @Test func theWheelOverTheDailyTableScrollsIt() throws {
        let state = F.state(snapshot: F.snapshot())
        let daily = try #require(layout(state).daily)
        #expect(action(MouseEvent(.wheel(.down), column: 10, row: daily.y + 1), state) == .didScrollDays(.rows(1)))
        #expect(action(MouseEvent(.wheel(.up), column: 10, row: daily.y + 1), state) == .didScrollDays(.rows(-1)))
        #expect(action(MouseEvent(.wheel(.down), column: 10, row: daily.y - 1), state) == nil)
    }

    @Test func aClickOnTheAlertsBannerOpensTheAlerts() throws {
        var state = F.state(snapshot: F.snapshot())
        state.alerts = .loaded(A.snapshot)
        let banner = try #require(layout(state).banner)
        #expect(action(MouseEvent(.press(.left), column: 5, row: banner.y), state) == .didPressAlerts)
        state.alerts = .loaded(AlertsSnapshot(alerts: [], fetchedAt: F.now))
        #expect(action(MouseEvent(.press(.left), column: 5, row: banner.y), state) == nil)
    }

    @Test func pointingAtAnHourMovesTheCursorAndScrollsTheChartToIt() async {
        var state = F.state(snapshot: F.snapshot())
        state.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)  // 24 hours in view
        let store = DetailHarness().store(state)
        store.send(.didPointAtHour(hours[5])) { $0.cursorHour = hours[5] }
        store.send(.didPointAtHour(hours[30])) {
            $0.cursorHour = hours[30]
            $0.firstVisibleHour = hours[7]
        }
        await store.finish()
    }
}
