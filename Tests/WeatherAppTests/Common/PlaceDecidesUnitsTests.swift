import Foundation
import Lasso
import TerminalUI
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

/// One unit system per place on Home's rows and the Map's markers too: Home's one request is answered in one unit
/// and each row converted to its place's.
@MainActor
struct PlaceDecidesRowAndMarkerUnitsTests {
    typealias F = HomeFixtures
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.69, longitude: 139.69, country: "JP",
        geonameID: 1_850_147)

    @Test func homesRowsAreEachInTheirPlacesUnits() {
        // Both read in °F by the one request: 50 °F in Tokyo is 10 °C.
        let tokyo = F.updated(F.recent(Self.tokyo), F.conditions(50, code: 0, high: 59, low: 41))
        let newYork = F.updated(F.recent(F.newYork), F.conditions(72))
        var state = HomeScreen.State(recents: [tokyo, newYork], now: F.now)
        state.placeDecidesUnits = true
        var buffer = Buffer(width: 80, height: 22)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        let rows = buffer.lines()
        #expect(rows.contains { $0.contains("Tokyo") && $0.contains("10°C") && $0.contains("H 15° L 5°") })
        #expect(rows.contains { $0.contains("New York") && $0.contains("72°F") })
        // A choice made: every row in it.
        state.placeDecidesUnits = false
        var chosen = Buffer(width: 80, height: 22)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &chosen, area: chosen.area)
        #expect(chosen.lines().contains { $0.contains("Tokyo") && $0.contains("50°F") })
    }

    @Test func homeTakesThePlaceDecidingFromTheSettings() {
        let decided = Settings.firstRun.filling(from: .none)
        #expect(decided.units(at: Self.tokyo) == .metric && decided.units(at: F.newYork) == .imperial)
        var saved = decided
        saved.units = .imperial
        #expect(saved.units(at: Self.tokyo) == .imperial)
    }

    @Test func theMapsMarkersAreEachInTheirPlacesUnits() {
        var env = FlowFixtures.environment()
        env.settings = .inMemory(Settings.firstRun.filling(from: .none))
        env.recentSearches = .inMemory([F.updated(F.recent(Self.tokyo), F.conditions(50))])
        let marks = MapScreen.createScreen(focus: F.newYork, environment: env).store.state.marks
        let tokyo = marks.first { $0.place.id == Self.tokyo.id }
        #expect(tokyo?.units == .metric)
        #expect(abs((tokyo?.temperature ?? 0) - 10) < 1e-9)
    }
}
