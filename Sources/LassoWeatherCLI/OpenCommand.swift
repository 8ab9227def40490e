import ArgumentParser
import Foundation
import TerminalUI
import WeatherApp
import WeatherCore

/// The full-screen app (the default command).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen app (the default when no command is given)."
    )

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let warnings = PersistenceWarnings()
        let paths = AppPaths.current(environment: environment)
        let appEnvironment = AppEnvironment(
            recentSearches: .live(paths: paths, warnings: warnings, now: { Date() })
        )
        let banner = environment["LASSO_WEATHER_DEMO"] == "1" ? "SAMPLE DATA" : nil
        MainActor.assumeIsolated {
            let shell = WeatherShell(flow: WeatherFlow(environment: appEnvironment), banner: banner)
            do throws(TerminalError) {
                try TerminalRunner.run(program: shell)
            } catch {
                FileHandle.standardError.write(Data("lasso-weather: \(error.message)\n".utf8))
                Foundation.exit(ExitStatus.unusableTerminal)
            }
        }
    }
}
