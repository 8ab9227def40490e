import WeatherCore

/// The screens' part of the app's one table of text (``AppText``, in WeatherCore, which the commands share): every
/// new user-facing string is here or there, not inline.
extension AppText {
    // MARK: Screen-reader mode

    /// What `--screen-reader` does, for `--help` and the manual.
    public static let screenReaderHelp =
        "The screens in words for a screen reader: no braille or block art, nothing that moves by itself, the "
        + "cursor on the focus; also LASSO_WEATHER_SCREEN_READER=1 or the saved setting \"screenReader\": true."
    /// When data came, as a clock time: "from 10:07 AM" ("Stand 10:07").
    static func from(_ clockTime: String, in language: AppLanguage) -> String {
        Phrase.dataAt(language, clockTime)
    }
}

extension AppText {
    /// Home's refresh in words: "Updated at 10:07 AM." (a clock time: it stays true).
    static func updatedAt(_ time: String, in language: AppLanguage) -> String {
        language.localized("Updated at {0}.", time)
    }
}
