import TerminalUI
import WeatherCore

extension TerminalError {
    /// ``message`` in `language`: why the full-screen app cannot open here. TerminalUI speaks English only; the
    /// variable names and values stay as they are typed.
    func message(in language: AppLanguage) -> String {
        switch self {
        case .notATerminal(let stream):
            language.localized(
                "{0} is not a terminal: run this program in an interactive terminal, not through a pipe",
                Self.stream(stream, in: language))
        case .unsupportedTerminal(let term) where term.isEmpty:
            language.localized("TERM is not set: set it to your terminal's type (for example TERM=xterm-256color)")
        case .unsupportedTerminal(let term):
            language.localized(
                "TERM={0} cannot show a full-screen interface: use a terminal such as TERM=xterm-256color", term)
        case .unknownTerminal(let term):
            language.localized("unknown terminal type TERM={0} (no terminfo entry): try TERM=xterm-256color", term)
        }
    }

    /// "standard input" or "standard output", as Terminal names them.
    private static func stream(_ name: String, in language: AppLanguage) -> String {
        switch name {
        case "standard input": language.localized("standard input")
        case "standard output": language.localized("standard output")
        default: name
        }
    }
}
