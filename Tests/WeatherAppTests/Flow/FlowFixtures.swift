import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The app wired in memory for flow tests: the real ZIP directory and map, with forecasts, recent searches and
/// settings as doubles and a test clock, so every navigation step is decided by the test.
enum FlowFixtures {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let directory = ZipDirectory.shared
    static let newYork = directory.place(zip: "10001")!
    static let portland = directory.place(zip: "97201")!

    static func snapshot(_ temperature: Double = 72) -> ForecastSnapshot {
        ForecastSnapshot(
            forecast: Forecast(units: .imperial, current: .init(temperature: temperature, weatherCode: 0)),
            fetchedAt: now)
    }

    static func recent(_ place: Place, temperature: Double? = 60) -> RecentSearch {
        RecentSearch(
            place: place, searchedAt: now.addingTimeInterval(-300), lastTemperature: temperature,
            lastUnits: temperature.map { _ in .imperial }, lastWeatherCode: temperature.map { _ in 0 },
            lastSeenAt: temperature.map { _ in now.addingTimeInterval(-300) })
    }

    static func environment(
        forecasts: ForecastService = .mock(snapshot()), alerts: AlertsService = .mock([], at: now),
        recents: [RecentSearch] = [], time: TestTime = TestTime(start: now), conditions: ConditionsClient = .failing
    ) -> AppEnvironment {
        // Time stands still unless a test moves it: spinners and Detail's clock never tick by themselves.
        var environment = AppEnvironment.test(clock: time.appClock)
        environment.forecasts = forecasts
        environment.alerts = alerts
        environment.recentSearches = .inMemory(recents)
        environment.conditions = conditions
        // The Map and the Alerts screen look their places' zones up as they are made: the real tz database.
        environment.zones = .live
        return environment
    }

    /// Loads that wait until the test answers them, keyed by ZIP; a cancelled one fails as `.cancelled`.
    static func parked(_ calls: ParkedCalls<String, ForecastSnapshot>) -> ForecastService {
        ForecastService(load: { place, _, _, _ throws(WeatherError) -> ForecastSnapshot in
            do {
                return try await calls.call(place.zip)
            } catch {
                throw WeatherError.cancelled
            }
        })
    }

    /// The flow on a bare stack, without the shell: navigation only.
    @MainActor
    static func launchFlow(
        _ environment: AppEnvironment = environment(), initialQuery: String? = nil
    ) -> NavigationStack<any AppScreen> {
        let stack = NavigationStack<any AppScreen>()
        // The stack's screens hold the flow (through their output handlers), so the stack keeps it alive.
        WeatherFlow(environment: environment, initialQuery: initialQuery).launch(on: stack)
        return stack
    }

    /// The whole app, in the in-memory terminal. The shell is returned too, for its stack.
    @MainActor
    static func launchShell(
        _ environment: AppEnvironment = environment(), initialQuery: String? = nil, width: Int = 80, height: Int = 24
    ) -> (shell: WeatherShell, app: TestTerminalHarness) {
        let shell = WeatherShell(flow: WeatherFlow(environment: environment, initialQuery: initialQuery))
        return (shell, TestTerminalHarness(program: shell, width: width, height: height))
    }

    /// Home → Detail (New York, with its forecast already in hand, as Home hands it over) → Map, through the shell.
    @MainActor
    static func shellOnMap(_ environment: AppEnvironment = environment()) -> (
        shell: WeatherShell, app: TestTerminalHarness
    ) {
        let (shell, app) = launchShell(environment)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(newYork, snapshot()))
        app.press(.char("m"))
        return (shell, app)
    }

    @MainActor
    static func titleLine(_ app: TestTerminalHarness) -> String {
        String(app.text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
