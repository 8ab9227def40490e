/// Why the terminal could not be opened. Thrown before anything is drawn; `message` is one line for the
/// executable to print before exiting non-zero.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a script).
    case notATerminal(stream: String)
    /// `TERM` is unset, empty or "dumb": no cursor addressing, so a full-screen interface cannot be drawn.
    case unsupportedTerminal(term: String)
    /// ncurses has no terminal description for `TERM`.
    case unknownTerminal(term: String)

    public var message: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal: run this program in an interactive terminal, not through a pipe"
        case .unsupportedTerminal(let term) where term.isEmpty:
            return "TERM is not set: set it to your terminal's type (for example TERM=xterm-256color)"
        case .unsupportedTerminal(let term):
            return "TERM=\(term) cannot show a full-screen interface: use a terminal such as TERM=xterm-256color"
        case .unknownTerminal(let term):
            return "unknown terminal type TERM=\(term) (no terminfo entry): try TERM=xterm-256color"
        }
    }

    public var description: String { message }
}
