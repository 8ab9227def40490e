/// A place found by name (or ZIP): one city in one state, or one town of the world directory, shown as a
/// suggestion or a choice.
public struct PlaceMatch: Hashable, Sendable {
    /// The name that matched, as USPS spells it: the city, or an accepted alternative name (`isAlias`). A world
    /// place shows its own name ("Köln" when "Cologne" found it).
    public var name: String
    /// The US state; empty outside the US.
    public var state: String
    /// The place to open: the city's lowest standard ZIP (or the ZIP itself for a ZIP match), or the world town.
    public var place: Place
    /// How many ZIP codes the name covers in this state; bigger places have more. 0 outside the US.
    public var zipCount: Int
    /// True when `name` is an accepted alternative name of `place`'s ZIP rather than its USPS city.
    public var isAlias: Bool
    /// People living there as GeoNames counts them (for a US town, the town's); 0 when unknown. Ranks US and
    /// world places against each other.
    public var population: Int
    /// Found by the online geocoder, not in the offline directory: shown marked as such.
    public var isOnline: Bool
    /// The alternate name a world place was found by ("Cologne" for Köln), shown after its own so the match
    /// makes sense; nil when its own name matched.
    public var alias: String?

    public init(
        name: String, state: String, place: Place, zipCount: Int = 1, isAlias: Bool = false, population: Int = 0,
        isOnline: Bool = false, alias: String? = nil
    ) {
        self.name = name
        self.state = state
        self.place = place
        self.zipCount = zipCount
        self.isAlias = isAlias
        self.population = population
        self.isOnline = isOnline
        self.alias = alias
    }

    /// A town of the world directory, shown by its own name.
    init(world place: Place) {
        self.init(name: place.city, state: "", place: place, zipCount: 0, population: place.population)
    }

    /// ISO 3166-1 alpha-2 code of the place's country ("US" for every ZIP).
    public var country: String { place.country }

    /// "Springfield, IL"; elsewhere as the place reads ("Toronto, Ontario, CA", "Zürich, CH").
    public var displayName: String {
        guard place.isInUS else { return place.displayName }
        return "\(name), \(state)"
    }

    /// What a list shows of the match: a place found under two names is shown once.
    struct Shown: Hashable {
        var name: String, state: String, id: String
    }

    var shown: Shown { Shown(name: name, state: state, id: place.id) }
}
