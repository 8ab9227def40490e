import ArgumentParser
import StatusLineFormat

/// `--format`'s text as typed; `NowCommand.validate()` reads it. Its "values" are the placeholders, so `--help`
/// and the man page list them one a line (ArgumentParser's value list; it need not be every possible value).
struct StatusFormatArgument: ExpressibleByArgument, Sendable {
    var text: String

    init(argument: String) { text = argument }

    static var allValueStrings: [String] { allValueDescriptions.keys.sorted { order($0) < order($1) } }

    static var allValueDescriptions: [String: String] {
        var descriptions = Dictionary(
            uniqueKeysWithValues: StatusField.allCases.map { ("%\($0.rawValue)", $0.meaning) })
        descriptions["%%"] = "a percent sign"
        return descriptions
    }

    /// The placeholders in `StatusField`'s order, then `%%`.
    private static func order(_ value: String) -> Int {
        let letter = value.dropFirst().first ?? "%"
        return StatusField.allCases.firstIndex { $0.rawValue == letter } ?? StatusField.allCases.count
    }

    /// What the help says above the list.
    static let preamble = """
        For tmux, polybar, waybar or a shell prompt. Run every minute, it asks for a place's forecast and air \
        quality at most every 10 minutes and its alerts at most every 5, as the plain command does. A missing value \
        prints as —, as do %a and %e when alerts could not be had and %q when the air quality could not. \
        Units and icons follow --units and --icons. When the service fails, the cached values print with \
        " (offline)" appended. Placeholders:
        """
}
