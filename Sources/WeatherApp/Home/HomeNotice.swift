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

    /// The sentence on Home's message row.
    public var words: String {
        switch self {
        case .typeAPlace: "Type a ZIP code (10001) or a place (Portland, OR)."
        case .zipHasFiveDigits: "A ZIP code has 5 digits; pick one of these with ↓ and Enter, or keep typing."
        case .placesMatch(let count, let query): "\(count) places match “\(query)”: choose one below."
        case .noRecentNumber(let number): "There is no recent search number \(number)."
        case .markedRemoved(let place): "\(place.displayName) is marked removed: press Delete to restore it."
        case .removed(let place):
            "Removed \(place.displayName). Delete again restores it, until you leave Home."
        case .restored(let place): "Restored \(place.displayName)."
        case .noRecentsToRefresh: "No recent places to refresh."
        case .updated: "Updated just now."
        case .updatedAt(let time): AppText.updatedAt(time)
        case .notUpdated(let reason, let age, let updated, let asked):
            "Not updated: weather (\(reason)\(age.map { ", from \($0)" } ?? ""))"
                + (updated > 0 ? "; \(updated) of \(asked) places updated." : ".")
        case .cancelledLoading(let place): "Cancelled loading \(place.displayName)."
        case .noMapLocation(let place):
            "\(place.id) (\(place.displayName)) has no map location, so no forecast: military and some unique ZIPs don't."
        case .said(let text): text
        }
    }
}
