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
    var aliases: TSVTable { loaded.value.aliases }
    var regions: WorldRegions { loaded.value.regions }
    /// Index 0 is "unknown"; rows store these indices.
    var timeZones: [String] { loaded.value.timeZones }

    /// A fresh directory over the embedded bytes (`shared` is one; the benchmark times cold loads with this).
    public static func embedded() -> WorldDirectory {
        WorldDirectory(
            loaded: Lazy {
                Loaded(
                    places: EmbeddedResource.world.inflated(), aliases: EmbeddedResource.worldAliases.inflated(),
                    regions: EmbeddedResource.worldRegions.inflated())
            })
    }

    /// A directory over text in the formats of Resources/world.tsv, world-aliases.tsv and world-regions.tsv.
    public convenience init(placesTSV: String, aliasesTSV: String, regionsTSV: String) {
        let loaded = Loaded(
            places: ByteStore(copying: Data(placesTSV.utf8)), aliases: ByteStore(copying: Data(aliasesTSV.utf8)),
            regions: ByteStore(copying: Data(regionsTSV.utf8)))
        self.init(loaded: Lazy { loaded })
    }

    private init(loaded: Lazy<Loaded>) {
        self.loaded = loaded
    }

    /// Whether the tables have been read (and, for the embedded ones, inflated).
    var isLoaded: Bool { loaded.isBuilt }

    /// Reads the tables now, so a search made later does not wait for them.
    func load() { _ = loaded.value }

    private struct Loaded: Sendable {
        let places: WorldTable
        let aliases: TSVTable
        let regions: WorldRegions
        let timeZones: [String]

        init(places: ByteStore, aliases: ByteStore, regions: ByteStore) {
            self.places = WorldTable(places)
            self.aliases = TSVTable(aliases)
            self.regions = WorldRegions(regions)
            timeZones = [""] + (TSVTable.headers(places).headers["timezones"] ?? [])
        }
    }

    /// Number of places.
    public var count: Int { places.count }

    /// The place on row `row` of world.tsv.
    func place(row: Int) -> Place {
        let places = self.places
        let store = places.lines.store
        let fields = places.lines.fields(row)
        guard fields.count >= WorldTable.Column.count - 1 else {
            return Place(zip: "", city: "", state: "", latitude: 0, longitude: 0, country: "")
        }
        let text = { (column: Int) in store.string(fields[column]) }
        let zone = store.integer(fields[WorldTable.Column.timezone]) ?? 0
        let timeZones = self.timeZones
        return Place(
            zip: "", city: text(WorldTable.Column.name), state: "",
            timeZone: zone < timeZones.count ? timeZones[zone] : "",
            latitude: Double(text(WorldTable.Column.latitude)) ?? 0,
            longitude: Double(text(WorldTable.Column.longitude)) ?? 0,
            country: text(WorldTable.Column.country), geonameID: store.integer(fields[WorldTable.Column.id]),
            region: regions.regions[text(WorldTable.Column.admin1)]?.name ?? "",
            population: Int(places.info[row].population))
    }

    /// The admin-1 code ("CA.08") of row `row`.
    func admin1(row: Int) -> String {
        let fields = places.lines.fields(row)
        return fields.count > WorldTable.Column.admin1
            ? places.lines.store.string(fields[WorldTable.Column.admin1]) : ""
    }

    /// The place with this GeoNames id (a recent place reopened by its id), or nil. A pass over the rows' id
    /// column (a few milliseconds): rare, and it keeps an id table out of memory.
    public func place(geonameID: Int) -> Place? {
        let lines = places.lines
        let store = lines.store
        let id = Array(String(geonameID).utf8)
        for row in 0..<lines.count {
            let line = lines.line(row)
            let name = store.find(TSVTable.tab, from: line.lowerBound, to: line.upperBound) + 1
            let start = store.find(TSVTable.tab, from: name, to: line.upperBound) + 1
            let end = store.find(TSVTable.tab, from: start, to: line.upperBound)
            if start < end, store.compare(start..<end, id) == 0 { return place(row: row) }
        }
        return nil
    }

    /// The rows of `alias` lines `range` of world-aliases.tsv.
    func aliasRows(_ range: Range<Int>) -> [Int] {
        let aliases = self.aliases
        return range.compactMap { line in
            let fields = aliases.fields(line)
            return fields.count >= 2 ? aliases.integer(fields[1]) : nil
        }
    }
}
