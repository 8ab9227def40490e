import Lasso
import TerminalUI
import WeatherCore

/// Home: the ZIP-code prompt and the recent searches.
public enum HomeScreen: ScreenModule {
    public enum Focus: Equatable, Sendable {
        case prompt, list
    }

    /// A line next to the prompt that says, in words, what went wrong or what is happening.
    public struct InlineMessage: Equatable, Sendable {
        public var text: String
        public var isError: Bool

        public init(_ text: String, isError: Bool = true) {
            self.text = text
            self.isError = isError
        }
    }

    public struct State: Equatable, Sendable {
        public var prompt = TextFieldState(maxLength: 5, filter: .digits)
        public var focus: Focus
        public var recents: [RecentSearch]
        public var list: ListState
        public var message: InlineMessage?

        /// The list has focus on launch when it has entries, otherwise the prompt does.
        public init(recents: [RecentSearch] = []) {
            self.recents = recents
            focus = recents.isEmpty ? .prompt : .list
            list = ListState(itemCount: recents.count, selected: recents.isEmpty ? nil : 0)
        }
    }

    public enum Action: Equatable, Sendable {
        /// A key typed while the prompt has focus (text, cursor movement, deletion).
        case didEditPrompt(Key)
        case didFocusPrompt
        case didFocusList
        case didToggleFocus
        case didMoveSelection(Key)
        case didSubmitPrompt
    }

    public enum Output: Equatable, Sendable {
        /// The user asked for this ZIP code's weather.
        case didRequestZIP(String)
    }

    public static let defaultInitialState = State()
}
