/// A place found by name (or ZIP): one city in one state, shown as a suggestion or a choice.
public struct PlaceMatch: Hashable, Sendable {
    /// The name that matched, as USPS spells it: the city, or an accepted alternative name (`isAlias`).
    public var name: String
    public var state: String
    /// The place to open: the city's lowest standard ZIP (or the ZIP itself for a ZIP match).
    public var place: Place
    /// How many ZIP codes the name covers in this state; bigger places have more.
    public var zipCount: Int
    /// True when `name` is an accepted alternative name of `place`'s ZIP rather than its USPS city.
    public var isAlias: Bool

    public init(name: String, state: String, place: Place, zipCount: Int = 1, isAlias: Bool = false) {
        self.name = name
        self.state = state
        self.place = place
        self.zipCount = zipCount
        self.isAlias = isAlias
    }

    /// "Springfield, IL"
    public var displayName: String { "\(name), \(state)" }

    /// What a list shows of the match: a place found under two names is shown once.
    struct Shown: Hashable {
        var name: String, state: String, zip: String
    }

    var shown: Shown { Shown(name: name, state: state, zip: place.zip) }
}
