import FoundationEssentials

/// Resources/world.tsv's rows, in blocks inflated on demand (`BlockedLines`), plus what ranking and reopening
/// read of every row (population, country, district flag, GeoNames id) in columns, read in place: the embedded
/// file carries them so, and a search ranks thousands of rows without inflating or parsing them.
struct WorldTable: Sendable {
    let lines: BlockedLines
    /// Read on first use (0.9 MB inflated): the Map's towns abroad read what they need from the rows' text.
    var info: WorldInfoColumns { readInfo.value }
    private let readInfo: Lazy<WorldInfoColumns>
    /// Whether `info` or the id column has been read (tests: the Map's towns read neither).
    var hasReadColumns: Bool { readInfo.isBuilt || ids.isBuilt }
    /// GeoNames ids by row (u32 little-endian each, the embedded column as inflated: read in place), read on the
    /// first place shown or reopened.
    private let ids: Lazy<ByteStore>
    /// Both columns read anew, for one pass that keeps neither (the embedded ones inflated again).
    private let freshInfo: @Sendable () -> WorldInfoColumns
    private let freshIDs: @Sendable () -> ByteStore
    /// Rows listed for short prefixes (see `Tops`); empty for text tables, which are scanned. Read on the first
    /// search: the Map's towns abroad never need them (0.6 MB inflated).
    var tops: [[UInt8]: Tops] { readTops.value }
    private let readTops: Lazy<[[UInt8]: Tops]>

    /// What ranking needs of a row.
    struct Info: Sendable {
        var population: Int32
        /// The ISO country code's two bytes, as `countryCode` packs them.
        var country: UInt16
        var isDistrict: Bool
    }

    /// The rows a short prefix finds (own or alternate name) of at least `threshold` people, sorted: any row left
    /// out weighs less than `threshold` × the territory weight (scripts/compress_resources.py).
    struct Tops: Sendable {
        var threshold: Int
        var rows: [Int32]
    }

    /// Columns of world.tsv (scripts/RESOURCES-FORMAT.md).
    enum Column {
        static let key = 0, name = 1, id = 2, country = 3, admin1 = 4, latitude = 5, longitude = 6
        static let population = 7, timezone = 8, flags = 9, count = 10
    }

    /// A table over world.tsv's text in memory: one block, the columns read from each row.
    init(_ store: ByteStore) {
        let table = TSVTable(store)
        lines = BlockedLines(table)
        var info: [Info] = []
        var ids: [Int32] = []
        info.reserveCapacity(table.count)
        for row in 0..<table.count {
            let fields = table.fields(row)
            let field = { (column: Int) in column < fields.count ? fields[column] : 0..<0 }
            let country = field(Column.country)
            info.append(
                Info(
                    population: Int32(clamping: store.integer(field(Column.population)) ?? 0),
                    country: country.count == 2
                        ? Self.countryCode(store[country.lowerBound], store[country.lowerBound + 1]) : 0,
                    isDistrict: store.string(field(Column.flags)) == "d"))
            ids.append(Int32(clamping: store.integer(field(Column.id)) ?? 0))
        }
        let columns = WorldInfoColumns(info)
        readInfo = Lazy { columns }
        let idStore = ids.map(\.littleEndian).withUnsafeBytes { ByteStore(copying: Data($0)) }
        self.ids = Lazy { idStore }
        (freshInfo, freshIDs) = ({ columns }, { idStore })
        readTops = Lazy { [:] }
    }

    /// The embedded LWB2 table: the columns from its sections, the rows' text in blocks inflated when read.
    init(_ file: BlockedFile) {
        lines = BlockedLines(file)
        let count = file.rowCount
        let readInfo: @Sendable () -> WorldInfoColumns = {
            let countries = file.section("countries")
            let codes = stride(from: 0, to: countries.bytes.count - 1, by: 2).map {
                Self.countryCode(countries[$0], countries[$0 + 1])
            }
            return WorldInfoColumns(file.section("info"), count: count, codes: codes)
        }
        self.readInfo = Lazy(readInfo)
        ids = Lazy { file.section("ids") }
        (freshInfo, freshIDs) = (readInfo, { file.section("ids") })
        readTops = Lazy { Self.tops(file.section("tops")) }
    }

    /// "tops": per prefix, u8 length, the prefix, u32 threshold, u32 count, count × u32 rows.
    private static func tops(_ store: ByteStore) -> [[UInt8]: Tops] {
        var result: [[UInt8]: Tops] = [:]
        var offset = 0
        let size = store.bytes.count
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(store[at + $1]) << (8 * $1) } }
        while offset < size {
            let length = Int(store[offset])
            guard offset + 1 + length + 8 <= size else { break }
            let key = Array(UnsafeRawBufferPointer(rebasing: store.bytes[offset + 1..<offset + 1 + length]))
            offset += 1 + length
            let (threshold, count) = (u32(offset), u32(offset + 4))
            offset += 8
            guard offset + count * 4 <= size else { break }
            result[key] = Tops(threshold: threshold, rows: (0..<count).map { Int32(u32(offset + $0 * 4)) })
            offset += count * 4
        }
        return result
    }

    static func countryCode(_ first: UInt8, _ second: UInt8) -> UInt16 { UInt16(first) << 8 | UInt16(second) }

    static func countryCode(_ code: String) -> UInt16? {
        let bytes = Array(code.utf8)
        return bytes.count == 2 ? countryCode(bytes[0], bytes[1]) : nil
    }

    /// "CH" for `countryCode("CH")`.
    static func countryString(_ code: UInt16) -> String {
        code == 0 ? "" : String(decoding: [UInt8(code >> 8), UInt8(code & 0xFF)], as: UTF8.self)
    }

    var count: Int { lines.count }

    /// The ranking column for one pass over the rows, and then the id column: the kept ones once a search or a
    /// place has read them, else read for the caller alone and let go after it (the Map's towns: 0.9 and 0.6 MB,
    /// one after the other, none kept).
    func infoForOnePass() -> WorldInfoColumns { readInfo.isBuilt ? info : freshInfo() }

    func idsForOnePass() -> ByteStore { ids.isBuilt ? ids.value : freshIDs() }

    /// Row `row`'s GeoNames id.
    func id(row: Int) -> Int { Self.id(row: row, in: ids.value) }

    /// Row `row`'s GeoNames id in an id column.
    static func id(row: Int, in store: ByteStore) -> Int {
        let ids = store.bytes
        guard row >= 0, row * 4 + 4 <= ids.count else { return 0 }
        return Int(Int32(bitPattern: UInt32(littleEndian: ids.loadUnaligned(fromByteOffset: row * 4, as: UInt32.self))))
    }

    /// The first row with this GeoNames id, or nil: a pass over the id column (loaded on the first call).
    func row(id: Int) -> Int? {
        guard let id = Int32(exactly: id) else { return nil }
        let wanted = UInt32(bitPattern: id).littleEndian
        // The store is 8-aligned (`ByteStore`): read as UInt32s, the pass is the array's (MeteoAlarm asks it per area).
        return ids.value.bytes.withMemoryRebound(to: UInt32.self) { $0.firstIndex(of: wanted) }
    }

    /// Rows whose key is `key` (`exact`) or begins with it, as a range: keys are sorted and ASCII a-z0-9.
    func rows(key: [UInt8], exact: Bool) -> Range<Int> { lines.rows(key: key, exact: exact) }
}
