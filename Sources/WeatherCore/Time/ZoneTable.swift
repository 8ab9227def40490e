import FoundationEssentials

/// TZif files by zone name. The embedded one (Resources/zones.bin) holds the zones the ZIP directory uses, so
/// local time at a place can be told on a machine without /usr/share/zoneinfo (minimal containers).
/// Layout in scripts/RESOURCES-FORMAT.md.
struct ZoneTable: Sendable {
    let files: [String: Data]

    /// Read on first use: only machines without a tz database need it.
    static let embedded: ZoneTable = {
        let store = EmbeddedResource.zones.inflated()
        guard let table = withExtendedLifetime(store, { ZoneTable(store.bytes) }) else {
            preconditionFailure("embedded zone table is unreadable; run `make resources`")
        }
        return table
    }()

    /// The table in `bytes`, or nil when they are not one.
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard let files = try? Self.files(in: bytes) else { return nil }
        self.files = files
    }

    private struct Invalid: Error {}

    private static func files(in bytes: UnsafeRawBufferPointer) throws(Invalid) -> [String: Data] {
        var reader = ByteReader(bytes, truncated: Invalid())
        guard Array(try reader.take(8)) == Array("LWZONE1\n".utf8) else { throw Invalid() }
        let count = Int(try reader.read(UInt16.self))
        var entries: [(String, Int, Int)] = []
        for _ in 0..<count {
            let name = try reader.string(length: Int(try reader.read(UInt8.self)))
            entries.append((name, Int(try reader.read(UInt32.self)), Int(try reader.read(UInt32.self))))
        }
        let dataStart = reader.offset
        var files: [String: Data] = [:]
        for (name, offset, length) in entries {
            reader.offset = dataStart + offset
            files[name] = Data(try reader.take(length))
        }
        return files
    }

    /// The TZif bytes of the zone `identifier`, if the table has it.
    func tzif(_ identifier: String) -> Data? { files[identifier] }
}
