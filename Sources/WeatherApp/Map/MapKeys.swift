import TerminalUI

/// The Map's key table. Esc and Backspace (back) are the shell's. `l` is the weather layer, so the arrows (and the
/// mouse) pan, not the vi keys; `r` asks every source the Map shows again (``MapRefresh``).
extension MapScreen {
    /// The table for `state`: the radar's keys take effect while the radar layer is on, except in words, where
    /// its loop is neither drawn nor played.
    static func keyMap(_ state: State) -> KeyMap<Action> {
        keyMap(radarOn: state.layer.kind == .radar && !state.inWords, paused: !state.radar.isPlaying)
    }

    static var keyMap: KeyMap<Action> { keyMap(radarOn: false, paused: false) }

    static func keyMap(radarOn: Bool, paused: Bool) -> KeyMap<Action> {
        KeyMap([
            KeySection(mapKeys),
            KeySection(
                "Radar", isActive: radarOn,
                [
                    KeyBinding(
                        .char(" "), display: "Space", hint: paused ? "play" : "pause", hintKey: "Space",
                        help: "pause or play the radar loop", action: .layer(.radar(.didTogglePlay))),
                    KeyBinding(
                        .char("["), help: "previous radar frame (paused)",
                        action: .layer(.radar(.didStep(forward: false)))),
                    KeyBinding(
                        .char("]"), help: "next radar frame (paused)", action: .layer(.radar(.didStep(forward: true)))),
                ]),
        ])
    }

    private static var mapKeys: [KeyBinding<Action>] {
        [
            KeyBinding([.left, .up, .down, .right], display: "←↑↓→", hint: "pan", help: "pan") { key in
                switch key {
                case .up: .view(.didPan(.up))
                case .down: .view(.didPan(.down))
                case .left: .view(.didPan(.left))
                default: .view(.didPan(.right))
                }
            },
            KeyBinding(
                .char("+"), .char("="), hint: "zoom", hintKey: "+ -", help: "zoom in", action: .view(.didZoom(.in))),
            KeyBinding(.char("-"), .char("_"), help: "zoom out", action: .view(.didZoom(.out))),
            KeyBinding(.char("0"), help: "back to the place", action: .view(.didRecenter)),
            KeyBinding(
                .tab, hint: "next place", help: "next marked place", action: .view(.didCycleSelection(forward: true))),
            KeyBinding(.backTab, help: "previous marked place", action: .view(.didCycleSelection(forward: false))),
            KeyBinding(.enter, hint: "open", help: "open the selected place", action: .view(.didConfirmSelection)),
            KeyBinding(
                .char("l"), hint: "layer", help: "weather layer: none, radar, temperature, precipitation",
                action: .layer(.didCycle)),
            KeyBinding(.char("r"), hint: "refresh", help: KeyMeanings.refresh, action: .refresh(.didPress)),
        ]
    }
}
