import FoundationEssentials
import Synchronization

/// The world directory's larger places as the Map's town labels abroad, biggest first, as `ZipDirectory.towns`
/// gives the US's. Coordinates are only in the rows' text, so an index reads every block once (about 145 ms over
/// the embedded directory), each inflated for the pass and freed after it, and keeps of the places of
/// `minimumPopulation` or more inside a region what a label's place is made from: the Map asks for an ``Index`` of
/// the region around its view in an effect, off the main thread, and again when the view leaves it. A region, not
/// the world: the world's 61,000 towns held 3.9 MB the Map over New York never looked at (issue 35's memory).
public final class WorldTowns: Sendable {
    /// Over the embedded world directory.
    public static let shared = WorldTowns(.shared)

    /// Towns of 5,000 people: about as dense as the US's ZIP towns, so a close view abroad has labels too.
    public static let defaultMinimumPopulation = 5_000

    private let world: WorldDirectory
    private let minimumPopulation: Int
    private let builds = Atomic<Int>(0)

    /// 24 bytes: the coordinates in ten-millionths of a degree (world.tsv writes at most 4 decimals), whole numbers
    /// divided by a power of ten as parsing the text rounds it, so the place made from them has the coordinates of
    /// the one read from its row.
    struct Town: Equatable, Sendable {
        var row: Int32
        var longitude: Int32
        var latitude: Int32
        /// Where the town's line starts in ``Index/labels``.
        var label: Int32
        var population: Int32
        /// The town's GeoNames id, read from the id column once the pass is over.
        var id: Int32 = 0

        static let unitsPerDegree = 10_000_000.0

        var point: GeoPoint {
            GeoPoint(
                longitude: Double(longitude) / Self.unitsPerDegree, latitude: Double(latitude) / Self.unitsPerDegree)
        }
    }

    /// The towns read, ready to look up without inflating a block: a lookup makes a town's place from its
    /// coordinates and its line in `labels` (name, admin-1 code, time zone, country, GeoNames id and population:
    /// about 35 bytes), so neither the blocks nor the directory's id and ranking columns (1.5 MB) are kept for it.
    public struct Index: Equatable, Sendable {
        let world: WorldDirectory
        /// Where the indexed towns are (its longitudes may reach past ±180°).
        public let region: GeoBox
        let towns: [Town]
        let labels: [UInt8]

        /// How many towns are indexed.
        public var count: Int { towns.count }

        /// Whether every town inside `box` is in the index: `box` lies inside the region, or a turn east or west
        /// of it (a view and a region on either side of ±180°).
        public func covers(_ box: GeoBox) -> Bool { Self.covers(box, in: region) }

        /// Whether `box` lies inside `region`, or a turn east or west of it.
        public static func covers(_ box: GeoBox, in region: GeoBox) -> Bool {
            [0.0, 360, -360].contains { turn in
                let shifted = box.shifted(byLongitude: turn)
                return region.minLongitude <= shifted.minLongitude && shifted.maxLongitude <= region.maxLongitude
                    && region.minLatitude <= shifted.minLatitude && shifted.maxLatitude <= region.maxLatitude
            }
        }

        /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`.
        public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
            guard limit > 0 else { return [] }
            var found: [PlaceMatch] = []
            for town in towns {
                let point = town.point
                guard box.containsWrapping(point) else { continue }
                found.append(PlaceMatch(world: place(town, at: point)))
                if found.count >= limit { break }
            }
            return found
        }

        /// The town's place: "name\tadmin1\tzone\tcountry" read from its line, the id kept beside it.
        private func place(_ town: Town, at point: GeoPoint) -> Place {
            labels.withUnsafeBytes { bytes in
                // Borrowed for the call: `labels` outlives it.
                let text = ByteStore(static: bytes)
                let fields = text.fields(in: text.line(at: Int(town.label)))
                let field = { (index: Int) in index < fields.count ? text.string(fields[index]) : "" }
                let number = { (index: Int) in index < fields.count ? text.integer(fields[index]) ?? 0 : 0 }
                return world.place(
                    name: field(0), admin1: field(1), zone: number(2), latitude: point.latitude,
                    longitude: point.longitude, country: field(3), geonameID: Int(town.id),
                    population: Int(town.population))
            }
        }

        public static func == (lhs: Index, rhs: Index) -> Bool {
            lhs.world === rhs.world && lhs.region == rhs.region && lhs.towns == rhs.towns
        }
    }

    public init(_ world: WorldDirectory, minimumPopulation: Int = WorldTowns.defaultMinimumPopulation) {
        self.world = world
        self.minimumPopulation = minimumPopulation
    }

    /// The region whose towns are asked for a view: the view and as much again on every side (three times as wide
    /// and as tall), so panning (a quarter of a view a step) asks again only every few steps.
    public static func region(around view: GeoBox) -> GeoBox {
        let (width, height) = (view.maxLongitude - view.minLongitude, view.maxLatitude - view.minLatitude)
        return GeoBox(
            minLongitude: view.minLongitude - width, minLatitude: max(-90, view.minLatitude - height),
            maxLongitude: view.maxLongitude + width, maxLatitude: min(90, view.maxLatitude + height))
    }

    /// How many indexes have been built: tests check that no reducer step builds one.
    public var buildCount: Int { builds.load(ordering: .relaxed) }

    /// The towns inside `region` (which may reach past ±180°), read from every block of the directory: tens of
    /// milliseconds or more, so never from a reducer or a view: the Map asks for it in an effect.
    public func index(covering region: GeoBox) -> Index {
        builds.add(1, ordering: .relaxed)
        let places = world.places
        let lines = places.lines
        var towns: [Town] = []
        var labels: [UInt8] = []
        // An ask replaced (the view moved on) stops at the next block: its answer is never used.
        // The ranking column for the pass, then, let go, the id column for the towns kept: one at a time.
        do {
            let info = places.infoForOnePass()
            for block in 0..<lines.blockCount where !Task.isCancelled {
                let first = block * lines.rowsPerBlock
                lines.withBlock(block) { table in
                    let store = table.store
                    for line in 0..<table.count where Int(info[first + line].population) >= minimumPopulation {
                        let (row, fields) = (first + line, table.fields(line))
                        guard fields.count > WorldTable.Column.timezone,
                            let latitude = Self.tenMillionths(store, fields[WorldTable.Column.latitude]),
                            let longitude = Self.tenMillionths(store, fields[WorldTable.Column.longitude])
                        else { continue }
                        let town = Town(
                            row: Int32(row), longitude: longitude, latitude: latitude, label: Int32(labels.count),
                            population: info[row].population)
                        guard region.containsWrapping(town.point) else { continue }
                        towns.append(town)
                        // Name, admin-1 and zone as the row writes them; the country from the column, not kept.
                        for column in [WorldTable.Column.name, WorldTable.Column.admin1, WorldTable.Column.timezone] {
                            labels += UnsafeRawBufferPointer(rebasing: store.bytes[fields[column]])
                            labels.append(TSVTable.tab)
                        }
                        labels += Array("\(WorldTable.countryString(info[row].country))\n".utf8)
                    }
                }
            }
        }
        let ids = places.idsForOnePass()
        for index in towns.indices {
            towns[index].id = Int32(truncatingIfNeeded: WorldTable.id(row: Int(towns[index].row), in: ids))
        }
        // Biggest first; a row breaks ties, so the order is the same on every run.
        towns.sort { $0.population != $1.population ? $0.population > $1.population : $0.row < $1.row }
        return Index(world: world, region: region, towns: towns, labels: labels)
    }

    /// A coordinate like "-73.9967" in ten-millionths of a degree; nil when empty, malformed, finer or past ±214°.
    static func tenMillionths(_ store: ByteStore, _ range: Range<Int>) -> Int32? {
        var value = 0
        var decimals: Int?
        var negative = false
        for offset in range {
            switch store[offset] {
            case UInt8(ascii: "-") where offset == range.lowerBound: negative = true
            case UInt8(ascii: ".") where decimals == nil: decimals = 0
            case let byte where (48...57).contains(byte):
                value = value * 10 + Int(byte - 48)
                if let places = decimals { decimals = places + 1 }
                guard value <= Int(Int32.max), (decimals ?? 0) <= 7 else { return nil }
            default: return nil
            }
        }
        guard range.count > (negative ? 1 : 0), store[range.upperBound - 1] != UInt8(ascii: ".") else { return nil }
        for _ in (decimals ?? 0)..<7 { value *= 10 }
        guard value <= Int(Int32.max) else { return nil }
        return Int32(negative ? -value : value)
    }

    /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`, from an index of `box`
    /// built for the call.
    public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
        index(covering: box).towns(in: box, limit: limit)
    }
}
