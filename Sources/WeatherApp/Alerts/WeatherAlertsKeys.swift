import TerminalUI

/// The Alerts screen's key table: the list's keys, or the full text's while one is open (Esc then closes the text
/// rather than the screen).
extension WeatherAlertsScreen {
    static func keyMap(_ state: State) -> KeyMap<Action> {
        let reading = state.reading != nil
        return KeyMap([
            KeySection(
                "Alerts list", isActive: !reading,
                [
                    KeyBinding([.up, .down, .char("k"), .char("j")], display: "↑↓ j k", help: "choose an alert") {
                        key in
                        .didMoveSelection(key == .up || key == .char("k") ? -1 : 1)
                    },
                    KeyBinding(
                        .enter, .right, display: "Enter →", hint: "read", hintKey: "Enter",
                        help: "read the alert in full",
                        action: .didOpenSelected),
                ]),
            KeySection(
                "An alert's full text", isActive: reading,
                [
                    KeyBinding(
                        [.up, .down, .char("k"), .char("j")], display: "↑↓ j k", hint: "scroll", hintKey: "↑↓",
                        help: "scroll a line"
                    ) { key in
                        .didScroll(.lines(key == .up || key == .char("k") ? -1 : 1))
                    },
                    KeyBinding([.pageUp, .pageDown], display: "PgUp PgDn", help: "scroll a page") { key in
                        .didScroll(.pages(key == .pageUp ? -1 : 1))
                    },
                    KeyBinding([.home, .end], display: "Home End", help: "the start, the end") { key in
                        .didScroll(key == .home ? .top : .bottom)
                    },
                    KeyBinding(
                        .escape, .left, .backspace, display: "Esc ←", hint: "list", hintKey: "Esc",
                        help: "back to the list", action: .didCloseText),
                ]),
            KeySection([
                KeyBinding(.char("r"), hint: "refresh", help: KeyMeanings.refresh, action: .didPressRefresh)
            ]),
        ])
    }
}
