import ArgumentParser
import Foundation

extension CLIError {
    /// Prints "lasso-weather: <message>" to stderr and returns the `ExitCode` to throw.
    /// ArgumentParser's `exit(withError:)` would print any other error as "Error: …" and exit 1; an `ExitCode`
    /// ends the process silently with our status.
    func report() -> ExitCode {
        writeToStandardError(message)
        return ExitCode(status)
    }
}

/// One "lasso-weather: …" line on stderr: every failure and warning of every command is written here.
func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data("lasso-weather: \(message)\n".utf8))
}

/// Runs a command's body, turning a `CLIError` into its message and exit status: the one error path.
func runReportingErrors(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as CLIError {
        throw error.report()
    }
}

/// The same for commands that do not run async.
func runReportingErrorsSync(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        throw error.report()
    }
}
