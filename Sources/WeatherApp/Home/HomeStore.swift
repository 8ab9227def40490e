import Lasso
import TerminalUI
import WeatherCore

/// Home's business logic: pure, so every change can be asserted by the exhaustive test store.
public struct HomeStore: LassoReducer {
    public typealias Module = HomeScreen

    public init() {}

    public func reduce(into state: inout HomeScreen.State, action: HomeScreen.Action) -> HomeScreen.ModuleEffect {
        switch action {
        case .didEditPrompt(let key):
            switch state.prompt.handle(key) {
            case .changed:
                state.message = nil
            case .rejected(let rejection):
                state.message = Self.message(for: rejection)
            case .moved, .unhandled:
                break
            }
            return .none

        case .didFocusPrompt:
            state.focus = .prompt
            return .none

        case .didFocusList:
            state.focus = .list
            return .none

        case .didToggleFocus:
            state.focus = state.focus == .prompt ? .list : .prompt
            return .none

        case .didMoveSelection(let key):
            state.list.handle(key)
            return .none

        case .didSubmitPrompt:
            let zip = state.prompt.text
            guard zip.count == 5 else {
                state.message = .init(zip.isEmpty ? "Type a 5-digit ZIP code." : "A ZIP code has 5 digits; this has \(zip.count).")
                return .none
            }
            state.message = nil
            return .output(.didRequestZIP(zip))
        }
    }

    static func message(for rejection: TextFieldRejection) -> HomeScreen.InlineMessage {
        switch rejection {
        case .filtered(let c, _): return .init("“\(c)” isn't a digit: a ZIP code is 5 digits.")
        case .full: return .init("A ZIP code has only 5 digits.")
        }
    }
}
