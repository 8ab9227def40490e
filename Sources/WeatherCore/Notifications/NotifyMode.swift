/// How the app tells the terminal about a new alert (the setting `notify`, `--notify`): chosen from the terminal
/// (`auto`), forced to one of the two notification sequences, a bell only, or nothing.
public enum NotifyMode: String, Codable, Hashable, Sendable, CaseIterable {
    case auto
    case osc777
    case osc9
    case bell
    case off
}

/// What is written for a new alert, once `auto` has been decided.
public enum TerminalNotificationKind: Hashable, Sendable {
    /// `OSC 777 ; notify ; title ; body ST`: rxvt-unicode's, also foot's, Ghostty's, WezTerm's and VTE's.
    case osc777
    /// `OSC 9 ; text ST`: iTerm2's, also kitty's, Ghostty's, WezTerm's and Windows Terminal's.
    case osc9
    /// No sequence: the bell alone.
    case bellOnly
    /// Nothing at all.
    case off

    /// `auto` decided from the terminal's own variables: OSC 9 where the terminal is known to take it (and not
    /// OSC 777), else OSC 777, which terminals without it ignore.
    public static func choose(_ mode: NotifyMode, environment: [String: String]) -> TerminalNotificationKind {
        switch mode {
        case .osc777: return .osc777
        case .osc9: return .osc9
        case .bell: return .bellOnly
        case .off: return .off
        case .auto: break
        }
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        let term = (environment["TERM"] ?? "").lowercased()
        if ["iterm.app", "ghostty", "wezterm", "vscode"].contains(program) { return .osc9 }
        if term.hasPrefix("xterm-kitty") || term.hasPrefix("xterm-ghostty") || term.hasPrefix("wezterm") {
            return .osc9
        }
        return .osc777
    }
}
