import LassoTesting
import TerminalUI
import WeatherCore

@testable import WeatherApp

/// The app walked through every screen, as the language tests walk it: New York's Detail (16 days, its alerts
/// arrived), the help, Alerts, an alert's text, the Map, then Home and its suggestions for "Spring". Each screen's
/// text is kept under its name.
@MainActor
final class ScreenWalk {
    typealias F = FlowFixtures
    typealias A = AlertFixtures

    let shell: WeatherShell
    let app: TestTerminalHarness
    private(set) var screens: [(name: String, text: String)] = []

    /// The shell in `language` at `width`×`height`, with New York's alerts; `configure` changes the rest.
    init(
        _ language: AppLanguage, width: Int = 80, height: Int = 24,
        configure: (inout AppEnvironment) -> Void = { _ in }
    ) {
        var env = F.environment(alerts: .mock(A.active.alerts, at: A.now), time: TestTime(start: A.now))
        env.settings = .inMemory(Settings(forecastDays: .sixteen))
        env.language = language
        configure(&env)
        (shell, app) = F.launchShell(env, width: width, height: height)
    }

    /// The screen as it is drawn now, kept as `name`.
    func look(_ name: String) {
        app.displayIfNeeded()
        screens.append((name, app.text))
    }

    /// Every screen in turn; `onMap` runs while the Map shows (after it was looked at).
    func walkEveryScreen(onMap: () async -> Void = {}) async {
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(F.newYork, DetailFixtures.snapshot(days: .sixteen)))
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("the alerts arrive") { $0.alerts != .pending }
        look("Detail")
        app.press(.function(1))
        look("help")
        app.press(.escape, .char("a"))
        look("Alerts")
        app.press(.enter)
        look("an alert's text")
        app.press(.escape, .escape, .char("m"))
        look("Map")
        await onMap()
        shell.stack.pop(toCount: 1)
        look("Home")
        app.type("Spring")
        look("Home's suggestions")
    }
}
