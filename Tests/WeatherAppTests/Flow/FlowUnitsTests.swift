import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Settings changed on one screen reach the screens shown after it.
@MainActor
@Suite(.serialEffects)
struct FlowUnitsTests {
    /// Answers every load at once, and remembers which place and units were asked for ("10001-metric").
    final class LoadLog: Sendable {
        private let keys = Mutex<[String]>([])
        var requests: [String] { keys.withLock { $0 } }

        func service() -> ForecastService {
            ForecastService(load: { place, units, _, _ in
                self.keys.withLock { $0.append(ForecastService.key(place, units)) }
                return ForecastSnapshot(
                    forecast: Forecast(units: units, current: .init(temperature: 20, weatherCode: 0)),
                    fetchedAt: FlowFixtures.now)
            })
        }
    }

    @Test func unitsSwitchedOnDetailAreUsedByHomeAfterGoingBack() async {
        let log = LoadLog()
        let (shell, app) = FlowFixtures.launchShell(FlowFixtures.environment(forecasts: log.service()))
        app.type("10001\n")
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        app.press(.char("u"))
        let detail = shell.stack.topStore(DetailScreen.self)
        #expect(detail?.state.units == .metric)
        await detail?.waitUntil("Detail has its metric forecast") { $0.units == .metric && $0.status == .idle }
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])

        // Home now opens places in the units the user chose on Detail (and saved).
        #expect(shell.stack.topStore(HomeScreen.self)?.state.units == .metric)
        app.type("/97201\n")
        await shell.stack.waitUntil("Portland's Detail is pushed") { $0.screens.count == 2 }
        #expect(log.requests == ["10001-imperial", "10001-metric", "97201-metric"])
    }

    @Test func unitsSwitchedOnALaterDetailAreUsedByTheDetailBeneathIt() async {
        let log = LoadLog()
        let (shell, app) = FlowFixtures.launchShell(FlowFixtures.environment(forecasts: log.service()))
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        let newYork = shell.stack.topStore(DetailScreen.self)
        app.press(.char("m"))
        shell.stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        app.press(.char("u"))
        let portland = shell.stack.topStore(DetailScreen.self)
        #expect(portland?.state.units == .metric)
        // The switch is saved by an effect: let it (and the metric load) finish, as a person's next key would.
        await portland?.waitUntil("Portland has its metric forecast") { $0.units == .metric && $0.status == .idle }
        app.press(.escape, .escape)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])

        // The setting is saved and global: New York's Detail, uncovered, shows °C too.
        #expect(newYork?.state.units == .metric)
        #expect(app.text.contains("°C"))
    }
}
