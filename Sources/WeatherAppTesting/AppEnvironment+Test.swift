import WeatherApp
import WeatherCore

extension AppEnvironment {
    /// The app's world for flow tests, shell tests and the bench: the real ZIP directory and map outlines, in-memory
    /// recent searches and settings, the given clock, and every other client failing: a call reports an issue and
    /// throws (`FailingClients.swift`). Air quality, the radar loop's forecast and Detail's radar are off; no user
    /// territory. Each caller overrides what it uses.
    public static func test(clock: AppClock) -> AppEnvironment {
        AppEnvironment(
            directory: .shared,
            territory: nil,
            forecasts: .failing,
            alerts: .failing,
            recentSearches: .inMemory(),
            settings: .inMemory(),
            zones: .failing,
            mapGeometry: { MapGeometry.shared },
            countyGeometry: { CountyGeometry.shared },
            clock: clock,
            conditions: .failing,
            airQuality: nil,
            normals: nil,
            mapLayer: .failing,
            radar: .failing,
            radarForecast: nil,
            spread: nil,
            geocoder: .failing,
            radarAroundPlaces: false,
            colorDepthSource: { .palette256 },
            textMode: .unicode, screenReader: false, localZone: nil)
    }
}
