import ArgumentParser
import Foundation
import ServiceEndpoints
import Synchronization
import WeatherFixtures

/// `weather-fixture-server --port N --fault MODE --alerts-fault MODE --air-quality-fault MODE`: serves Open-Meteo-shaped
/// sample data (forecast and air quality) and NWS-shaped alerts on 127.0.0.1, prints its URL on stdout and runs until
/// SIGINT/SIGTERM.
struct FixtureServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather-fixture-server",
        abstract: "A local Open-Meteo-compatible server with deterministic sample data and fault modes.",
        discussion: """
            It also answers like the NWS alerts API (/alerts/active?point=LAT,LON): \(alertPlaces).
            Every other place in the US has no alerts; places outside it get the NWS's not-covered answer.
            Geocoding (/v1/search): \(geocodingPlaces); any other name has no results.
            Air quality (/v1/air-quality): \(airQualityPlaces); elsewhere Good or Moderate.
            The next two hours (minutely_15): \(rainPlaces); elsewhere as the hourly data.
            Switch faults while running: curl -X POST 'URL/admin/fault?mode=slow&seconds=5' \
            (add &route=alerts, &route=air-quality… for one route: any service of the endpoint table)
            Request counts: curl URL/admin/requests
            Fault modes: \(FixtureFault.modeNames.joined(separator: ", "))
            """
    )

    @Option(help: "Port on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 0

    @Option(help: "Fault mode to start the forecast route in.")
    var fault: String = "none"

    @Option(name: .customLong("alerts-fault"), help: "Fault mode to start the alerts route in.")
    var alertsFault: String = "none"

    @Option(name: .customLong("air-quality-fault"), help: "Fault mode to start the air-quality route in.")
    var airQualityFault: String = "none"

    @Option(name: .customLong("geocoding-fault"), help: "Fault mode to start the geocoding route in.")
    var geocodingFault: String = "none"

    @Option(help: "Delay for the slow fault, in seconds.")
    var seconds: Double?

    @Option(name: .customLong("retry-after"), help: "Retry-After seconds for the rate-limit fault.")
    var retryAfter: Int?

    @Flag(
        help: """
            After the URL, print VARIABLE=URL for every service of the app's endpoint table but the forecast             (which takes --api-url), so a script points them all here.
            """)
    var environment = false

    func validate() throws {
        for mode in [fault, alertsFault, airQualityFault, geocodingFault] where FixtureFault(mode: mode) == nil {
            throw ValidationError(
                "Unknown fault mode '\(mode)'. Known: \(FixtureFault.modeNames.joined(separator: ", ")).")
        }
    }

    /// "10001 New York, NY (Extreme Heat Warning, …); …" for the help.
    static var alertPlaces: String {
        FixtureAlertPlace.all.map { "\($0.zip) \($0.name) (\($0.events.joined(separator: ", ")))" }
            .joined(separator: "; ")
    }

    /// "10001 New York, NY (AQI 42 Good · PM2.5); …"
    static var airQualityPlaces: String {
        FixtureAirQualityPlace.all.map { "\($0.zip) \($0.name) (\($0.shows))" }.joined(separator: "; ")
    }

    /// "Testville, DE; …"
    static var geocodingPlaces: String {
        FixtureGeocodingPlace.all.map { "\($0.name), \($0.countryCode)" }.joined(separator: "; ")
    }

    /// "10001 New York, NY (rainStarting); …"
    static var rainPlaces: String {
        FixtureRainPlace.all.map { "\($0.zip) \($0.name) (\($0.scenario))" }.joined(separator: "; ")
    }

    func run() async throws {
        let mode = FixtureFault(mode: fault, seconds: seconds, retryAfter: retryAfter) ?? .none
        let alertsMode = FixtureFault(mode: alertsFault, seconds: seconds, retryAfter: retryAfter) ?? .none
        let airQualityMode = FixtureFault(mode: airQualityFault, seconds: seconds, retryAfter: retryAfter) ?? .none
        let geocodingMode = FixtureFault(mode: geocodingFault, seconds: seconds, retryAfter: retryAfter) ?? .none
        let server = FixtureServer(
            port: port, fault: mode, alertsFault: alertsMode, airQualityFault: airQualityMode,
            geocodingFault: geocodingMode)
        let bound: UInt16
        do {
            bound = try await server.start()
        } catch {
            throw ValidationError("Could not listen on 127.0.0.1:\(port): \(error)")
        }
        let url = "http://127.0.0.1:\(bound)"
        var lines = [url]
        if environment {
            lines += ServiceEndpoint.allCases.filter { $0 != .forecast }.map { "\($0.environmentVariable)=\(url)" }
        }
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        await Self.waitForTermination()
        await server.stop()
    }

    /// Suspends until SIGINT or SIGTERM arrives.
    static func waitForTermination() async {
        let signals = SignalSources()
        let stream = AsyncStream<Int32> { continuation in
            signals.install([SIGINT, SIGTERM]) { continuation.yield($0) }
            continuation.onTermination = { _ in signals.cancel() }
        }
        for await _ in stream { return }
    }
}

/// Keeps the dispatch signal sources alive while the server runs.
final class SignalSources: Sendable {
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    func install(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        sources.withLock { sources in
            for number in signals {
                signal(number, SIG_IGN)  // let the dispatch source see it instead of the default handler
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { handler(number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    func cancel() { sources.withLock { $0.forEach { $0.cancel() } } }
}

// main.swift cannot use @main, and `await main()` is ambiguous with the synchronous overload: parse and run by hand.
do {
    let command = try FixtureServerCommand.parse()
    try await command.run()
} catch {
    FixtureServerCommand.exit(withError: error)
}
