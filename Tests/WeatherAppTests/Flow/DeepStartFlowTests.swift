import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// `lasso-weather 10001` / `lasso-weather "Portland, OR"`: straight to Detail with Home beneath, or Home saying why not.
@MainActor
@Suite(.serialEffects)
struct DeepStartFlowTests {
    @Test func aZipOpensItsDetailOverHome() {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "10001")
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.newYork)
        #expect(FlowFixtures.titleLine(app) == " Weather › New York, NY")
    }

    @Test func aZipPlusFourOpensTheSameDetail() {
        let stack = FlowFixtures.launchFlow(initialQuery: "10001-1234")
        assertStack(stack, [HomeScreen.self, DetailScreen.self])
        #expect(stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.newYork)
    }

    @Test func cityAndStateOpensThatPlacesDetail() {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "Portland, OR")
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        let place = shell.stack.topStore(DetailScreen.self)?.state.place
        #expect(place?.city == "Portland" && place?.state == "OR")
        #expect(FlowFixtures.titleLine(app) == " Weather › Portland, OR")
    }

    @Test func theDeepStartedDetailLoadsItsForecastAndBackGoesHome() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let env = FlowFixtures.environment(forecasts: FlowFixtures.parked(calls))
        let (shell, app) = FlowFixtures.launchShell(env, initialQuery: "10001")
        let detail = shell.stack.topStore(DetailScreen.self)
        await calls.waitForCalls(1)
        #expect(await calls.calls == ["10001"])
        await calls.resume("10001", returning: FlowFixtures.snapshot(61))
        await detail?.waitUntil("the forecast arrives") { $0.snapshot != nil }
        app.displayIfNeeded()
        #expect(detail?.state.snapshot?.forecast.current?.temperature == 61)
        #expect(app.text.contains("updated just now"))
        #expect(app.text.contains("Clear sky"))
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
    }

    @Test func anUnknownZipStaysOnHomeWithTheQueryAndTheReason() {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "00000")
        assertStack(shell.stack, [HomeScreen.self])
        let state = shell.stack.topStore(HomeScreen.self)?.state
        #expect(state?.prompt.text == "00000")
        #expect(state?.message?.isError == true)
        #expect(state?.message?.text.hasPrefix("There is no ZIP code 00000.") == true)
        // The nearest real ZIPs are offered.
        #expect(state?.suggestions.isEmpty == false)
        #expect(app.text.contains("There is no ZIP code 00000"))
        #expect(app.text.contains("│ 00000"))
    }

    @Test func aBareAmbiguousNameStaysOnHomeWithItsChoices() {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "springfield")
        assertStack(shell.stack, [HomeScreen.self])
        let state = shell.stack.topStore(HomeScreen.self)?.state
        #expect(state?.prompt.text == "springfield")
        #expect((state?.suggestions.count ?? 0) > 1)
        #expect(state?.suggestions.allSatisfy { $0.name == "Springfield" } == true)
        #expect(state?.suggestionIndex == 0)
        #expect(state?.message?.text.contains("places match “springfield”") == true)
        #expect(app.text.contains("│ springfield"))
        // The prompt has the keys: `q` is text, not quit.
        app.press(.char("q"))
        #expect(app.exitCode == nil)
    }

    @Test func aMilitaryZipWithoutCoordinatesStaysOnHomeWithAMessage() {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "09001")
        assertStack(shell.stack, [HomeScreen.self])
        let state = shell.stack.topStore(HomeScreen.self)?.state
        #expect(state?.prompt.text == "09001")
        #expect(state?.message?.isError == true)
        #expect(state?.message?.text.contains("09001") == true)
        #expect(state?.message?.text.contains("no map location") == true)
        #expect(app.text.contains("no map location"))
    }

    @Test func aChoiceFromTheDeepStartSuggestionsOpensThatDetail() async {
        let (shell, app) = FlowFixtures.launchShell(initialQuery: "springfield")
        let first = shell.stack.topStore(HomeScreen.self)?.state.suggestions.first?.place
        app.press(.enter)
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place == first)
    }
}
