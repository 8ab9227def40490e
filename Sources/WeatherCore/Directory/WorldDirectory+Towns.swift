import FoundationEssentials

/// The world directory's larger places as the Map's town labels abroad, biggest first, as `ZipDirectory.towns`
/// gives the US's. Coordinates are only in the rows' text, so the first query reads every block once (tens of
/// milliseconds, on the first Map abroad) and keeps the places of `minimumPopulation` or more in one array.
public final class WorldTowns: Sendable {
    /// Over the embedded world directory.
    public static let shared = WorldTowns(.shared)

    /// Towns of 5,000 people: about as dense as the US's ZIP towns, so a close view abroad has labels too.
    public static let defaultMinimumPopulation = 5_000

    private let world: WorldDirectory
    private let index: Lazy<[Town]>

    struct Town: Sendable {
        var row: Int32
        var longitude: Float
        var latitude: Float
    }

    public init(_ world: WorldDirectory, minimumPopulation: Int = WorldTowns.defaultMinimumPopulation) {
        self.world = world
        index = Lazy { Self.index(world, minimumPopulation: minimumPopulation) }
    }

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
        // Biggest first; a row breaks ties, so the order is the same on every run.
        return towns.sorted {
            let (a, b) = (places.info[Int($0.row)].population, places.info[Int($1.row)].population)
            return a != b ? a > b : $0.row < $1.row
        }
    }

    /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`.
    public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
        guard limit > 0 else { return [] }
        var found: [PlaceMatch] = []
        for town in index.value {
            let point = GeoPoint(longitude: Double(town.longitude), latitude: Double(town.latitude))
            guard box.containsWrapping(point) else { continue }
            found.append(PlaceMatch(world: world.place(row: Int(town.row))))
            if found.count >= limit { break }
        }
        return found
    }
}
