import FoundationEssentials

/// Reads TZif files (RFC 8536), version 2 and later: the 64-bit block and the POSIX rule in the footer.
enum TZif {
    struct Invalid: Error {}

    static func parse(_ data: Data, _ identifier: String) throws -> ZoneRules {
        let bytes = [UInt8](data)
        var reader = Reader(bytes: bytes)
        let first = try reader.header()
        // Skip the version 1 block (32-bit times) to the version 2 block.
        try reader.skip(first.blockSize(timeSize: 4))
        let header = try reader.header()
        guard header.version >= 2 else { throw Invalid() }
        let transitions = try (0..<header.timecnt).map { _ in try reader.int64() }
        let kindAt = try (0..<header.timecnt).map { _ in Int(try reader.byte()) }
        let raw = try (0..<header.typecnt).map { _ in
            (try reader.int32(), try reader.byte() != 0, Int(try reader.byte()))
        }
        let names = try reader.take(header.charcnt)
        try reader.skip(header.leapcnt * 12 + header.isstdcnt + header.isutcnt)
        let kinds = raw.map { offset, isDaylight, index in
            ZoneRules.LocalTime(offset: Int(offset), isDaylight: isDaylight, abbreviation: cString(names, from: index))
        }
        guard !kinds.isEmpty, kindAt.allSatisfy({ $0 < kinds.count }) else { throw Invalid() }
        // A damaged file: transitions out of order would make the search pick the wrong one, and an offset beyond
        // RFC 8536's bounds (about ±25 h) would put local times days away.
        guard zip(transitions, transitions.dropFirst()).allSatisfy({ $0 < $1 }),
            kinds.allSatisfy({ (-89_999...93_599).contains($0.offset) })
        else { throw Invalid() }
        let footer = String(decoding: reader.rest(), as: UTF8.self).split(separator: "\n").first.map(String.init)
        return ZoneRules(
            identifier: identifier, transitions: transitions, kinds: kinds, kindAt: kindAt,
            initial: kinds[0], rule: footer.flatMap(PosixZoneRule.init))  // type 0 before the first transition
    }

    private static func cString(_ bytes: [UInt8], from index: Int) -> String {
        guard index < bytes.count else { return "" }
        let end = bytes[index...].firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    struct Header {
        var version: Int
        var isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int

        func blockSize(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func take(_ count: Int) throws -> [UInt8] {
            guard count >= 0, position + count <= bytes.count else { throw Invalid() }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }

        mutating func skip(_ count: Int) throws { _ = try take(count) }
        mutating func byte() throws -> UInt8 { try take(1)[0] }
        mutating func int32() throws -> Int32 { Int32(bitPattern: UInt32(try bigEndian(4))) }
        mutating func int64() throws -> Int64 { Int64(bitPattern: try bigEndian(8)) }
        func rest() -> ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

        private mutating func bigEndian(_ size: Int) throws -> UInt64 {
            try take(size).reduce(0) { $0 << 8 | UInt64($1) }
        }

        mutating func header() throws -> Header {
            guard try take(4) == Array("TZif".utf8) else { throw Invalid() }
            let version = try byte()
            try skip(15)
            let counts = try (0..<6).map { _ in Int(try int32()) }
            guard counts.allSatisfy({ $0 >= 0 && $0 < 100_000 }) else { throw Invalid() }
            return Header(
                version: version == 0 ? 1 : Int(version) - 48, isutcnt: counts[0], isstdcnt: counts[1],
                leapcnt: counts[2], timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
        }
    }
}
