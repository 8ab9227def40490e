import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Air quality through the whole app: the Detail a place opens asks for it beside the forecast and draws it under
/// the current conditions; without a service, nothing is asked or drawn.
@MainActor
@Suite(.serialEffects)
struct AirQualityFlowTests {
    typealias F = FlowFixtures

    static let good = AirQuality(usAQI: 42, subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28))

    @Test func detailAsksForTheAirQualityAndDrawsIt() async {
        var env = F.environment()
        env.airQuality = .mock(Self.good, at: F.now)
        let (shell, app) = F.launchShell(env)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, F.snapshot()))
        let detail = shell.stack.topStore(DetailScreen.self)
        #expect(detail?.state.airQuality == .pending)
        await detail?.waitUntil("the air quality arrives") { $0.airQuality != .pending }
        app.displayIfNeeded()
        #expect(app.text.contains("AQI 42 Good · PM2.5"))
    }

    @Test func withoutAServiceNothingIsAskedOrDrawn() async {
        let (shell, app) = F.launchShell(F.environment())
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, F.snapshot()))
        #expect(shell.stack.topStore(DetailScreen.self)?.state.airQuality == .off)
        app.displayIfNeeded()
        #expect(!app.text.contains("AQI"))
    }
}
