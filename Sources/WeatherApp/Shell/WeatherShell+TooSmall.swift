import TerminalUI
import WeatherCore

extension WeatherShell {
    /// The too-small screen's wordings in `language`, each with its `{0}` for the widget to put a size in.
    static func tooSmallWords(_ language: AppLanguage) -> TooSmallView.Words {
        guard language != .en else { return .english }
        return TooSmallView.Words(
            tooSmall: language.localized("Terminal too small: {0}"),
            needAtLeast: language.localized("need at least {0}"), tooSmallShort: language.localized("Too small: {0}"),
            tooSmallBare: language.localized("Too small"), need: language.localized("need {0}"))
    }
}
