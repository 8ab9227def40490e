import Synchronization
import TerminalUI
import Testing

@testable import WeatherApp

/// The app makes its environment while the terminal is still opening: the terminal's colours are asked for only
/// when the Map, the one screen that uses them, is made.
@MainActor
@Suite struct ColorDepthSourceTests {
    final class Asked: Sendable {
        let count = Mutex(0)
    }

    @Test func theColoursAreAskedWhenTheMapIsMadeAndNotBefore() {
        let asked = Asked()
        var environment = FlowFixtures.environment()
        environment.colorDepthSource = {
            asked.count.withLock { $0 += 1 }
            return .none
        }
        let (shell, app) = FlowFixtures.launchShell(environment)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        #expect(shell.stack.topStore(DetailScreen.self) != nil)
        #expect(asked.count.withLock { $0 } == 0)
        app.press(.char("m"))
        #expect(shell.stack.topStore(MapScreen.self) != nil)
        #expect(asked.count.withLock { $0 } == 1)
    }

    @Test func settingTheDepthFixesWhatTheSourceSays() {
        var environment = FlowFixtures.environment()
        #expect(environment.colorDepth == .palette256)
        environment.colorDepth = .basic16
        #expect(environment.colorDepthSource() == .basic16)
        #expect(environment.colorDepth == .basic16)
    }
}
