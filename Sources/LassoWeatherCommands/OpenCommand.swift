import ArgumentParser
import FoundationEssentials
import LaunchWork
import TerminalUI
import WeatherApp
import WeatherCore

/// The full-screen app (the default command). `lasso-weather 10001` opens straight on that place's weather.
package struct OpenCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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

    @Flag(name: .customLong("screen-reader"), help: ArgumentHelp(AppText.screenReaderHelp))
    var screenReader = false

    @Option(help: ArgumentHelp(AppText.notifyHelp, valueName: "mode"))
    var notify: NotifyMode?

    @Flag(name: .customLong("no-notify"), help: ArgumentHelp(AppText.noNotifyHelp))
    var noNotify = false

    @Option(name: .customLong("notify-min"), help: ArgumentHelp(AppText.notifyMinHelp, valueName: "severity"))
    var notifyMin: WeatherAlert.Severity?

    package func run() throws {
        try runReportingErrorsSync { () throws(CLIError) in
            try Self.openApp(
                options: options.values, place: place, airQuality: !noAirQuality, mouseAllowed: !noMouse,
                screenReader: screenReader,
                notifying: NotifyChoice(mode: noNotify ? .off : notify, minimum: notifyMin))
        }
    }

    /// The app with every option at its default, as `lasso-weather` with no arguments opens it: nothing to parse,
    /// so ArgumentParser (whose reflection over the commands took a quarter of the launch) is not asked.
    package static func runWithoutArguments() throws {
        try runReportingErrorsSync { () throws(CLIError) in
            try openApp(
                options: ServiceOptions(), place: nil, airQuality: true, mouseAllowed: true, screenReader: false,
                notifying: NotifyChoice())
        }
    }

    private static func openApp(
        options: ServiceOptions, place: String?, airQuality: Bool, mouseAllowed: Bool, screenReader: Bool,
        notifying: NotifyChoice
    ) throws(CLIError) {
        // The launch's helper thread, made first so that it is up when its work comes.
        let lane = WorkLane()
        defer { lane.close() }
        let environment = ProcessEnvironment.current()
        let paths = AppPaths.current(environment: environment)
        let warnings = PersistenceWarnings()
        let settings = SettingsClient.live(
            paths: paths, warnings: warnings, locale: LocaleDefaults(environment: environment))
        // The language is asked of the settings only to say a failure before the app is wired.
        let language = { LiveDependencies.language(options.language, settings, environment) }
        let urls = try ServiceURLs(options: options, environment: environment, language: language())
        let result: Result<Void, TerminalError> = MainActor.assumeIsolated {
            // The options are good: the terminal opens on the helper (a quarter of the launch was opening it) while
            // this thread wires the app and makes Home's first frame.
            let opening = TerminalOpening(on: lane) {
                Terminal.Options(mouse: mouseAllowed && settings.load().mouse)
            }
            lane.close()
            let live = LiveDependencies(
                urls: urls, paths: paths, warnings: warnings, settings: settings, environment: environment,
                fullScreen: true, language: options.language)
            if options.units != nil || options.windUnit != nil || options.clock != nil {
                // In the app, --units, --wind-unit and --clock are the same choices as pressing `u` or `w`: used
                // now and remembered.
                settings.save(options.applied(to: settings.load()))
            }
            // ASCII charts and symbols on the console (TERM=linux) and under a locale of another charset: decided
            // once, here, from the environment the app was started with. The Map's layer draws by the colours the
            // terminal has (none with NO_COLOR).
            let inWords = ScreenReaderMode.isOn(flag: screenReader, environment: environment, saved: settings.load())
            let appEnvironment = AppEnvironment.live(
                live, territory: UserTerritory(environment: environment), airQuality: airQuality,
                textMode: TextMode.atLaunch(environment: { environment[$0] }),
                screenReader: inWords, localZone: inWords ? ScreenReaderMode.localZone(environment: environment) : nil,
                colorDepth: { opening.colorDepth })
            let banner =
                environment["LASSO_WEATHER_DEMO"] == "1" ? live.language.localized("SAMPLE DATA · local server") : nil
            let shell = WeatherShell(
                flow: WeatherFlow(environment: appEnvironment, initialQuery: place), banner: banner,
                notices: { [language = live.language] in warnings.all.map { $0.message(in: language) } },
                alertNotifications: notifying.notifications(
                    saved: settings.load(), environment: environment, alerts: appEnvironment.alerts,
                    recents: live.recentSearches, notified: .live(paths: paths, warnings: warnings),
                    language: live.language))
            return Result { () throws(TerminalError) in try TerminalRunner.run(program: shell, opening: opening) }
        }
        if case .failure(let error) = result {
            throw CLIError(error.message(in: language()), status: ExitStatus.unusableTerminal)
        }
    }
}
