/// What keys mean across screens. A key bound on two screens does the same thing on both (a test compares their
/// help, and that `j`/`k` act as `↓`/`↑`); the navigation keys, whose action is to move within what the screen
/// shows, are listed here with the reason.
enum KeyMeanings {
    /// `r`'s help on every screen that binds it (Ctrl-R on Home): every source the screen shows, asked again now.
    static let refresh = "refresh now: ask every source on screen again, past the caches"

    /// Keys whose action depends on what the screen shows, each with why.
    static let screenSpecific: [String: String] = [
        "Enter": "opens what is selected: a place, a suggestion, an alert; confirms an error's button",
        "Esc": "steps out of what is open: the prompt's text, a load, an error, an alert's text; else back (the shell)",
        "Backspace": "deletes typed text in the prompt; elsewhere goes back (an alert's text to the list, the shell)",
        "Delete": "deletes a typed character; with the prompt empty, removes or restores the selected place",
        "←": "moves within what is shown: the prompt's cursor, the hour cursor, the map, an error's buttons",
        "→": "moves within what is shown: the prompt's cursor, the hour cursor, the map, an error's buttons",
        "↑": "moves within what is shown: the recent list, the suggestions, the days, the map, the alerts",
        "↓": "moves within what is shown: the recent list, the suggestions, the days, the map, the alerts",
        "Home": "the first of what is shown: the prompt's text, the recent list, the hours, an alert's text",
        "End": "the last of what is shown: the prompt's text, the recent list, the hours, an alert's text",
        "PgUp": "a page of what is shown: the recent list, the days, an alert's text",
        "PgDn": "a page of what is shown: the recent list, the days, an alert's text",
        "Tab": "the next choice: an error's buttons, the Map's marked places",
        "Shift-Tab": "the previous choice: an error's buttons, the Map's marked places",
    ]
}
