import ArgumentParser
import FoundationEssentials
import WeatherCore

/// Options every command takes: parsed values only. The live world is built from them by `LiveDependencies`.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "Open-Meteo-compatible server to ask (default https://api.open-meteo.com; env LASSO_WEATHER_API_URL).",
            valueName: "url"))
    var apiURL: String?

    @Option(
        name: .customLong("alerts-url"),
        help: ArgumentHelp(
            "NWS-compatible alerts server to ask (default https://api.weather.gov; env LASSO_WEATHER_ALERTS_URL).",
            valueName: "url"))
    var alertsURL: String?

    @Option(
        name: .customLong("meteoalarm-url"),
        help: ArgumentHelp(
            "MeteoAlarm-compatible server for alerts in Europe (default https://feeds.meteoalarm.org; "
                + "env LASSO_WEATHER_METEOALARM_URL).",
            valueName: "url"))
    var meteoAlarmURL: String?

    @Option(
        name: .customLong("eccc-url"),
        help: ArgumentHelp(
            "ECCC-compatible OGC API server for alerts in Canada (default https://api.weather.gc.ca; "
                + "env LASSO_WEATHER_ECCC_URL).",
            valueName: "url"))
    var ecccURL: String?

    @Option(
        name: .customLong("air-quality-url"),
        help: ArgumentHelp(
            "Open-Meteo-compatible air-quality server to ask (default https://air-quality-api.open-meteo.com; "
                + "env LASSO_WEATHER_AIR_QUALITY_URL).",
            valueName: "url"))
    var airQualityURL: String?

    @Option(
        name: .customLong("ensemble-url"),
        help: ArgumentHelp(
            "Open-Meteo-compatible ensemble server for the forecast's spread (default "
                + "https://ensemble-api.open-meteo.com; env LASSO_WEATHER_ENSEMBLE_URL).",
            valueName: "url"))
    var ensembleURL: String?

    @Option(
        name: .customLong("archive-url"),
        help: ArgumentHelp(
            "Open-Meteo-compatible historical server for the 1991–2020 normals (default "
                + "https://archive-api.open-meteo.com; env LASSO_WEATHER_ARCHIVE_URL).",
            valueName: "url"))
    var archiveURL: String?

    @Option(
        name: .customLong("radar-url"),
        help: ArgumentHelp(
            "WMS server with the NEXRAD composite (default https://mesonet.agron.iastate.edu; "
                + "env LASSO_WEATHER_RADAR_URL).",
            valueName: "url"))
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
}

/// `--geocoding-url`: every command's (through `GlobalOptions`) and `lookup`'s, which takes no other server.
struct GeocodingOption: ParsableArguments {
    @Option(
        name: .customLong("geocoding-url"),
        help: ArgumentHelp(
            "Open-Meteo-compatible geocoder for names not in the offline directory (default "
                + "https://geocoding-api.open-meteo.com; env LASSO_WEATHER_GEOCODING_URL).",
            valueName: "url"))
    var url: String?
}

extension GlobalOptions {
    /// The parsed values, for code that runs without ArgumentParser too (the app's launch with no arguments).
    var values: ServiceOptions {
        ServiceOptions(
            apiURL: apiURL, alertsURL: alertsURL, meteoAlarmURL: meteoAlarmURL, ecccURL: ecccURL,
            airQualityURL: airQualityURL, ensembleURL: ensembleURL, archiveURL: archiveURL,
            radarURL: radarURL,
            geocodingURL: geocoding.url, units: units, windUnit: windUnit, clock: clock)
    }
}

/// What `GlobalOptions` holds, as plain values: every one nil means "the environment's, else the default".
struct ServiceOptions: Sendable {
    var apiURL: String?
    var alertsURL: String?
    var meteoAlarmURL: String?
    var ecccURL: String?
    var airQualityURL: String?
    var ensembleURL: String? = nil
    var archiveURL: String? = nil
    var radarURL: String?
    var geocodingURL: String?
    var units: UnitSystem?
    var windUnit: WindUnit?
    var clock: ClockStyle?
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
