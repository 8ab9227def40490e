import FoundationEssentials

/// Reads TZif files (RFC 8536), version 2 and later: the 64-bit block and the POSIX rule in the footer.
enum TZif {
    struct Invalid: Error {}

    static func parse(_ data: Data, _ identifier: String) throws -> ZoneRules {
        try data.withUnsafeBytes { bytes in try parse(bytes, identifier) }
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer, _ identifier: String) throws(Invalid) -> ZoneRules {
        var reader = ByteReader(bytes, truncated: Invalid())
        let first = try reader.header()
        // Skip the version 1 block (32-bit times) to the version 2 block.
        try reader.skip(first.blockSize(timeSize: 4))
        let header = try reader.header()
        guard header.version >= 2 else { throw Invalid() }
        var transitions: [Int64] = []
        for _ in 0..<header.timecnt { transitions.append(try reader.readBigEndian(Int64.self)) }
        var kindAt: [Int] = []
        for _ in 0..<header.timecnt { kindAt.append(Int(try reader.read(UInt8.self))) }
        var raw: [(Int32, Bool, Int)] = []
        for _ in 0..<header.typecnt {
            raw.append(
                (
                    try reader.readBigEndian(Int32.self), try reader.read(UInt8.self) != 0,
                    Int(try reader.read(UInt8.self))
                ))
        }
        let names = Array(try reader.take(header.charcnt))
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

}

extension ByteReader where Failure == TZif.Invalid {
    mutating func header() throws(Failure) -> TZif.Header {
        guard Array(try take(4)) == Array("TZif".utf8) else { throw TZif.Invalid() }
        let version = try read(UInt8.self)
        try skip(15)
        var counts: [Int] = []
        for _ in 0..<6 { counts.append(Int(try readBigEndian(Int32.self))) }
        guard counts.allSatisfy({ $0 >= 0 && $0 < 100_000 }) else { throw TZif.Invalid() }
        return TZif.Header(
            version: version == 0 ? 1 : Int(version) - 48, isutcnt: counts[0], isstdcnt: counts[1],
            leapcnt: counts[2], timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
    }
}
