import TerminalUI

/// Home's key table. The prompt's and the list's keys take turns with the focus; a loading forecast or an error
/// alert takes every key while it is up.
extension HomeScreen {
    typealias Binding = KeyBinding<Action>

    static func keyMap(_ state: State) -> KeyMap<Action> {
        let modal = state.loading != nil || state.failure != nil
        let onPrompt = state.focus == .prompt
        return KeyMap(
            [
                KeySection("Search prompt", isActive: !modal && onPrompt, promptKeys(state)),
                KeySection("Recent searches", isActive: !modal && !onPrompt, listKeys),
                KeySection(
                    "Anywhere on Home", isActive: !modal,
                    [
                        Binding(
                            .char("/"), hint: onPrompt ? nil : "search", help: "focus the prompt",
                            action: .didFocusPrompt),
                        Binding(
                            .tab, .backTab, display: "Tab", hint: onPrompt ? "recent" : nil,
                            help: "switch prompt / list",
                            action: .didToggleFocus),
                    ]),
                KeySection(
                    "While a forecast loads", isActive: state.loading != nil,
                    [
                        Binding(.escape, hint: "cancel", help: "cancel the request", action: .didCancelLoading)
                    ]),
                KeySection("When a load failed", isActive: state.failure != nil, alertKeys),
            ], isModal: modal)
    }

    private static func promptKeys(_ state: State) -> [Binding] {
        let downLeavesPrompt = state.suggestions.isEmpty && !state.recents.isEmpty
        return [
            Binding(
                .enter, hint: "open", help: "open the ZIP or suggestion",
                action: .didSubmitPrompt),
            Binding([.up, .down], display: "↑↓", hint: "suggestions", help: "pick a suggestion") { key in
                key == .up ? .didMoveSuggestion(-1) : downLeavesPrompt ? .didFocusList : .didMoveSuggestion(1)
            },
            Binding(.escape, help: "to the recent list", action: .didFocusList),
            Binding(names: ["10001", "Portland, OR"], display: "type", help: "a ZIP or a place: 10001, Portland, OR") {
                // `/` and `?` stay shortcuts (the prompt, the help): no ZIP code or place name has them.
                guard case .char(let c) = $0, c != "/", c != "?" else { return nil }
                return .didEditPrompt($0)
            },
            Binding(
                [.left, .right, .home, .end, .ctrl("a"), .ctrl("e"), .ctrl("b"), .ctrl("f")],
                display: "←→ Home End", help: "move the cursor (Ctrl-A E B F)", action: Action.didEditPrompt),
            Binding(
                [.backspace, .delete, .ctrl("h"), .ctrl("d")], display: "Backspace Delete",
                help: "delete a character", action: Action.didEditPrompt),
            Binding(
                [.ctrl("u"), .ctrl("k"), .ctrl("w")], display: "Ctrl-U K W",
                help: "clear to start, to end, a word", action: Action.didEditPrompt),
        ]
    }

    private static var listKeys: [Binding] {
        [
            Binding(
                [.up, .down, .char("j"), .char("k"), .home, .end, .pageUp, .pageDown], display: "↑↓ j k PgUp PgDn",
                help: "move", action: Action.didMoveSelection),
            Binding(.enter, hint: "open", help: "open the selected place", action: .didOpenSelected),
            Binding(names: ["1–9"], hint: "open #", help: "open the Nth") {
                guard case .char(let c) = $0, let n = c.wholeNumberValue, (1...9).contains(n) else { return nil }
                return .didOpenRecent(number: n)
            },
            Binding(.char("d"), .delete, hint: "delete", hintKey: "d", help: "remove", action: .didDeleteSelected),
            Binding(.char("u"), hint: "undo", help: "undo the removal", action: .didUndoDelete),
            Binding(.char("r"), hint: "refresh", help: "refresh every place now", action: .didPressRefresh),
        ]
    }

    private static var alertKeys: [Binding] {
        [
            Binding(
                [.left, .right, .tab, .backTab], display: "←→", hint: "choose", help: "choose Retry or Cancel",
                action: Action.didPressAlertKey),
            Binding(.enter, hint: "confirm", help: "confirm", action: .didPressAlertKey(.enter)),
            Binding(names: ["Esc"], help: "close the alert") { .didPressAlertKey($0) },
        ]
    }
}
