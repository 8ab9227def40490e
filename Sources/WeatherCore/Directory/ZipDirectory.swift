import FoundationEssentials

/// Every US ZIP code, offline, over the embedded Resources/zips.tsv and zip-cities.tsv. Loading reads only the
/// header; an exact or prefix ZIP query is a binary search over the bytes in place (a few pages touched), and
/// `Place` values are made on demand. Line tables for city search, the Map's towns and the spatial index for
/// `nearest` are built the first time they are needed.
public final class ZipDirectory: Sendable {
    /// The directory compiled into the binary, loaded on first use.
    public static let shared = ZipDirectory.embedded()

    /// The tables, read when first asked for: the embedded ones are inflated then, not at launch.
    private let loaded: Lazy<Loaded>
    /// Boxes holding every place of the directory that has coordinates (`ZipDirectory.extent` for the embedded
    /// one, a test checks it); nil when unknown (a directory over given text).
    let extent: [GeoBox]?

    /// The bytes of zips.tsv; read it once per query, not in loops.
    var zipStore: ByteStore { loaded.value.zipStore }
    private var dataStart: Int { loaded.value.dataStart }
    /// Index 0 is "unknown"; rows store these indices.
    var timeZones: [String] { loaded.value.timeZones }
    var spatial: Lazy<SpatialIndex> { loaded.value.spatial }
    /// The Map's towns (``ZipTown``), biggest first.
    var townList: Lazy<[ZipTown]> { loaded.value.towns }
    /// Line-indexed ZIP table; read it once per query, not in loops.
    var zips: TSVTable { loaded.value.zipTable.value }
    /// Line-indexed city index; read it once per query, not in loops.
    var cities: TSVTable { loaded.value.cityTable.value }

    /// A fresh directory over the embedded bytes (`shared` is one; the benchmark times cold loads with this).
    /// Nothing is inflated or read until the first query.
    public static func embedded() -> ZipDirectory {
        ZipDirectory(
            extent: Self.extent,
            loaded: Lazy {
                do {
                    // The city index is inflated only when a city search first needs it.
                    return try Loaded(
                        zips: EmbeddedResource.zips.inflated(), cities: Lazy { EmbeddedResource.zipCities.inflated() })
                } catch {
                    preconditionFailure("embedded ZIP directory is unreadable (\(error)); run `make resources`")
                }
            })
    }

    /// A directory over data in the formats of Resources/zips.tsv and Resources/zip-cities.tsv.
    public convenience init(zipsTSV: Data, citiesTSV: Data) throws(ZipDirectoryLoadError) {
        let cities = ByteStore(copying: citiesTSV)
        try Loaded.checkCities(cities)
        let loaded = try Loaded(zips: ByteStore(copying: zipsTSV), cities: Lazy { cities })
        self.init(extent: nil, loaded: Lazy { loaded })
    }

    public convenience init(zipsTSV: String, citiesTSV: String) throws(ZipDirectoryLoadError) {
        try self.init(zipsTSV: Data(zipsTSV.utf8), citiesTSV: Data(citiesTSV.utf8))
    }

    /// Whether the city index is kept (a city search read it).
    var keepsCityIndex: Bool { loaded.value.cityTable.isBuilt }

    /// Whether the tables have been read (and, for the embedded ones, inflated): tests check launch reads nothing.
    var isLoaded: Bool { loaded.isBuilt }

    /// Reads (inflates) the ZIP table and the city index now, so a name search made later does not wait for them.
    func loadForNames() {
        _ = zips
        _ = cities
    }

    private init(extent: [GeoBox]?, loaded: Lazy<Loaded>) {
        self.extent = extent
        self.loaded = loaded
    }

    /// Where the embedded directory's places are: North America with Hawaii and the Caribbean's territories,
    /// American Samoa, Micronesia (Guam, the Northern Marianas, Palau, the Marshall Islands) and the Aleutians
    /// past 180°. A Map view outside them has no ZIP town, and asks for none.
    static let extent = [
        GeoBox(minLongitude: -180, minLatitude: 17, maxLongitude: -64, maxLatitude: 72),
        GeoBox(minLongitude: -171.5, minLatitude: -15, maxLongitude: -168, maxLatitude: -10),
        GeoBox(minLongitude: 134, minLatitude: 6, maxLongitude: 172, maxLatitude: 21),
        GeoBox(minLongitude: 172, minLatitude: 51, maxLongitude: 180, maxLatitude: 53),
    ]

    /// Both tables checked: the header read, the first rows' shapes, the line tables and the spatial index ready
    /// to be built on first use.
    private struct Loaded: Sendable {
        let zipStore: ByteStore
        let dataStart: Int
        let timeZones: [String]
        let zipTable: Lazy<TSVTable>, cityTable: Lazy<TSVTable>
        let spatial: Lazy<SpatialIndex>
        let towns: Lazy<[ZipTown]>

        init(zips: ByteStore, cities: Lazy<ByteStore>) throws(ZipDirectoryLoadError) {
            guard zips.bytes.count < Int(Int32.max) else { throw .corrupt("data too large") }
            let (headers, dataStart) = TSVTable.headers(zips)
            let first = zips.fields(in: zips.line(at: dataStart))
            guard dataStart < zips.bytes.count, first.count == 9, first[0].count == 5 else {
                throw .corrupt("ZIP table has no rows of 9 fields")
            }
            zipStore = zips
            self.dataStart = dataStart
            timeZones = [""] + (headers["timezones"] ?? [])
            let zipTable = Lazy { TSVTable(zips) }
            let cityTable = Lazy { TSVTable(cities.value) }
            (self.zipTable, self.cityTable) = (zipTable, cityTable)
            spatial = Lazy { SpatialIndex(zips: zipTable.value) }
            towns = Lazy { ZipTown.all(zips: zipTable.value) }
        }

        /// The city index's shape: its first row has at least 5 fields (or it has none); the 6th, the town's
        /// population, came with the world directory and older files lack it.
        static func checkCities(_ cities: ByteStore) throws(ZipDirectoryLoadError) {
            guard cities.bytes.count < Int(Int32.max) else { throw .corrupt("data too large") }
            let citiesStart = TSVTable.headers(cities).dataStart
            guard citiesStart == cities.bytes.count || cities.fields(in: cities.line(at: citiesStart)).count >= 5
            else {
                throw .corrupt("city index rows must have 5 fields")
            }
        }
    }

    /// Number of ZIP codes.
    public var count: Int { zips.count }

    /// The place on a zips.tsv line.
    func place(line: Range<Int>) -> Place {
        let fields = zipStore.fields(in: line)
        let text = { (index: Int) in self.zipStore.string(fields[index]) }
        guard fields.count == 9 else { return Place(zip: text(0), city: "", state: "", latitude: 0, longitude: 0) }
        let zone = zipStore.integer(fields[5]) ?? 0
        let alternates = fields[8].isEmpty ? [] : text(8).split(separator: "|").map(String.init)
        return Place(
            zip: text(0), kind: Self.kind(zipStore[fields[1].lowerBound]), city: text(2), state: text(3),
            county: text(4), timeZone: zone < timeZones.count ? timeZones[zone] : "",
            latitude: Double(text(6)) ?? 0, longitude: Double(text(7)) ?? 0, alternateCities: alternates)
    }

    func place(row: Int) -> Place { place(line: zips.line(row)) }

    static func kind(_ code: UInt8) -> Place.Kind {
        switch code {
        case UInt8(ascii: "P"): .poBox
        case UInt8(ascii: "U"): .unique
        case UInt8(ascii: "M"): .military
        default: .standard
        }
    }

    /// Start of the first line whose ZIP is not less than `key`, or the end of the data.
    private func lowerBound(_ key: String) -> Int {
        zipStore.lowerBoundLine(firstField: Array(key.utf8), dataStart: dataStart)
    }

    private func zip(at start: Int) -> Range<Int> { start..<min(start + 5, zipStore.bytes.count) }

    /// The place for an exact 5-digit ZIP code, or nil.
    public func place(zip: String) -> Place? {
        let start = lowerBound(zip)
        guard start < zipStore.bytes.count, zipStore.compare(self.zip(at: start), Array(zip.utf8)) == 0,
            zipStore.find(TSVTable.tab, from: start, to: min(start + 6, zipStore.bytes.count)) == start + 5
        else { return nil }
        return place(line: zipStore.line(at: start))
    }

    /// Looks up a ZIP code as typed: surrounding spaces, ZIP+4 (`10001-1234`, `10001 1234`) are accepted.
    public func lookup(zip input: String) throws(ZipLookupError) -> Place {
        let zip = try ZipInput.parse(input)
        if let place = place(zip: zip) { return place }
        throw .notFound(zip: zip, nearest: numericallyNearest(to: zip))
    }

    /// ZIP codes starting with `prefix` (digits), in ZIP order.
    public func zips(withPrefix prefix: String, limit: Int = .max) -> [Place] {
        let key = Array(prefix.utf8)
        guard !key.isEmpty, key.count <= 5, key.allSatisfy({ (48...57).contains($0) }) else { return [] }
        var result: [Place] = []
        var start = lowerBound(prefix)
        while start + key.count <= zipStore.bytes.count, result.count < limit,
            zipStore.compare(start..<start + key.count, key) == 0
        {
            let line = zipStore.line(at: start)
            result.append(place(line: line))
            start = line.upperBound + 1
        }
        return result
    }

    /// Real ZIP codes numerically closest to `zip`, closest first (for "did you mean").
    public func numericallyNearest(to zip: String, limit: Int = 5) -> [Place] {
        guard let target = Int(zip), limit > 0 else { return [] }
        let insertion = lowerBound(zip)
        let size = zipStore.bytes.count
        var candidates: [(distance: Int, start: Int)] = []
        var start: Int? = insertion
        while let current = start, current < size, candidates.count < limit {  // at and after
            candidates.append((abs((zipStore.integer(self.zip(at: current)) ?? 0) - target), current))
            start = zipStore.line(at: current).upperBound + 1
        }
        start = zipStore.previousLineStart(before: insertion, floor: dataStart)
        for _ in 0..<limit {  // before
            guard let current = start else { break }
            candidates.append((abs((zipStore.integer(self.zip(at: current)) ?? 0) - target), current))
            start = zipStore.previousLineStart(before: current, floor: dataStart)
        }
        candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.start < $1.start }
        return candidates.prefix(limit).map { place(line: zipStore.line(at: $0.start)) }
    }
}
