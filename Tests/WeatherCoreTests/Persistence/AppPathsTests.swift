import Foundation
import Testing

@testable import WeatherCore

@Suite struct AppPathsTests {
    @Test func usesXDGVariablesWhenSet() throws {
        let paths = try #require(
            AppPaths(environment: [
                "HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_CACHE_HOME": "/k",
            ]))
        #expect(paths.data.path == "/d/lasso-weather")
        #expect(paths.config.path == "/c/lasso-weather")
        #expect(paths.cache.path == "/k/lasso-weather")
        #expect(paths.recentSearchesFile.path == "/d/lasso-weather/recent.json")
        #expect(paths.settingsFile.path == "/c/lasso-weather/settings.json")
    }

    @Test func fallsBackToHomeForMissingEmptyOrRelativeVariables() throws {
        let paths = try #require(
            AppPaths(environment: [
                "HOME": "/home/u", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "relative/dir",
            ]))
        #expect(paths.data.path == "/home/u/.local/share/lasso-weather")
        #expect(paths.config.path == "/home/u/.config/lasso-weather")
        #expect(paths.cache.path == "/home/u/.cache/lasso-weather")
    }

    @Test func nilWithoutHomeOrXDG() {
        #expect(AppPaths(environment: [:]) == nil)
        #expect(AppPaths(environment: ["XDG_DATA_HOME": "/d"]) == nil)
    }
}
