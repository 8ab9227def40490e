import TerminalUI

/// What the shell's own keys do, on every screen.
enum ShellCommand: Equatable {
    case help, back, quit
}

extension WeatherShell {
    /// The shell's key table, after the top screen's: back while there is somewhere to go back to, help, and quit
    /// (`q` only while no text field has the keys; Ctrl-C always).
    static func keyMap(canGoBack: Bool, capturesText: Bool) -> KeyMap<ShellCommand> {
        KeyMap([
            KeySection(
                "Everywhere",
                [
                    KeyBinding(
                        .escape, .backspace, display: "Esc Backspace", hint: canGoBack ? "back" : nil,
                        hintKey: "Esc", help: "back", action: .back),
                    KeyBinding(
                        .char("?"), .function(1), display: "? F1", hint: "help", hintKey: "?", help: "this help",
                        action: .help),
                ]),
            KeySection(isActive: !capturesText, [KeyBinding(.char("q"), hint: "quit", help: "quit", action: .quit)]),
            // Where `q` is text (Home's prompt), the bar names the quit key that is left.
            KeySection([KeyBinding(.ctrl("c"), hint: capturesText ? "quit" : nil, help: "quit", action: .quit)]),
        ])
    }
}
