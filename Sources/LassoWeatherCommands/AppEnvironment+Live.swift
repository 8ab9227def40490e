import TerminalUI
import WeatherApp
import WeatherCore

extension AppEnvironment {
    /// The app's world, the one place it is built: the live clients over `live`'s HTTP client and stores.
    /// - Parameters:
    ///   - territory: the user's country, read once at launch from the locale's variables.
    ///   - airQuality: false: nothing is asked about the air (`--no-air-quality`).
    ///   - textMode: Unicode or ASCII, decided once at launch from the environment.
    ///   - screenReader: the screens in words (the flag, the variable or the setting), decided once at launch.
    ///   - localZone: the user's zone, for Home's times in words (read only in screen-reader mode).
    ///   - colorDepth: the terminal's colours, asked when the Map is made (the terminal may still be opening).
    static func live(
        _ live: LiveDependencies, territory: UserTerritory?, airQuality: Bool, textMode: TextMode,
        screenReader: Bool, localZone: ZoneRules?, colorDepth: @escaping @Sendable () -> ColorDepth
    ) -> AppEnvironment {
        // Home starts a place's alerts and air-quality requests beside its forecast; Detail joins them rather than
        // repeat them.
        var environment = AppEnvironment(
            directory: .shared,
            territory: territory,
            forecasts: live.forecasts,
            alerts: live.alerts.sharingRequestsInFlight(),
            recentSearches: live.recentSearches,
            settings: live.settings,
            zones: .live,
            mapGeometry: { MapGeometry.shared },
            countyGeometry: { CountyGeometry.shared },
            clock: .live,
            conditions: live.conditions,
            airQuality: airQuality ? live.airQuality.sharingRequestsInFlight() : nil,
            normals: live.normals,
            mapLayer: live.mapLayer,
            radar: live.radar,
            radarForecast: live.radarForecast,
            spread: live.spread,
            geocoder: live.geocoder,
            radarAroundPlaces: true,
            colorDepthSource: colorDepth,
            textMode: textMode,
            screenReader: screenReader,
            localZone: localZone)
        environment.language = live.language
        return environment
    }
}
