import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home's live rows through the whole app: one request for the stale places when Home appears, none while Detail
/// covers it, and on the way back only what went stale meanwhile (Detail's own refresh counts).
@MainActor
@Suite(.serialEffects)
struct HomeRefreshFlowTests {
    typealias F = FlowFixtures
    nonisolated static let chicago = ZipDirectory.shared.place(zip: "60601")!

    /// Every many-places request's ZIPs, answered at once with a reading fetched at the test clock's now.
    final class Requests: Sendable {
        private let asked = Mutex<[[String]]>([])
        var all: [[String]] { asked.withLock { $0 } }

        func client(time: TestTime) -> ConditionsClient {
            ConditionsClient { [self] request throws(WeatherError) in
                let zips = request.coordinates.map { coordinate in
                    [F.newYork, F.portland, HomeRefreshFlowTests.chicago].first {
                        $0.latitude == coordinate.latitude && $0.longitude == coordinate.longitude
                    }?.zip ?? "?"
                }
                asked.withLock { $0.append(zips) }
                return zips.map { _ in
                    .success(
                        LatestConditions(
                            temperature: 64, weatherCode: 1, isDay: true, high: 70, low: 55, units: .imperial,
                            fetchedAt: time.now))
                }
            }
        }
    }

    func seen(_ place: Place, minutesAgo: Double) -> RecentSearch {
        let date = F.now.addingTimeInterval(-minutesAgo * 60)
        return RecentSearch(
            place: place, searchedAt: date, lastTemperature: 50, lastUnits: .imperial, lastWeatherCode: 3,
            lastSeenAt: date)
    }

    @Test func comingBackFromDetailRefreshesOnlyWhatIsStale() async {
        let time = TestTime(start: F.now)
        let requests = Requests()
        // Detail's loads answer with a forecast fetched at the test clock's now.
        let forecasts = ForecastService(load: { _, _, _, _ in
            ForecastSnapshot(
                forecast: Forecast(units: .imperial, current: .init(temperature: 61, weatherCode: 2)),
                fetchedAt: time.now)
        })
        let env = F.environment(
            forecasts: forecasts,
            recents: [
                seen(F.newYork, minutesAgo: 20), seen(F.portland, minutesAgo: 3), seen(Self.chicago, minutesAgo: 30),
            ], time: time, conditions: requests.client(time: time))
        let (shell, app) = F.launchShell(env)
        let home = shell.stack.topStore(HomeScreen.self)

        // Home appears: New York and Chicago are stale, Portland is not: one request for the two.
        await home?.waitUntil("the first refresh lands") { $0.recents.first?.lastTemperature == 64 }
        #expect(requests.all == [["10001", "60601"]])
        app.displayIfNeeded()
        let rows = app.text.split(separator: "\n")
        let row = { (zip: String) in rows.first { $0.contains(zip) }.map(String.init) ?? "" }
        #expect(row("60601").contains("64°F ☼ Mainly clear H 70° L 55°"))
        #expect(row("97201").contains("50°F ☁ Overcast "))  // fresh enough: not asked

        // Portland's Detail covers Home for 11 minutes: Home's timer is stopped, while Detail refreshes its own
        // place when its data turns 10 minutes old.
        home?.dispatchOutput(
            .didChoosePlace(
                F.portland,
                ForecastSnapshot(
                    forecast: Forecast(units: .imperial, current: .init(temperature: 58, weatherCode: 3)),
                    fetchedAt: F.now)))
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(home?.isEffectRunning(id: HomeStore.CancelID.refreshTimer) == false)
        // Eleven minutes as the clock passes them, a tick at a time: Detail's timer starts in an effect, and a
        // single 660 s jump taken before it had begun to sleep left it nothing to wake (seen on a loaded machine).
        for _ in 0..<22 { await time.advance(by: DetailStore.tickInterval) }
        let detail = shell.stack.topStore(DetailScreen.self)
        await detail?.waitUntil("Detail refreshed") { $0.snapshot?.fetchedAt == F.now.addingTimeInterval(600) }
        #expect(requests.all.count == 1)

        // Back on Home: New York and Chicago are 11 minutes old, Portland 1 minute (Detail's): one request, for
        // the two stale ones.
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
        await home?.waitUntil("the second refresh lands") { $0.refreshing.isEmpty && requests.all.count == 2 }
        #expect(requests.all == [["10001", "60601"], ["10001", "60601"]])
        #expect(home?.state.recents.first { $0.place.zip == "97201" }?.lastTemperature == 61)
        #expect(home?.isEffectRunning(id: HomeStore.CancelID.refreshTimer) == true)
    }
}
