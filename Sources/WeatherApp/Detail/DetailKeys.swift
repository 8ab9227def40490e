import TerminalUI

/// Detail's key table. Esc and Backspace (back) are the shell's, on every screen above Home.
extension DetailScreen {
    static func keyMap(_ state: State) -> KeyMap<Action> {
        KeyMap([
            KeyBinding(.char("r"), hint: "refresh", help: "refresh now", action: .didPressRefresh),
            KeyBinding(
                .char("u"), hint: state.units == .imperial ? "metric" : "imperial",
                help: "switch imperial / metric (saved)", action: .didToggleUnits),
            KeyBinding(.char("m"), hint: "map", help: "show this place on the map", action: .didPressMap),
            KeyBinding(
                .char("a"), hint: state.activeAlerts.isEmpty ? nil : "alerts",
                help: "the active weather alerts, in full", action: .didPressAlerts),
            KeyBinding(
                [.left, .right], display: "← →", hint: state.snapshot == nil ? nil : "hours", hintKey: "←→",
                help: "scroll the 48-hour chart"
            ) { key in
                .didScrollHours(key == .left ? -DetailStore.scrollStep : DetailStore.scrollStep)
            },
        ])
    }
}
