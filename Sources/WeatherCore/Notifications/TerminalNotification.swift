/// The bytes that tell the terminal about a new alert: a notification sequence (``TerminalNotificationKind``),
/// wrapped in tmux's DCS passthrough inside tmux (which passes it on only with `set -g allow-passthrough on`,
/// tmux ≥ 3.3), and the bell (written apart from it, so tmux sees the bell itself). Title and body are cleaned
/// here (``NotificationText``): callers hand over the network's text as it came.
public enum TerminalNotification {
    static let esc: UInt8 = 0x1B
    static let bell: [UInt8] = [0x07]

    /// The sequence for one alert, or nothing for `.bellOnly` and `.off`.
    public static func sequence(
        title: String, body: String, kind: TerminalNotificationKind, insideTmux: Bool, language: AppLanguage = .en
    ) -> [UInt8] {
        let (title, body) = (NotificationText.clean(title), NotificationText.clean(body))
        let payload: String
        switch kind {
        case .osc777: payload = "777;notify;\(title);\(body)"
        case .osc9:
            let line = NotificationText.clean(AppText.notificationLine(title: title, body: body, in: language))
            payload = "9;" + NotificationText.osc9Safe(line)
        case .bellOnly, .off: return []
        }
        // ESC ] payload ST (ESC \): ST rather than BEL, so a bell is only ever the bell.
        let osc = [esc, UInt8(ascii: "]")] + Array(payload.utf8) + [esc, UInt8(ascii: "\\")]
        return insideTmux ? passthrough(osc) : osc
    }

    /// What one refresh writes: each new alert's sequence, then one bell if there was any (none when off); the
    /// titles in `language`.
    public static func output(
        for notes: [AlertNote], kind: TerminalNotificationKind, insideTmux: Bool, language: AppLanguage = .en
    ) -> [UInt8] {
        guard !notes.isEmpty, kind != .off else { return [] }
        let sequences = notes.flatMap {
            sequence(
                title: $0.title(in: language), body: $0.body(in: language), kind: kind, insideTmux: insideTmux,
                language: language)
        }
        return sequences + bell
    }

    /// tmux's passthrough: `ESC P tmux ; <sequence with each ESC doubled> ESC \`.
    static func passthrough(_ sequence: [UInt8]) -> [UInt8] {
        let inner = sequence.flatMap { $0 == esc ? [esc, esc] : [$0] }
        return [esc] + Array("Ptmux;".utf8) + inner + [esc, UInt8(ascii: "\\")]
    }

    /// Whether the app runs inside tmux (`$TMUX` set).
    public static func insideTmux(environment: [String: String]) -> Bool { !(environment["TMUX"] ?? "").isEmpty }
}
