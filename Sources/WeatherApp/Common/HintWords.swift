import TerminalUI
import WeatherCore

/// The status bar's hints in the app's language (issue 37): each English hint a key map gives is a row
/// "hint:<English>" of ``TextTable`` (Resources/text.tsv, written here). The keys stay as they are; the shell words the
/// hints as it draws them, so the key maps, their tests and the mouse's hint columns keep one set of names.
enum HintWords {
    /// `hint` in `language`; the English hint itself where the table has none (a test finds every hint of the
    /// sources in it).
    static func word(_ hint: String, in language: AppLanguage) -> String {
        language == .en ? hint : TextTable.text("hint:" + hint, in: language) ?? hint
    }

    /// The hints as words in `language`.
    static func words(_ hints: [KeyHint], in language: AppLanguage) -> [KeyHint] {
        language == .en ? hints : hints.map { KeyHint($0.key, word($0.label, in: language)) }
    }

    /// The help overlay's rows in `language`: each description (and section heading) a row "help:<English>" of the
    /// table, the keys as they are.
    static func help(_ entries: [KeyHint], in language: AppLanguage) -> [KeyHint] {
        guard language != .en else { return entries }
        return entries.map { KeyHint($0.key, TextTable.text("help:" + $0.label, in: language) ?? $0.label) }
    }
}
