import ArgumentParser
import FoundationEssentials
import ServiceEndpoints
import WeatherCore

/// Options every command takes: parsed values only. The live world is built from them by `LiveDependencies`.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong(ServiceEndpoint.forecast.flag),
        help: ArgumentHelp(ServiceEndpoint.forecast.help, valueName: "url"))
    var apiURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.alerts.flag),
        help: ArgumentHelp(ServiceEndpoint.alerts.help, valueName: "url"))
    var alertsURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.meteoAlarm.flag),
        help: ArgumentHelp(ServiceEndpoint.meteoAlarm.help, valueName: "url"))
    var meteoAlarmURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.eccc.flag), help: ArgumentHelp(ServiceEndpoint.eccc.help, valueName: "url"))
    var ecccURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.airQuality.flag),
        help: ArgumentHelp(ServiceEndpoint.airQuality.help, valueName: "url"))
    var airQualityURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.ensemble.flag),
        help: ArgumentHelp(ServiceEndpoint.ensemble.help, valueName: "url"))
    var ensembleURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.archive.flag),
        help: ArgumentHelp(ServiceEndpoint.archive.help, valueName: "url"))
    var archiveURL: String?

    @Option(
        name: .customLong(ServiceEndpoint.radar.flag), help: ArgumentHelp(ServiceEndpoint.radar.help, valueName: "url"))
    var radarURL: String?

    @OptionGroup var geocoding: GeocodingOption

    @Option(help: "imperial or metric (default: your saved setting, else imperial).")
    var units: UnitSystem?

    @Option(
        name: .customLong("wind-unit"),
        help: ArgumentHelp(
            "Wind speeds in mph, kmh, ms or kn (default: your saved setting, else mph for imperial, km/h for metric).",
            valueName: "unit"))
    var windUnit: WindUnit?

    @Option(
        help: ArgumentHelp(
            "12- or 24-hour times: 12 or 24 (default: your saved setting, else 12 for imperial, 24 for metric).",
            valueName: "hours"))
    var clock: ClockStyle?

    @OptionGroup var lang: LanguageOption

    /// `--lang`: nil when not given.
    var language: LanguageChoice? { lang.choice }
}

/// `--lang`: every command's (through `GlobalOptions`) and `lookup`'s.
struct LanguageOption: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "The language: \(AppLanguage.valuesText) (default: your saved setting, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG as gettext reads them). It names the words of the screens, `now` and the messages, the language of place names looked up online and the language preferred among an alert's texts. --help stays English.",
            valueName: "language"),
        transform: { argument in
            guard let choice = LanguageChoice(argument: argument) else {
                throw ValidationError("'\(argument)' is not a language here; use \(AppLanguage.valuesText)")
            }
            return choice
        })
    var choice: LanguageChoice?
}

/// `--geocoding-url`: every command's (through `GlobalOptions`) and `lookup`'s, which takes no other server.
struct GeocodingOption: ParsableArguments {
    @Option(
        name: .customLong(ServiceEndpoint.geocoding.flag),
        help: ArgumentHelp(ServiceEndpoint.geocoding.help, valueName: "url"))
    var url: String?
}

extension GlobalOptions {
    /// The parsed values, for code that runs without ArgumentParser too (the app's launch with no arguments).
    var values: ServiceOptions {
        let given: [ServiceEndpoint: String?] = [
            .forecast: apiURL, .alerts: alertsURL, .meteoAlarm: meteoAlarmURL, .eccc: ecccURL,
            .airQuality: airQualityURL, .ensemble: ensembleURL, .archive: archiveURL, .radar: radarURL,
            .geocoding: geocoding.url,
        ]
        return ServiceOptions(
            urls: given.compactMapValues { $0 }, units: units, windUnit: windUnit, clock: clock, language: language)
    }
}

/// What `GlobalOptions` holds, as plain values: every one nil means "the environment's, else the default".
struct ServiceOptions: Sendable {
    /// The services' URLs given as options (``ServiceEndpoint``); a service not here takes its variable or default.
    var urls: [ServiceEndpoint: String] = [:]
    var units: UnitSystem?
    var windUnit: WindUnit?
    var clock: ClockStyle?
    /// `--lang`: nil when not given.
    var language: LanguageChoice?
}

extension ServiceOptions {
    /// The saved settings with these options' choices over them: what `now` uses, and what the app saves.
    func applied(to saved: Settings) -> Settings {
        var settings = saved
        if let units { settings.units = units }
        if let windUnit { settings.windUnit = windUnit }
        if let clock { settings.clock = clock }
        return settings
    }
}

extension UnitSystem: ExpressibleByArgument {}
extension WindUnit: ExpressibleByArgument {}
extension ClockStyle: ExpressibleByArgument {}

/// A one-sentence failure with its exit status; printed to stderr as "lasso-weather: …".
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}
