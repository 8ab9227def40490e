import ArgumentParser
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    var line = Array("lasso-weather: \(message)\n".utf8)
    // A short write (a pipe, a signal) goes on from where it stopped; an error gives up, as there is nowhere left to say it.
    var done = 0
    while done < line.count {
        let written = line.withUnsafeMutableBytes { write(2, $0.baseAddress! + done, $0.count - done) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        done += written
    }
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
