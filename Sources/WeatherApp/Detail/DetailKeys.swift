import TerminalUI

/// Detail's key table. Esc and Backspace (back) are the shell's, on every screen above Home. The status bar drops
/// hints from the end when narrow, so they come in order of use: refresh, active alerts, the hour cursor, units,
/// the table's length, the map, and the table's scroll (only while it has more rows than fit).
extension DetailScreen {
    static func keyMap(_ state: State) -> KeyMap<Action> {
        let hasData = state.snapshot != nil
        return KeyMap([
            KeyBinding(.char("r"), hint: "refresh", help: KeyMeanings.refresh, action: .didPressRefresh),
            KeyBinding(
                .char("a"), hint: state.hasAlertsToShow ? "alerts" : nil,
                help: "the active weather alerts, in full", action: .didPressAlerts),
            KeyBinding(
                [.left, .right], display: "← →", hint: hasData ? "hour" : nil, hintKey: "←→",
                help: "move the hour cursor on the 48-hour chart"
            ) { key in
                .didMoveHourCursor(key == .left ? .previous : .next)
            },
            KeyBinding([.home, .end], display: "Home End", help: "the cursor to the first / last hour") { key in
                .didMoveHourCursor(key == .home ? .first : .last)
            },
            KeyBinding(
                .char("u"), hint: state.units == .imperial ? "metric" : "imperial",
                help: "switch imperial / metric (saved)", action: .didToggleUnits),
            KeyBinding(.char("w"), help: "wind unit: mph → km/h → m/s → kn (saved)", action: .didCycleWindUnit),
            KeyBinding(
                .char("c"), help: "12- / 24-hour clock (saved; back to the units' own, it follows them)",
                action: .didToggleClock),
            KeyBinding(
                .char("d"), hint: state.days == .seven ? "16 days" : "7 days",
                help: "switch 7 / 16 days (saved)", action: .didToggleDays),
            KeyBinding(.char("m"), hint: "map", help: "show this place on the map", action: .didPressMap),
            KeyBinding(
                [.up, .down, .char("k"), .char("j"), .pageUp, .pageDown], display: "↑ ↓ j k PgUp PgDn",
                hint: state.maxDayScroll > 0 ? "days" : nil, hintKey: "↑↓", help: "scroll the daily table"
            ) { key in
                switch key {
                case .up, .char("k"): .didScrollDays(.rows(-1))
                case .down, .char("j"): .didScrollDays(.rows(1))
                case .pageUp: .didScrollDays(.pages(-1))
                default: .didScrollDays(.pages(1))
                }
            },
        ])
    }
}
