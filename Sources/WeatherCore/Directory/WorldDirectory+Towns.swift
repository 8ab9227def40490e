import FoundationEssentials

/// The world directory's larger places as the Map's town labels abroad, biggest first, as `ZipDirectory.towns`
/// gives the US's. Coordinates are only in the rows' text, so the index reads every block once (about 145 ms over
/// the embedded directory), each inflated for the pass and freed after it, and keeps of the places of
/// `minimumPopulation` or more their coordinates and the text a label's place is made from: the Map asks for
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
        /// Where the town's line starts in ``Index/labels``.
        var label: Int32
    }

    /// The towns read, ready to look up without inflating a block: a lookup makes a town's place from its line in
    /// `labels` (its row's line without the key, about 35 bytes: 2 MB for 61,000 towns, where keeping the blocks
    /// they came from held the whole directory's 9.5 MB).
    public struct Index: Equatable, Sendable {
        let world: WorldDirectory
        let towns: [Town]
        let labels: [UInt8]

        /// How many towns are indexed.
        public var count: Int { towns.count }

        /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`.
        public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
            guard limit > 0 else { return [] }
            var found: [PlaceMatch] = []
            for town in towns {
                let point = GeoPoint(longitude: Double(town.longitude), latitude: Double(town.latitude))
                guard box.containsWrapping(point) else { continue }
                labels.withUnsafeBytes { bytes in
                    let text = ByteStore(static: bytes)
                    let fields = text.fields(in: text.line(at: Int(town.label)))
                    found.append(PlaceMatch(world: world.place(row: Int(town.row), text: text, fields: fields)))
                }
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
        built = Lazy { Self.index(world, minimumPopulation: minimumPopulation) }
    }

    /// The index, built on the first call (every block of the directory read: tens of milliseconds or more), then
    /// kept. Never from a reducer or a view: the Map asks for it in an effect.
    public var index: Index { built.value }

    /// Whether ``index`` has been built.
    public var isBuilt: Bool { built.isBuilt }

    private static func index(_ world: WorldDirectory, minimumPopulation: Int) -> Index {
        let places = world.places
        let lines = places.lines
        // Sized at once (a line is under 64 bytes; pages never written are never resident): growing them would
        // hold the old and the new copy at once.
        let count = places.info.lazy.filter { Int($0.population) >= minimumPopulation }.count
        var towns: [Town] = []
        towns.reserveCapacity(count)
        var labels: [UInt8] = []
        labels.reserveCapacity(count * 64)
        for block in 0..<lines.blockCount {
            let first = block * lines.rowsPerBlock
            lines.withBlock(block) { table in
                for line in 0..<table.count where Int(places.info[first + line].population) >= minimumPopulation {
                    let range = table.line(line)
                    let fields = table.store.fields(in: range)
                    guard fields.count > WorldTable.Column.longitude,
                        let latitude = Float(table.store.string(fields[WorldTable.Column.latitude])),
                        let longitude = Float(table.store.string(fields[WorldTable.Column.longitude]))
                    else { continue }
                    towns.append(
                        Town(
                            row: Int32(first + line), longitude: longitude, latitude: latitude,
                            label: Int32(labels.count)))
                    // The line from its first tab: the key is not needed, and the columns keep their places.
                    labels += UnsafeRawBufferPointer(rebasing: table.store.bytes[fields[0].upperBound..<range.upperBound])
                    labels.append(TSVTable.newline)
                }
            }
        }
        // A label's place carries its GeoNames id: the id column is read now too, not on the first lookup.
        if let first = towns.first { _ = places.id(row: Int(first.row)) }
        // Biggest first; a row breaks ties, so the order is the same on every run.
        towns.sort {
            let (a, b) = (places.info[Int($0.row)].population, places.info[Int($1.row)].population)
            return a != b ? a > b : $0.row < $1.row
        }
        return Index(world: world, towns: towns, labels: labels)
    }

    /// Places inside `box` (which may reach past ±180°), biggest first, at most `limit`; builds ``index`` first if
    /// need be.
    public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
        index.towns(in: box, limit: limit)
    }
}
