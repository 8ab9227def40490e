import WeatherCore

/// What Home has to tell the user, as an intent the view words (as keys are declared once and worded for the help):
/// the reducer says which, `words` says how, in one place, so the sentences can be translated once.
public enum HomeNotice: Equatable, Sendable {
    /// Enter on an empty prompt, or a list number with no recents.
    case typeAPlace
    /// A partial ZIP with suggestions to pick from.
    case zipHasFiveDigits
    /// Several places answer the query: the suggestions are the choice.
    case placesMatch(count: Int, query: String)
    case noRecentNumber(Int)
    case markedRemoved(Place)
    case removed(Place)
    case restored(Place)
    case noRecentsToRefresh
    case updated
    /// `r` failed for some places: why, how old the oldest row shown is, and how many were updated.
    case notUpdated(reason: String, shownAge: String?, updated: Int, asked: Int)
    /// In words: when the refresh came, as a clock time ("Updated at 10:07 AM.").
    case updatedAt(String)
    case cancelledLoading(Place)
    case noMapLocation(Place)
    /// Words that come worded already: a service's message, a directory problem's, an edit the prompt refused.
    case said(String)

    /// The sentence on Home's message row, in English.
    public var words: String { words(in: .en) }

    /// The sentence on Home's message row in `language`. The reasons and ages of `notUpdated` and the words of
    /// `said` come already in it (the reducer words them in the screen's language).
    public func words(in language: AppLanguage) -> String {
        switch self {
        case .typeAPlace: language.localized("Type a ZIP code (10001) or a place (Portland, OR).")
        case .zipHasFiveDigits:
            language.localized("A ZIP code has 5 digits; pick one of these with ↓ and Enter, or keep typing.")
        case .placesMatch(let count, let query):
            language.localized("{0} places match “{1}”: choose one below.", String(count), query)
        case .noRecentNumber(let number): language.localized("There is no recent search number {0}.", String(number))
        case .markedRemoved(let place):
            language.localized("{0} is marked removed: press Delete to restore it.", place.displayName)
        case .removed(let place):
            language.localized("Removed {0}. Delete again restores it, until you leave Home.", place.displayName)
        case .restored(let place): language.localized("Restored {0}.", place.displayName)
        case .noRecentsToRefresh: language.localized("No recent places to refresh.")
        case .updated: language.localized("Updated just now.")
        case .updatedAt(let time): AppText.updatedAt(time, in: language)
        case .notUpdated(let reason, let age, let updated, let asked):
            Self.notUpdated(reason: reason, age: age, updated: updated, asked: asked, in: language)
        case .cancelledLoading(let place): language.localized("Cancelled loading {0}.", place.displayName)
        case .noMapLocation(let place):
            language.localized(
                "{0} ({1}) has no map location, so no forecast: military and some unique ZIPs don't.", place.id,
                place.displayName)
        case .said(let text): text
        }
    }

    /// "Not updated: weather (timed out, from 1 h ago); 2 of 3 places updated."
    private static func notUpdated(
        reason: String, age: String?, updated: Int, asked: Int, in language: AppLanguage
    ) -> String {
        let why = age.map { language.localized("{0}, from {1}", reason, $0) } ?? reason
        guard updated > 0 else { return language.localized("Not updated: weather ({0}).", why) }
        return language.localized(
            "Not updated: weather ({0}); {1} of {2} places updated.", why, String(updated), String(asked))
    }
}
