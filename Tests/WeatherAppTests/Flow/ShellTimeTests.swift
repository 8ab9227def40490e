import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The whole app on the test clock: Detail's spinner and its 30-second clock move only when the test moves time.
@MainActor
@Suite(.serialEffects)
struct ShellTimeTests {
    @Test func theTestClockDrivesDetailsSpinnerAndItsRefresh() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let time = TestTime(start: FlowFixtures.now)
        let env = FlowFixtures.environment(forecasts: FlowFixtures.parked(calls), time: time)
        let (shell, app) = FlowFixtures.launchShell(env, initialQuery: "10001")
        let detail = shell.stack.topStore(DetailScreen.self)
        await calls.waitForCalls(1)
        #expect(app.text.contains("⠋ Loading New York, NY…"))

        await time.advance(by: DetailStore.spinnerInterval)
        await detail?.waitUntil("the spinner moves") { $0.spinnerTick == 1 }
        app.displayIfNeeded()
        #expect(app.text.contains("⠙ Loading New York, NY…"))

        await calls.resume("10001", returning: FlowFixtures.snapshot())
        await detail?.waitUntil("the forecast arrives") { $0.status == .idle }
        app.displayIfNeeded()
        #expect(app.text.contains("updated just now"))

        // Ten minutes on, the clock's tick finds the data stale and refreshes it by itself, the old data on screen.
        await time.advance(by: .seconds(600))
        await calls.waitForCalls(2)
        #expect(detail?.state.now == FlowFixtures.now.addingTimeInterval(600))
        app.displayIfNeeded()
        #expect(app.text.contains("refreshing · updated 10 min ago"))
    }
}
