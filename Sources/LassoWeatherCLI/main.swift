import ArgumentParser
import Dispatch
import FoundationEssentials
import LassoWeatherCommands
import LaunchWork

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

configureMalloc()

// Parsed by hand rather than with `@main`: the interactive app parks the main thread in `dispatchMain()`, which an
// async main would deadlock. One-shot commands run as a Task on that same main queue instead.
do {
    if CommandLine.arguments.count == 1 {
        try OpenCommand.runWithoutArguments()
        exit(0)
    }
    var command = try LassoWeatherCommand.parseNamingMistypedCommands(Array(CommandLine.arguments.dropFirst()))
    // A cast to the one async command's own type, not `as? AsyncParsableCommand`: a cast to a protocol scans every
    // conformance record of the binary, on the way to the first frame.
    if let now = command as? NowCommand {
        runOnMainQueue(now)
    } else if let lookup = command as? LookupCommand {
        runOnMainQueue(lookup)
    } else if let watch = command as? WatchCommand {
        runOnMainQueue(watch)
    } else {
        try command.run()
    }
} catch {
    LassoWeatherCommand.exit(withError: error)
}

func runOnMainQueue(_ command: AsyncParsableCommand) -> Never {
    // The parsed command is handed over to the task and never touched here again.
    struct Handover: @unchecked Sendable { let command: AsyncParsableCommand }
    let handover = Handover(command: command)
    Task { @MainActor in
        var command = handover.command
        do {
            try await command.run()
            exit(0)
        } catch {
            LassoWeatherCommand.exit(withError: error)
        }
    }
    dispatchMain()
}
