import ArgumentParser
import Dispatch
import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lasso-weather watch [PLACES…]`: the alerts of places checked at once and then every `--every`, with no screen;
/// each new one becomes a desktop notification (`notify-send`), else a line on stdout. Runs until SIGTERM or SIGINT
/// (status 0): a systemd user unit starts it at login (`packaging/lasso-weather-watch.service`).
package struct WatchCommand: AsyncParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "watch", abstract: AppText.watchAbstract, discussion: AppText.watchDiscussion)

    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp(AppText.watchEveryHelp, valueName: "interval"))
    var every: WatchInterval = .standard

    @Option(name: .customLong("notify-min"), help: ArgumentHelp(AppText.notifyMinHelp, valueName: "severity"))
    var notifyMin: WeatherAlert.Severity?

    @Argument(help: ArgumentHelp(AppText.watchPlacesHelp, valueName: "place"))
    var places: [String] = []

    package func run() async throws {
        try await runReportingErrors {
            let environment = ProcessEnvironment.current()
            let live = try LiveDependencies(options: options.values)
            let places = try await resolvePlaces(live: live, environment: environment)
            let minimum = notifyMin ?? live.settings.load().notifyMin
            let signals = Self.endOnSignals()
            let notified = NotifiedAlertsClient.live(paths: live.paths, warnings: live.warnings)
            var watch = AlertWatch(firstAnswerIsBaseline: false)
            var teller = WatchTeller(notifySend: NotifySend(path: environment["PATH"]), language: live.language)
            // Until a signal ends the process: checks never end it, a failing source is only said.
            while true {
                // Past the cache: `--every 1m` means a minute, not the cache's five.
                let results = await live.alerts.check(places, pastTheCache: true)
                let (answers, failing) = watch.take(results)
                for (place, error) in failing {
                    writeToStandardError(
                        AppText.watchSourceFailing(
                            place: place.displayName, reason: error.message(in: live.language), in: live.language))
                }
                for note in notified.notes(answers, minimum, Date()) { await teller.tell(note) }
                try? await Task.sleep(for: every.duration)
                withExtendedLifetime(signals) {}
            }
        }
    }

    /// The places given, resolved as everywhere else (offline and the recent places first, the geocoder only for
    /// a name neither knows, at start), else the recent places.
    private func resolvePlaces(live: LiveDependencies, environment: [String: String]) async throws(CLIError) -> [Place]
    {
        let recents = live.recentSearches.all().map(\.place)
        guard !places.isEmpty else {
            if recents.isEmpty { throw CLIError(AppText.watchNoPlaces(in: live.language), status: ExitStatus.badInput) }
            return recents
        }
        var resolved: [Place] = []
        for input in places {
            let place = try await PlaceQuery.resolve(
                input, in: PlaceDirectory.shared, territory: UserTerritory(environment: environment), recents: recents,
                online: PlaceQuery.Online(geocoder: live.geocoder), language: live.language)
            if !resolved.contains(where: { $0.id == place.id }) { resolved.append(place) }
        }
        return resolved
    }

    /// SIGTERM and SIGINT end the process at once with status 0: nothing is half written (the notified-list is
    /// saved atomically), so there is nothing to wait for.
    private static func endOnSignals() -> [any DispatchSourceSignal] {
        [SIGTERM, SIGINT].map { signo in
            signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
            source.setEventHandler { endWatching() }
            source.resume()
            return source
        }
    }
}

/// How `watch` tells of each new alert: notify-send, else one line on stdout (said once on stderr); in the app's
/// language, the alert's own words as issued.
struct WatchTeller {
    let notifySend: NotifySend?
    let language: AppLanguage
    private var saidFallback = false

    init(notifySend: NotifySend?, language: AppLanguage = .en) {
        self.notifySend = notifySend
        self.language = language
    }

    mutating func tell(_ note: AlertNote) async {
        guard let notifySend else {
            fallBack(note, because: AppText.watchNoNotifySend(in: language))
            return
        }
        if let failure = await notifySend.show(note, language: language) {
            fallBack(note, because: AppText.watchNotifySendFailed(failure, in: language))
        }
    }

    private mutating func fallBack(_ note: AlertNote, because reason: String) {
        if !saidFallback {
            saidFallback = true
            writeToStandardError(reason)
        }
        print(
            AppText.watchLine(
                title: NotificationText.clean(note.title(in: language)),
                body: NotificationText.clean(note.body(in: language)), in: language))
        fflush(nil)  // stdout is a pipe or a journal, not a terminal: each line goes out as it is told
    }
}

/// Status 0: a signal is how `watch` is meant to end.
private func endWatching() -> Never { exit(0) }

extension WeatherAlert.Severity: ExpressibleByArgument {
    /// `extreme`, `severe`, `moderate`, `minor` or `unknown`, in any case.
    public init?(argument: String) { self.init(named: argument) }

    public static var allValueStrings: [String] { allCases.map { $0.rawValue.lowercased() } }
}
