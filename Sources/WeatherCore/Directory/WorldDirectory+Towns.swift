import FoundationEssentials

/// The world directory's larger places as the Map's town labels abroad, biggest first, as `ZipDirectory.towns`
/// gives the US's. Coordinates are only in the rows' text, so the index reads every block once (about 145 ms over
/// the embedded directory) and keeps the places of `minimumPopulation` or more in one array: the Map asks for
/// ``index`` in an effect, off the main thread, and looks towns up in the ``Index`` it gets back.
public final class WorldTowns: Sendable {
    /// Over the embedded world directory.
    public static let shared = WorldTowns(.shared)

    /// Towns of 5,000 people: about as dense as the US's ZIP towns, so a close view abroad has labels too.
    public static let defaultMinimumPopulation = 5_000

    private let world: WorldDirectory
    private let built: Lazy<Index>

    struct Town: Equatable, Sendable {
        var row: Int32
        var longitude: Float
        var latitude: Float
    }

    /// The towns read, ready to look up: every block they come from is inflated, so a lookup reads no file.
    public struct Index: Equatable, Sendable {
        let world: WorldDirectory
        let towns: [Town]

        /// How many towns are indexed.
        public var count: Int { towns.count }

        /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`.
        public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
            guard limit > 0 else { return [] }
            var found: [PlaceMatch] = []
            for town in towns {
                let point = GeoPoint(longitude: Double(town.longitude), latitude: Double(town.latitude))
                guard box.containsWrapping(point) else { continue }
                found.append(PlaceMatch(world: world.place(row: Int(town.row))))
                if found.count >= limit { break }
            }
            return found
        }

        public static func == (lhs: Index, rhs: Index) -> Bool {
            lhs.world === rhs.world && lhs.towns == rhs.towns
        }
    }

    public init(_ world: WorldDirectory, minimumPopulation: Int = WorldTowns.defaultMinimumPopulation) {
        self.world = world
        built = Lazy { Index(world: world, towns: Self.index(world, minimumPopulation: minimumPopulation)) }
    }

    /// The index, built on the first call (every block of the directory read: tens of milliseconds or more), then
    /// kept. Never from a reducer or a view: the Map asks for it in an effect.
    public var index: Index { built.value }

    /// Whether ``index`` has been built.
    public var isBuilt: Bool { built.isBuilt }

    private static func index(_ world: WorldDirectory, minimumPopulation: Int) -> [Town] {
        let places = world.places
        let rows = places.info.indices.filter { Int(places.info[$0].population) >= minimumPopulation }
        var towns: [Town] = []
        towns.reserveCapacity(rows.count)
        for row in rows {
            let (store, fields) = places.lines.fields(row)
            guard fields.count > WorldTable.Column.longitude,
                let latitude = Float(store.string(fields[WorldTable.Column.latitude])),
                let longitude = Float(store.string(fields[WorldTable.Column.longitude]))
            else { continue }
            towns.append(Town(row: Int32(row), longitude: longitude, latitude: latitude))
        }
        // A label's place carries its GeoNames id: the id column is read now too, not on the first lookup.
        if let first = towns.first { _ = places.id(row: Int(first.row)) }
        // Biggest first; a row breaks ties, so the order is the same on every run.
        return towns.sorted {
            let (a, b) = (places.info[Int($0.row)].population, places.info[Int($1.row)].population)
            return a != b ? a > b : $0.row < $1.row
        }
    }

    /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`; builds ``index`` first if
    /// need be.
    public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
        index.towns(in: box, limit: limit)
    }
}
