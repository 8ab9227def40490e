import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The mouse on the Alerts screen: a click opens an alert, the wheel moves through the list or scrolls the text.
@MainActor
@Suite(.serialEffects)
struct AlertsMouseTests {
    typealias A = AlertFixtures
    let area = Rect(x: 0, y: 1, width: 80, height: 22)

    private func state(reading: Int? = nil) -> WeatherAlertsScreen.State {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.active, utcOffsetSeconds: A.offset, now: A.now)
        state.reading = reading
        return state
    }

    private func action(_ event: MouseEvent, _ state: WeatherAlertsScreen.State) -> WeatherAlertsScreen.Action? {
        WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).mouseAction(event, in: area)
    }

    /// The row `text` is drawn on.
    private func row(of text: String, _ state: WeatherAlertsScreen.State) -> Int? {
        var buffer = Buffer(width: 80, height: 24)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: area)
        return buffer.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    @Test func aClickOnAnAlertOpensIt() throws {
        let list = state()
        let storm = try #require(row(of: "Severe Thunderstorm Warning", list))
        #expect(action(MouseEvent(.press(.left), column: 10, row: storm), list) == .didOpenAlert(1))
        #expect(action(MouseEvent(.press(.left), column: 10, row: storm + 3), list) == .didOpenAlert(1))
        let heat = try #require(row(of: "Extreme Heat Warning", list))
        #expect(action(MouseEvent(.press(.left), column: 10, row: heat), list) == .didOpenAlert(0))
        #expect(action(MouseEvent(.press(.left), column: 10, row: heat - 1), list) == nil)  // the title's blank row
    }

    @Test func theWheelMovesThroughTheListOrScrollsTheText() {
        #expect(action(MouseEvent(.wheel(.down), column: 10, row: 5), state()) == .didMoveSelection(1))
        #expect(action(MouseEvent(.wheel(.up), column: 10, row: 5), state()) == .didMoveSelection(-1))
        #expect(action(MouseEvent(.wheel(.down), column: 10, row: 5), state(reading: 0)) == .didScroll(.lines(1)))
        #expect(action(MouseEvent(.wheel(.up), column: 10, row: 5), state(reading: 0)) == .didScroll(.lines(-1)))
        #expect(action(MouseEvent(.press(.left), column: 10, row: 5), state(reading: 0)) == nil)
    }

    @Test func openingAnAlertByClickSelectsAndOpensIt() async {
        let store = TestStore<WeatherAlertsScreen>(
            initialState: state(),
            reducer: WeatherAlertsStore(
                alerts: .mock(A.active.alerts, at: A.now), clock: TestTime(start: A.now).appClock))
        store.send(.didOpenAlert(5))
        store.send(.didOpenAlert(1)) {
            $0.selected = 1
            $0.reading = 1
            $0.readingID = A.storm.id
        }
        await store.finish()
    }
}
