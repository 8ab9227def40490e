import TerminalUI

/// Home's key table. Every printable key types into the prompt, so no place name can delete, open or quit: the
/// list's commands are on keys no name contains (Delete, Enter, the arrows), and they act on the list only while the
/// prompt is empty. A loading forecast or an error alert takes every key while it is up.
extension HomeScreen {
    typealias Binding = KeyBinding<Action>

    static func keyMap(_ state: State) -> KeyMap<Action> {
        let modal = state.loading != nil || state.failure != nil
        let typed = !state.prompt.isEmpty
        return KeyMap(
            [
                KeySection("Recent places (prompt empty)", isActive: !modal && !typed, listKeys(state)),
                KeySection("Search prompt", isActive: !modal, promptKeys(state)),
                KeySection(
                    "Anywhere on Home", isActive: !modal,
                    [
                        Binding(
                            .ctrl("r"), .function(5), display: "Ctrl-R F5",
                            hint: state.recents.isEmpty ? nil : "refresh", hintKey: "Ctrl-R",
                            help: KeyMeanings.refresh, action: .refresh(.didPress))
                    ]),
                KeySection(
                    "While a forecast loads", isActive: state.loading != nil,
                    [
                        Binding(.escape, hint: "cancel", help: "cancel the request", action: .load(.didCancel))
                    ]),
                KeySection("When a load failed", isActive: state.failure != nil, alertKeys),
            ], isModal: modal)
    }

    private static func listKeys(_ state: State) -> [Binding] {
        // With no places, no key of the list is offered: none could act.
        let hasRecents = !state.recents.isEmpty
        let selectedIsMarked = state.list.selected.map { index in
            state.recents.indices.contains(index) && state.isMarkedRemoved(state.recents[index].place.id)
        }
        return [
            Binding(
                [.up, .down, .home, .end, .pageUp, .pageDown], display: "↑↓ Home End",
                hint: state.recents.count > 1 ? "recent" : nil, hintKey: "↑↓",
                help: "move through the places (PgUp PgDn: a page)",
                action: { .recents(.didMoveSelection($0)) }),
            Binding(
                .enter, hint: hasRecents ? "open" : nil, help: "open the selected place",
                action: .recents(.didOpenSelected)),
            Binding(
                .delete, hint: hasRecents ? selectedIsMarked == true ? "restore" : "remove" : nil, hintKey: "Delete",
                help: "remove the selected place; again: restore it", action: .recents(.didToggleRemoval)),
            // `/` is typed inside a name (Biel/Bienne); on an empty prompt it is vim's and less's search key.
            Binding(.char("/"), help: "search (the prompt already has the keys)", action: .prompt(.didPressSearchKey)),
        ]
    }

    private static func promptKeys(_ state: State) -> [Binding] {
        let typed = !state.prompt.isEmpty
        return [
            Binding(
                .enter, hint: typed ? "open" : nil, help: "open the suggestion or the best match",
                action: .prompt(.didSubmit)),
            Binding([.up, .down], display: "↑↓", hint: typed ? "suggestions" : nil, help: "pick a suggestion") {
                .prompt(.didMoveSuggestion($0 == .up ? -1 : 1))
            },
            Binding(.escape, hint: typed ? "clear" : nil, help: "clear the prompt", action: .prompt(.didClear)),
            Binding(
                names: ["10001", "Portland, OR"], display: "a–z 0–9", help: "a ZIP or a place: 10001, Portland, OR"
            ) {
                // `?` opens the help while nothing is typed (the shell takes it); inside a name it is text.
                guard case .char(let c) = $0, typed || c != "?" else { return nil }
                return .prompt(.didEdit($0))
            },
            Binding(
                [.left, .right, .home, .end, .ctrl("a"), .ctrl("e"), .ctrl("b"), .ctrl("f")],
                display: "←→ Home End", help: "move the cursor (Ctrl-A E B F)", action: { .prompt(.didEdit($0)) }),
            Binding(
                [.backspace, .delete, .ctrl("h"), .ctrl("d")], display: "Backspace Delete",
                help: "delete a character", action: { .prompt(.didEdit($0)) }),
            Binding(
                [.ctrl("u"), .ctrl("k"), .ctrl("w")], display: "Ctrl-U K W",
                help: "clear to start, to end, a word", action: { .prompt(.didEdit($0)) }),
            // readline's word keys; any other Alt key is nobody's, so it neither types nor clears.
            Binding(
                [.alt(.char("b")), .alt(.char("f"))], display: "Alt-B F", help: "move a word back, forward",
                action: { .prompt(.didEdit($0)) }),
            Binding(
                [.alt(.char("d")), .alt(.backspace)], display: "Alt-D Alt-Backspace",
                help: "delete the word after, before", action: { .prompt(.didEdit($0)) }),
        ]
    }

    private static var alertKeys: [Binding] {
        [
            Binding(
                [.left, .right, .tab, .backTab], display: "←→", hint: "choose", help: "choose Retry or Cancel",
                action: { .alert(.didPressKey($0)) }),
            Binding(.enter, hint: "confirm", help: "confirm", action: .alert(.didPressKey(.enter))),
            Binding(names: ["Esc"], help: "close the alert") { .alert(.didPressKey($0)) },
        ]
    }
}
