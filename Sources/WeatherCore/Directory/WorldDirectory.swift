import FoundationEssentials

/// Every GeoNames place of 1,000 people or more outside the ZIP directory's states, offline, over the embedded
/// Resources/world.tsv, world-aliases.tsv and world-regions.tsv. Like `ZipDirectory`: nothing is inflated until
/// the first query, the rows are read in place, and a `Place` is made only for a row that is shown.
public final class WorldDirectory: Sendable {
    /// The directory compiled into the binary, loaded on first use.
    public static let shared = WorldDirectory.embedded()

    private let loaded: Lazy<Loaded>

    var places: WorldTable { loaded.value.places }
    /// Alternate names: key, then a row of `places`.
    var aliases: BlockedLines { loaded.value.aliases }
    var regions: WorldRegions { loaded.value.regions }
    /// Index 0 is "unknown"; rows store these indices.
    var timeZones: [String] { loaded.value.timeZones }

    /// A fresh directory over the embedded bytes (`shared` is one; the benchmark times cold loads with this).
    /// Loading reads the block indexes and the ranking columns; the rows' blocks are inflated as searches reach
    /// them.
    public static func embedded() -> WorldDirectory {
        WorldDirectory(
            loaded: Lazy {
                let places = EmbeddedResource.world.blocked()
                let aliases = EmbeddedResource.worldAliases.blocked()
                return Loaded(
                    places: WorldTable(places), aliases: BlockedLines(aliases),
                    regions: WorldRegions(EmbeddedResource.worldRegions.inflated()),
                    timeZones: Self.timeZones(places.section("header")))
            })
    }

    /// A directory over text in the formats of Resources/world.tsv, world-aliases.tsv and world-regions.tsv.
    public convenience init(placesTSV: String, aliasesTSV: String, regionsTSV: String) {
        let places = ByteStore(copying: Data(placesTSV.utf8))
        let loaded = Loaded(
            places: WorldTable(places), aliases: BlockedLines(TSVTable(ByteStore(copying: Data(aliasesTSV.utf8)))),
            regions: WorldRegions(ByteStore(copying: Data(regionsTSV.utf8))), timeZones: Self.timeZones(places))
        self.init(loaded: Lazy { loaded })
    }

    private init(loaded: Lazy<Loaded>) {
        self.loaded = loaded
    }

    private static func timeZones(_ header: ByteStore) -> [String] {
        [""] + (TSVTable.headers(header).headers["timezones"] ?? [])
    }

    /// Whether the tables have been read (and, for the embedded ones, inflated).
    var isLoaded: Bool { loaded.isBuilt }

    /// Reads the tables now, so a search made later does not wait for them.
    func load() { _ = loaded.value }

    private struct Loaded: Sendable {
        let places: WorldTable
        let aliases: BlockedLines
        let regions: WorldRegions
        let timeZones: [String]
    }

    /// Number of places.
    public var count: Int { places.count }

    /// The place on row `row` of world.tsv.
    func place(row: Int) -> Place {
        let (store, fields) = places.lines.fields(row)
        guard fields.count >= WorldTable.Column.count - 1 else {
            return Place(zip: "", city: "", state: "", latitude: 0, longitude: 0, country: "")
        }
        let text = { (column: Int) in store.string(fields[column]) }
        return place(
            row: row, name: text(WorldTable.Column.name), admin1: text(WorldTable.Column.admin1),
            zone: store.integer(fields[WorldTable.Column.timezone]) ?? 0,
            latitude: Double(text(WorldTable.Column.latitude)) ?? 0,
            longitude: Double(text(WorldTable.Column.longitude)) ?? 0)
    }

    /// The place on row `row` from its text fields (read from its line); the rest is in the columns.
    func place(row: Int, name: String, admin1: String, zone: Int, latitude: Double, longitude: Double) -> Place {
        let info = places.info[row]
        return place(
            name: name, admin1: admin1, zone: zone, latitude: latitude, longitude: longitude,
            country: WorldTable.countryString(info.country), geonameID: places.id(row: row),
            population: Int(info.population))
    }

    /// A place from what its row says (the Map's towns keep it, and read no column).
    func place(
        name: String, admin1: String, zone: Int, latitude: Double, longitude: Double, country: String,
        geonameID: Int, population: Int
    ) -> Place {
        let timeZones = self.timeZones
        return Place(
            zip: "", city: name, state: "", timeZone: zone < timeZones.count ? timeZones[zone] : "",
            latitude: latitude, longitude: longitude, country: country, geonameID: geonameID,
            region: regions.regions[admin1]?.name ?? "", population: population)
    }

    /// The admin-1 code ("CA.08") of row `row`.
    func admin1(row: Int) -> String {
        let (store, fields) = places.lines.fields(row)
        return fields.count > WorldTable.Column.admin1 ? store.string(fields[WorldTable.Column.admin1]) : ""
    }

    /// The place with this GeoNames id (a recent place reopened by its id), or nil. A pass over the id column
    /// (read on first use), then the row's one block.
    public func place(geonameID: Int) -> Place? {
        places.row(id: geonameID).map { place(row: $0) }
    }

    /// The world row of alias line `line` (read after the key's tab: no field array per line).
    func aliasRow(_ line: Int) -> Int? {
        let (table, local) = aliases.block(line)
        let range = table.line(local)
        let tab = table.store.find(TSVTable.tab, from: range.lowerBound, to: range.upperBound)
        return table.integer(tab + 1..<range.upperBound)
    }

    /// The rows of `alias` lines `range` of world-aliases.tsv.
    func aliasRows(_ range: Range<Int>) -> [Int] { range.compactMap(aliasRow) }
}
