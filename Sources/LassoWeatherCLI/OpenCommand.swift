import ArgumentParser
import FoundationEssentials
import TerminalUI
import WeatherApp
import WeatherCore

/// The full-screen app (the default command). `lasso-weather 10001` opens straight on that place's weather.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen app (the default when no command is given)."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "Open straight on this place: a ZIP code or \"City, ST\".")
    var place: String?

    @Flag(name: .customLong("no-air-quality"), help: "Do not ask for the air quality on a place's weather.")
    var noAirQuality = false

    @Flag(
        name: .customLong("no-mouse"),
        help: "Leave the mouse to the terminal (its own text selection); also the saved setting \"mouse\": false.")
    var noMouse = false

    func run() throws {
        try runReportingErrorsSync { () throws(CLIError) in
            try Self.openApp(
                options: options.values, place: place, airQuality: !noAirQuality, mouseAllowed: !noMouse)
        }
    }

    /// The app with every option at its default, as `lasso-weather` with no arguments opens it: nothing to parse,
    /// so ArgumentParser (whose reflection over the commands took a quarter of the launch) is not asked.
    static func runWithoutArguments() throws {
        try runReportingErrorsSync { () throws(CLIError) in
            try openApp(options: ServiceOptions(), place: nil, airQuality: true, mouseAllowed: true)
        }
    }

    private static func openApp(
        options: ServiceOptions, place: String?, airQuality: Bool, mouseAllowed: Bool
    ) throws(CLIError) {
        let environment = ProcessEnvironment.current()
        let live = try LiveDependencies(options: options, environment: environment, fullScreen: true)
        if options.units != nil || options.windUnit != nil || options.clock != nil {
            // In the app, --units, --wind-unit and --clock are the same choices as pressing `u` or `w`: used now
            // and remembered.
            live.settings.save(options.applied(to: live.settings.load()))
        }
        // Home starts a place's alerts and air-quality requests beside its forecast; Detail joins them rather than
        // repeat them.
        var appEnvironment = AppEnvironment(
            forecasts: live.forecasts, alerts: live.alerts.sharingRequestsInFlight(),
            recentSearches: live.recentSearches, settings: live.settings,
            clock: .live, conditions: live.conditions,
            airQuality: airQuality ? live.airQuality.sharingRequestsInFlight() : nil,
            mapLayer: live.mapLayer, radar: live.radar
        )
        appEnvironment.radarAroundPlaces = true
        appEnvironment.radarForecast = live.radarForecast
        let mouse = mouseAllowed && live.settings.load().mouse
        let banner = environment["LASSO_WEATHER_DEMO"] == "1" ? "SAMPLE DATA · local server" : nil
        let warnings = live.warnings
        let result: Result<Void, TerminalError> = MainActor.assumeIsolated {
            Result { () throws(TerminalError) in
                // The terminal opens first: the Map's layer draws by the colours it has (none with NO_COLOR).
                let terminal = try Terminal(options: Terminal.Options(mouse: mouse))
                var environment = appEnvironment
                environment.colorDepth = terminal.colorDepth
                let shell = WeatherShell(
                    flow: WeatherFlow(environment: environment, initialQuery: place), banner: banner,
                    notices: { warnings.all.map(\.message) })
                TerminalRunner.run(program: shell, terminal: terminal)
            }
        }
        if case .failure(let error) = result { throw CLIError(error.message, status: ExitStatus.unusableTerminal) }
    }
}
