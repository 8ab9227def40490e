import ArgumentParser
import WeatherCore

/// `lasso-weather [PLACE]` opens the full-screen app; `now` and `lookup` are one-shot commands for scripts.
package struct LassoWeatherCommand: ParsableCommand {
    package static let version = AppInfo.version

    package static let configuration = CommandConfiguration(
        commandName: "lasso-weather",
        abstract: "The weather for any US ZIP code, in your terminal.",
        discussion: "Weather data by Open-Meteo.com (CC BY 4.0). ZIP directory from GeoNames (CC BY 4.0).",
        version: version,
        subcommands: [OpenCommand.self, NowCommand.self, LookupCommand.self, WatchCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    package init() {}
}

/// Exit statuses that scripts can tell apart (sysexits.h values).
enum ExitStatus {
    /// The input was not a ZIP code or a place name we can read.
    static let badInput: Int32 = 65
    /// A well-formed ZIP code or name that matches nothing.
    static let unknownPlace: Int32 = 66
    /// The weather service failed, timed out or could not be reached.
    static let serviceFailure: Int32 = 69
    /// The terminal cannot run a full-screen app.
    static let unusableTerminal: Int32 = 70
}
