import FoundationEssentials

/// County outlines from the embedded Resources/counties.bin, simplified (Douglas–Peucker) for several zoom levels at
/// build time. Nothing is read until the first query; that reads only the county table and the ring offsets (a few
/// milliseconds), and each outline's points are decoded when asked for, so a frame decodes only what it draws.
public final class CountyGeometry: Sendable {
    /// The counties compiled into the binary.
    public static let shared = CountyGeometry.embedded()

    /// A new reader of the embedded counties (the bench times its first query); the app uses `shared`.
    public static func embedded() -> CountyGeometry {
        // Inflated on the first query, not here: every Map asks for the counties, few draw any (1.2 MB).
        CountyGeometry(store: Lazy { EmbeddedResource.counties.inflated() })
    }

    /// No counties at all: for maps that draw none (tests of other layers).
    public static let empty = CountyGeometry(store: ByteStore(copying: Data()), table: CountyTable())

    private let store: Lazy<ByteStore>
    private let table: Lazy<CountyTable>

    private init(store: Lazy<ByteStore>) {
        self.store = store
        table = Lazy {
            do {
                return try CountyTable(store.value.bytes)
            } catch {
                preconditionFailure("embedded county geometry is unreadable (\(error)); run `make resources`")
            }
        }
    }

    private init(store: ByteStore, table: CountyTable) {
        self.store = Lazy { store }
        self.table = Lazy { table }
    }

    /// Geometry from data in the format of Resources/counties.bin (see scripts/RESOURCES-FORMAT.md), checked now.
    public convenience init(data: Data) throws(MapGeometryError) {
        let store = ByteStore(copying: data)
        self.init(store: store, table: try CountyTable(store.bytes))
    }

    /// Every county, sorted by FIPS code.
    public var counties: [County] { table.value.counties }

    /// Douglas–Peucker tolerance of each level in degrees, finest first.
    public var tolerances: [Double] { table.value.tolerances }

    /// The index into `counties` of a 5-digit FIPS code, or nil for a code that names no county.
    public func index(fips: String) -> Int? { table.value.indexByFIPS[fips] }

    public func county(fips: String) -> County? { index(fips: fips).map { counties[$0] } }

    /// The coarsest level whose error stays within one dot, given how many degrees of longitude a dot spans.
    public func level(forDegreesPerDot degreesPerDot: Double) -> Int {
        table.value.tolerances.lastIndex { $0 <= degreesPerDot } ?? 0
    }

    /// Indices of the counties whose bounding boxes meet `box`.
    public func counties(in box: GeoBox) -> [Int] {
        let counties = table.value.counties
        return counties.indices.filter { counties[$0].bounds.intersects(box) }
    }

    /// The closed rings outlining county `index` at `level`: empty when every ring of it is smaller than the
    /// level's tolerance (then its bounding box's centre stands for it).
    public func rings(of index: Int, level: Int) -> [[GeoPoint]] {
        table.value.rings(of: index, level: level, in: store.value.bytes)
    }
}
