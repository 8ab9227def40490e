import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The daily table's length chosen on one Detail reaches the places opened after it, and 16 days are asked for
/// only while they are chosen.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1)))  // a save that never comes fails the test rather than hanging it
struct FlowDaysTests {
    /// Answers every load at once with as many days as asked, and remembers each ("10001-16").
    final class LoadLog: Sendable {
        private let keys = Mutex<[String]>([])
        var requests: [String] { keys.withLock { $0 } }

        func service() -> ForecastService {
            ForecastService(load: { place, units, _, days in
                self.keys.withLock { $0.append("\(place.zip)-\(days.count)") }
                let start = LocalDate(year: 2026, month: 11, day: 18)
                return ForecastSnapshot(
                    forecast: Forecast(
                        units: units, current: .init(temperature: 20, weatherCode: 0),
                        daily: (0..<days.count).map { Forecast.Day(date: start.adding(days: $0), high: 50, low: 40) }),
                    fetchedAt: FlowFixtures.now)
            })
        }
    }

    @Test func sixteenDaysChosenOnDetailAreSavedAndUsedForTheNextPlace() async {
        let log = LoadLog()
        var env = FlowFixtures.environment(forecasts: log.service())
        // Each settings value as it is saved: the save is an effect that changes no state a store could wait on.
        let (saves, saved) = AsyncStream.makeStream(of: Settings.self)
        let memory = env.settings
        env.settings = SettingsClient(
            load: memory.load,
            save: {
                memory.save($0)
                saved.yield($0)
            })
        let (shell, app) = FlowFixtures.launchShell(env, width: 80, height: 40)
        app.type("10001\n")
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        app.displayIfNeeded()
        #expect(app.text.contains("Next 7 days"))
        app.press(.char("d"))
        let newYork = shell.stack.topStore(DetailScreen.self)
        // The switch is saved by an effect: let it (and the 16-day load) finish, as a person's next key would.
        await newYork?.waitUntil("New York has 16 days") { $0.days == .sixteen && $0.status == .idle }
        app.displayIfNeeded()
        #expect(app.text.contains("Next 16 days"))
        // Saved by an effect once the 16 days came: wait for it as the next key would.
        for await settings in saves where settings.forecastDays == .sixteen { break }
        #expect(env.settings.load().forecastDays == .sixteen)

        // Home opens the next place with 16 days at once: one request, not a 7-day one and then a 16-day one.
        app.press(.escape)
        app.type("/97201\n")
        await shell.stack.waitUntil("Portland's Detail is pushed") { $0.screens.count == 2 }
        #expect(shell.stack.topStore(DetailScreen.self)?.state.days == .sixteen)
        #expect(log.requests == ["10001-7", "10001-16", "97201-16"])

        // Back to 7: the 16 days in hand hold them, so no request, and the choice is saved.
        app.press(.char("d"))
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("Portland shows 7 days") { $0.days == .seven }
        app.displayIfNeeded()
        #expect(app.text.contains("Next 7 days"))
        #expect(log.requests.count == 3)
    }
}
