import TerminalUI

/// The Map's key table. Esc and Backspace (back) are the shell's. `l` is the weather layer, so the vi keys pan
/// three ways only (h j k) and → pans right.
extension MapScreen {
    static var keyMap: KeyMap<Action> {
        KeyMap([
            KeyBinding(
                [.left, .up, .down, .right, .char("h"), .char("j"), .char("k")], display: "←↑↓→ h j k",
                hint: "pan", hintKey: "←↑↓→", help: "pan"
            ) { key in
                switch key {
                case .up, .char("k"): .didPan(.up)
                case .down, .char("j"): .didPan(.down)
                case .left, .char("h"): .didPan(.left)
                default: .didPan(.right)
                }
            },
            KeyBinding(.char("+"), .char("="), hint: "zoom", hintKey: "+ -", help: "zoom in", action: .didZoom(.in)),
            KeyBinding(.char("-"), .char("_"), help: "zoom out", action: .didZoom(.out)),
            KeyBinding(.char("0"), help: "back to the place", action: .didRecenter),
            KeyBinding(.tab, hint: "next place", help: "next marked place", action: .didCycleSelection(forward: true)),
            KeyBinding(.backTab, help: "previous marked place", action: .didCycleSelection(forward: false)),
            KeyBinding(.enter, hint: "open", help: "open the selected place", action: .didConfirmSelection),
            KeyBinding(
                .char("l"), hint: "layer", help: "weather layer: none, temperature, precipitation",
                action: .layer(.didCycle)),
        ])
    }
}
