/// The app's user-facing text of alert notifications and `watch`, in one table. The messages are in the app's
/// language (issue 37): the event, headline and sender stay as issued, the app's joining words and punctuation are
/// the language's. The help texts stay English, as `--help` and the manual are (swift-argument-parser cannot
/// localise them).
public enum AppText {
    // MARK: Alert notifications

    /// A notification's title: "⚠ Tornado Warning · New York, NY" ("⚠ 大雨警報（東京）").
    public static func notificationTitle(event: String, place: String, in language: AppLanguage = .en) -> String {
        language.localized("⚠ {0} · {1}", event, place)
    }

    /// A notification's body: the headline (which names the sender), else the event and the sender.
    public static func notificationBody(
        headline: String?, event: String, sender: String, in language: AppLanguage = .en
    ) -> String {
        if let headline { return headline }
        return sender.isEmpty ? event : language.localized("{0} · {1}", event, sender)
    }

    /// OSC 9 carries one text: the title and the body in it.
    public static func notificationLine(title: String, body: String, in language: AppLanguage = .en) -> String {
        language.localized("{0}: {1}", title, body)
    }

    /// What `watch` prints for a new alert when no desktop notification can be shown.
    public static func watchLine(title: String, body: String, in language: AppLanguage = .en) -> String {
        language.localized("{0} — {1}", title, body)
    }

    // MARK: watch

    public static func watchNoNotifySend(in language: AppLanguage) -> String {
        language.localized("notify-send is not available; new alerts are printed to standard output instead")
    }

    public static func watchNotifySendFailed(_ reason: String, in language: AppLanguage) -> String {
        language.localized("notify-send failed ({0}); new alerts are printed to standard output instead", reason)
    }

    public static func watchNoPlaces(in language: AppLanguage) -> String {
        language.localized("no places to watch: give a ZIP code or a place name, or open a place in the app first")
    }

    public static func watchSourceFailing(place: String, reason: String, in language: AppLanguage) -> String {
        language.localized("alerts for {0}: {1}", place, reason)
    }

    // MARK: Help (English: `--help` is)

    public static let watchAbstract = "Watch places' weather alerts and show a desktop notification for each new one."

    public static let watchDiscussion = """
        Checks the alerts of the given places (else your recent places) at once and then every --every, with no \
        screen. For each alert not notified before (by the app or an earlier watch: one list under \
        $XDG_STATE_HOME/lasso-weather) at or above --notify-min, it runs notify-send -a lasso-weather -u \
        critical|normal|low TITLE BODY; without notify-send, or when it fails, it prints one line to standard \
        output. SIGTERM or SIGINT ends it with status 0. A systemd user unit runs it at login: see the README.
        """

    public static let watchPlacesHelp = "ZIP codes or place names (default: your recent places)."
    public static let watchEveryHelp =
        "How often to check: 1m, 5m, 1h or a number of minutes (default 5m; at least 1m)."
    public static let notifyMinHelp =
        "The lowest severity notified: extreme, severe, moderate, minor or unknown (default: the saved setting "
        + "\"notifyMin\", else severe)."
    public static let notifyHelp =
        "How the app tells the terminal of a new alert: auto (OSC 777 or OSC 9 by TERM_PROGRAM and TERM), osc777, "
        + "osc9, bell (a bell only) or off (default: the saved setting \"notify\", else auto)."
    public static let noNotifyHelp = "No alert notifications in this run."
}
