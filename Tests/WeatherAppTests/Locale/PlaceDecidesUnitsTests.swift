import Testing
import WeatherCore

@testable import WeatherApp

/// With nothing saved and no territory in the locale (C.UTF-8), a place's screens take its units: imperial and 12
/// hours in the US, as before; metric and 24 hours abroad. A saved choice wins.
@MainActor
struct PlaceDecidesUnitsTests {
    private static let zurich = Place(
        zip: "", city: "Zürich", state: "", timeZone: "Europe/Zurich", latitude: 47.37, longitude: 8.55,
        country: "CH", geonameID: 2_657_896)

    private static func environment(_ settings: Settings) -> AppEnvironment {
        var env = FlowFixtures.environment()
        env.settings = .inMemory(settings)
        return env
    }

    @Test func detailMapAndAlertsAbroadAreMetric() {
        let env = Self.environment(Settings.firstRun.filling(from: .none))
        let us = DetailScreen.createScreen(place: FlowFixtures.newYork, snapshot: nil, environment: env).store.state
        #expect(us.units == .imperial && us.clock == .twelve && us.windUnit == .mph)
        let abroad = DetailScreen.createScreen(place: Self.zurich, snapshot: nil, environment: env).store.state
        #expect(abroad.units == .metric && abroad.clock == .twentyFour && abroad.windUnit == .kmh)
        #expect(MapScreen.createScreen(focus: Self.zurich, environment: env).store.state.layer.units == .metric)
        let alerts = WeatherAlertsScreen.createScreen(
            place: Self.zurich, alerts: nil, utcOffsetSeconds: nil, environment: env)
        #expect(alerts.store.state.clock == .twentyFour)
    }

    @Test func aSavedChoiceWinsAbroad() {
        var saved = Settings.firstRun.filling(from: .none)
        saved.units = .imperial
        let env = Self.environment(saved)
        let abroad = DetailScreen.createScreen(place: Self.zurich, snapshot: nil, environment: env).store.state
        #expect(abroad.units == .imperial && abroad.clock == .twelve)
    }
}
