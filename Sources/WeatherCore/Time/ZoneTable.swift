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
        var reader = ByteReader(bytes: bytes)
        guard reader.take(8).map(Array.init) == Array("LWZONE1\n".utf8), let count = reader.integer(2) else {
            return nil
        }
        var entries: [(String, Int, Int)] = []
        for _ in 0..<count {
            guard let size = reader.integer(1), let name = reader.take(size), let offset = reader.integer(4),
                let length = reader.integer(4)
            else { return nil }
            entries.append((String(decoding: name, as: UTF8.self), offset, length))
        }
        let dataStart = reader.position
        var files: [String: Data] = [:]
        for (name, offset, length) in entries {
            let range = dataStart + offset..<dataStart + offset + length
            guard range.upperBound <= bytes.count else { return nil }
            files[name] = Data(bytes[range])
        }
        self.files = files
    }

    /// The TZif bytes of the zone `identifier`, if the table has it.
    func tzif(_ identifier: String) -> Data? { files[identifier] }
}

/// Little-endian unsigned integers and byte runs, bounds-checked: nil past the end.
private struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    mutating func take(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
        guard count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func integer(_ size: Int) -> Int? {
        take(size).map { $0.reversed().reduce(0) { $0 << 8 | Int($1) } }
    }
}
