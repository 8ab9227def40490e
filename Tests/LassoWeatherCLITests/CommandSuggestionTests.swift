import ArgumentParser
import Testing

@testable import LassoWeatherCommands

/// A mistyped command name followed by more arguments is named as such; a single word is still a place.
struct CommandSuggestionTests {
    @Test(arguments: [
        (["nwo", "10001"], "now"), (["no", "10001"], "now"), (["nows", "10001", "--json"], "now"),
        (["lookp", "springfield"], "lookup"), (["lookpu", "springfield"], "lookup"), (["NOW", "10001"], "now"),
        (["opne", "10001"], "open"), (["hepl", "now"], "help"),
    ])
    func aCommandOneEditAwayIsSuggested(arguments: [String], command: String) {
        #expect(
            CommandSuggestion.message(for: arguments)
                == "unknown command '\(arguments[0])'; did you mean '\(command)'?")
    }

    @Test(arguments: [["nwo"], ["now", "10001"], ["Portland", "OR"], ["nowhere", "10001"], ["--units", "metric"]])
    func nothingIsSuggestedOtherwise(arguments: [String]) {
        #expect(CommandSuggestion.message(for: arguments) == nil)
    }

    @Test func oneEditIsAnInsertionDeletionChangeOrSwap() {
        let now = Array("now")
        for typed in ["nw", "nowx", "xow", "nwo", "onw", "snow"] {
            #expect(CommandSuggestion.isOneEditAway(Array(typed), now), "\(typed)")
        }
        for typed in ["now", "won", "n", "nwoo", "abc"] {
            #expect(!CommandSuggestion.isOneEditAway(Array(typed), now), "\(typed)")
        }
    }

    @Test func aMistypedCommandWithAnArgumentIsAUsageError() throws {
        #expect(throws: ExitCode.validationFailure) {
            _ = try LassoWeatherCommand.parseNamingMistypedCommands(["nwo", "10001"])
        }
    }

    @Test func aSingleWordIsStillAPlace() throws {
        let command = try LassoWeatherCommand.parseNamingMistypedCommands(["nwo"])
        #expect((command as? OpenCommand)?.place == "nwo")
        let now = try LassoWeatherCommand.parseNamingMistypedCommands(["now", "10001"])
        #expect((now as? NowCommand)?.place == "10001")
    }

    @Test(arguments: ["", " "])
    func anEmptyFormatIsAUsageError(format: String) {
        #expect {
            _ = try NowCommand.parse(["10001", "--format", format])
        } throws: { error in
            NowCommand.exitCode(for: error) == .validationFailure
                && NowCommand.message(for: error).contains("--format is empty")
        }
    }
}
