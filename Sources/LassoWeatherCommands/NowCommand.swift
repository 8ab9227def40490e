import ArgumentParser
import FoundationEssentials
import StatusLineFormat
import WeatherCore

/// `lasso-weather now 10001`: the weather now, printed once, for scripts and status bars.
package struct NowCommand: AsyncParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "Print the current weather for a place and exit.",
        discussion: """
            Active National Weather Service alerts for the place follow the conditions, one line each \
            ("⚠ Extreme Heat Warning until Sat 9:00 PM", in the place's local time). They are fetched alongside \
            the forecast and never hold it up: if they fail or are not there within 2 seconds of the forecast, \
            the reason goes to stderr and the forecast is printed without them. The exit status does not change.

            The air quality (US AQI, its EPA category and the pollutant driving it, from Open-Meteo's air-quality \
            service) is fetched the same way and printed as "Air quality: AQI 42 Good · PM2.5"; when it fails, \
            "air quality unavailable" and the reason go to stderr. The next two hours of precipitation, from the \
            forecast's 15-minute data, follow the wind as one sentence ("Rain starting in about 30 min").

            Exit statuses: 0 success (also when a cached forecast is shown because the service failed), \
            65 bad input, 66 unknown ZIP code or place, 69 the weather service failed or could not be reached.
            """
    )

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Print the same fields as JSON.")
    var json = false

    @Flag(
        help: ArgumentHelp(
            "Print one JSON object for a waybar custom module (\"return-type\": \"json\").",
            discussion: """
                text: icon and temperature; tooltip: the place, condition, feels like, high and low, wind, chance \
                of precipitation, next two hours, air quality and alerts, one a line; class: the condition \
                (clear, partly-cloudy, cloudy, fog, drizzle, rain, freezing-rain, snow, thunderstorm, unknown), \
                then alert and the worst severity while alerts are in force, then offline when the cached forecast \
                is shown; alt: the condition; percentage: this hour's chance of precipitation. Text and tooltip \
                are Pango markup (&, < and > as entities). It always prints an object and exits 0 (waybar hides a \
                module whose command fails): without a forecast the text is —, the class error (and \
                offline), the tooltip the reason, which also goes to stderr.
                """))
    var waybar = false

    @Option(
        help: ArgumentHelp(
            "Print one line for a status bar or a prompt, as \"%i %t, wind %w\" (☁ 32°F, wind 4 mph W).",
            discussion: StatusFormatArgument.preamble, valueName: "format"))
    var format: StatusFormatArgument?

    @Option(
        help: ArgumentHelp(
            "Condition icons: unicode, ascii or none (default: your saved setting).",
            valueName: "set"))
    var icons: IconSet?

    @Flag(help: "Ask the service even when a forecast from the last 10 minutes is cached.")
    var refresh = false

    @Flag(name: .customLong("no-alerts"), help: "Do not ask for weather alerts.")
    var noAlerts = false

    @Flag(name: .customLong("no-air-quality"), help: "Do not ask for the air quality.")
    var noAirQuality = false

    @Argument(help: "A ZIP code (10001, 10001-1234) or a place name that names one place (\"Portland, OR\").")
    var place: String

    /// A bad --format, or two of --format, --json and --waybar, is a usage error (status 64) before anything is
    /// fetched.
    package func validate() throws {
        let outputs = [(format != nil, "--format"), (json, "--json"), (waybar, "--waybar")].filter(\.0).map(\.1)
        if outputs.count > 1 {
            throw ValidationError("\(outputs.joined(separator: " and ")) cannot be used together; choose one.")
        }
        guard let format else { return }
        // An empty format would print an empty line every time: surely not what was meant.
        if format.text.allSatisfy(\.isWhitespace) {
            throw ValidationError("--format is empty; give the line to print, such as \"%i %t\".")
        }
        do {
            _ = try StatusFormat(format.text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    package func run() async throws {
        // English until the settings are read; the failures before that say themselves in the language chosen.
        var language = AppLanguage.en
        try await reportingErrors(language: language) {
            let territory = UserTerritory(environment: ProcessEnvironment.current())
            let live = try LiveDependencies(options: options.values)
            language = live.language
            let place: Place
            do throws(CLIError) {
                // The recent places too: one the geocoder found opens by its name with the geocoder down.
                place = try await PlaceQuery.resolve(
                    self.place, in: PlaceDirectory.shared, territory: territory,
                    recents: live.recentSearches.all().map(\.place),
                    online: PlaceQuery.Online(geocoder: live.geocoder), language: live.language)
            } catch {
                try? await live.httpClient.shutdown()
                throw error
            }
            // The side sources are fetched at the same time as the forecast; it waits for them only briefly.
            let sides = sideSources(for: place, live: live)
            let result: Result<NowReport, CLIError>
            do throws(CLIError) {
                var report = try await report(for: place, live: live)
                await sides.settle(into: &report)
                result = .success(report)
            } catch {
                await sides.cancelAll()
                result = .failure(error)
            }
            // Ends libcurl's thread and its connections before the process does.
            try? await live.httpClient.shutdown()
            let report = try result.get()
            if let note = report.offlineNote { writeToStandardError(note) }
            if let note = report.alertsNote { writeToStandardError(note) }
            if let note = report.airQualityNote { writeToStandardError(note) }
            if let format = try? format.map({ try StatusFormat($0.text) }) {
                print(report.statusLine(format))
            } else if waybar {
                print(report.waybar.compact)
            } else {
                print(json ? report.json.rendered() : report.text)
            }
        }
    }

    /// `runReportingErrors`, except that with --waybar a failure is printed as the bar's object, status 0: waybar
    /// hides a module whose command fails or prints nothing. The reason goes to stderr as well.
    private func reportingErrors(
        language: @autoclosure () -> AppLanguage, _ body: () async throws -> Void
    ) async throws {
        try await runReportingErrors {
            do {
                try await body()
            } catch let error as CLIError where waybar {
                writeToStandardError(error.message)
                print(NowReport.waybarFailure(error, place: place, language: language()).compact)
            }
        }
    }

    /// How long alerts (and, at the same time, the air quality) may keep a ready forecast waiting.
    static let alertsGrace = Duration.seconds(2)

    /// How long a place's archive window (asked once for the dates shown) may keep a ready forecast waiting; kept
    /// normals are read from disk at once.
    static let normalsGrace = Duration.seconds(10)

    /// Alerts, air quality (unless turned off), the spread in the report's units and the normals, each with its
    /// grace and its place in the report.
    private func sideSources(for place: Place, live: LiveDependencies) -> [NowSideSource] {
        let policy: LoadPolicy = refresh ? .refresh : .cacheFirst
        let (alerts, airQuality, spread, normals) = (
            noAlerts ? .none : live.alerts, live.airQuality, live.spread, live.normals
        )
        // The spread in the units the report will use (the cache keeps one answer per unit system).
        let units = options.values.applied(to: live.settings.load().forPlace(place)).units
        var sources = [
            NowSideSource.start(
                "alerts", grace: Self.alertsGrace, timedOut: { .failed(.timedOut(seconds: $0)) },
                fetch: { () async throws(AlertsError) in try await alerts.load(place) },
                put: { $0.alerts = $1 })
        ]
        if !noAirQuality {
            sources.append(
                .start(
                    "air quality", grace: Self.alertsGrace, timedOut: { WeatherError.timedOut(seconds: $0) },
                    fetch: { () async throws(WeatherError) in try await airQuality.load(place, policy) },
                    put: { $0.airQuality = $1 }))
        }
        sources.append(
            .start(
                "spread", grace: Self.alertsGrace, timedOut: { WeatherError.timedOut(seconds: $0) },
                fetch: { () async throws(WeatherError) in try await spread.load(place, units, policy) },
                put: { $0.spread = $1 }))
        sources.append(
            .start(
                "normals", grace: Self.normalsGrace, timedOut: { NormalsUnavailable.failed(.timedOut(seconds: $0)) },
                fetch: { () async throws(NormalsUnavailable) in try await normals.load(place) },
                put: { $0.normals = $1 }))
        return sources
    }

    private func report(for place: Place, live: LiveDependencies) async throws(CLIError) -> NowReport {
        let settings = options.values.applied(to: live.settings.load().forPlace(place))
        let startedAt = Date()
        do {
            let snapshot = try await live.forecasts.load(
                place, settings.units, refresh ? .refresh : .cacheFirst, .seven)
            var report = NowReport(
                place: place, snapshot: snapshot, iconSet: icons ?? settings.iconSet,
                windUnit: settings.effectiveWindUnit, clock: settings.effectiveClock, startedAt: startedAt, now: Date())
            report.language = live.language
            return report
        } catch {
            throw CLIError(error.message(in: live.language), status: ExitStatus.serviceFailure)
        }
    }
}

extension IconSet: ExpressibleByArgument {}
