/// The app's words that a later translation will replace: every new user-facing string is here, not inline.
public enum AppText {
    // MARK: Screen-reader mode

    /// What `--screen-reader` does, for `--help` and the manual.
    public static let screenReaderHelp =
        "The screens in words for a screen reader: no braille or block art, nothing that moves by itself, the "
        + "cursor on the focus; also LASSO_WEATHER_SCREEN_READER=1 or the saved setting \"screenReader\": true."
    /// Where a spinner would turn: the word, which does not move.
    public static let loading = "loading"
    /// The hourly section's title (as the chart's).
    public static let next48Hours = "Next 48 hours"
    public static let noHourlyForecast = "No hourly forecast."
}
