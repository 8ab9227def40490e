import ArgumentParser
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// Screen-reader mode is on with any of the flag, the variable (exactly "1") and the saved setting.
struct ScreenReaderModeTests {
    static var saved: Settings {
        var settings = Settings()
        settings.screenReader = true
        return settings
    }

    @Test func anyOfTheThreeTurnsItOn() {
        #expect(!ScreenReaderMode.isOn(flag: false, environment: [:], saved: Settings()))
        #expect(ScreenReaderMode.isOn(flag: true, environment: [:], saved: Settings()))
        #expect(
            ScreenReaderMode.isOn(flag: false, environment: ["LASSO_WEATHER_SCREEN_READER": "1"], saved: Settings()))
        #expect(
            !ScreenReaderMode.isOn(flag: false, environment: ["LASSO_WEATHER_SCREEN_READER": "0"], saved: Settings()))
        #expect(ScreenReaderMode.isOn(flag: false, environment: [:], saved: Self.saved))
    }

    /// Home's times in words are in the user's zone: `TZ` when it names one, else `/etc/localtime`.
    @Test func theUsersZone() {
        #expect(ScreenReaderMode.localZone(environment: ["TZ": ":Europe/Paris"])?.identifier == "Europe/Paris")
        #expect(ScreenReaderMode.localZone(environment: ["TZ": "Asia/Tokyo"])?.identifier == "Asia/Tokyo")
        #expect(ScreenReaderMode.localZone(environment: ["TZ": ""], etc: "/nonexistent-lw") == nil)
    }

    @Test func theFlagIsParsedAndExplainedInTheHelp() throws {
        let command = try OpenCommand.parseAsRoot(["--screen-reader", "10001"]) as? OpenCommand
        #expect(command?.screenReader == true)
        #expect(OpenCommand.helpMessage().contains("--screen-reader"))
        #expect(OpenCommand.helpMessage(columns: 400).contains("LASSO_WEATHER_SCREEN_READER=1"))
    }
}
