import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Immutable bytes that live as long as the directory: either the embedded resource (static, never freed) or a
/// private copy of caller-supplied data. Immutability is what makes sharing the raw pointer across threads safe.
final class ByteStore: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let owned: Bool

    init(static bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        owned = false
    }

    /// Takes `memory` (allocated with `allocate(byteCount:alignment:)`) and frees it with the store.
    init(owning memory: UnsafeMutableRawBufferPointer) {
        bytes = UnsafeRawBufferPointer(memory)
        owned = true
    }

    init(copying data: Data) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 8)
        data.copyBytes(to: copy.bindMemory(to: UInt8.self), count: data.count)
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0..<data.count])
        owned = true
    }

    deinit {
        if owned, let base = bytes.baseAddress { UnsafeMutableRawPointer(mutating: base).deallocate() }
    }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Offset of the next `byte` at or after `start` and before `end`, or `end`. Uses memchr: fast even in debug.
    func find(_ byte: UInt8, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress else { return end }
        guard let hit = memchr(base + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(hit) - base
    }

    /// Three-way comparison of two ranges of the store (plain byte order).
    func compare(_ range: Range<Int>, _ other: Range<Int>) -> Int {
        let common = min(range.count, other.count)
        guard common > 0, let base = bytes.baseAddress else { return range.count - other.count }
        let order = memcmp(base + range.lowerBound, base + other.lowerBound, common)
        return order != 0 ? Int(order) : range.count - other.count
    }

    /// Three-way comparison of bytes[range] with `other` (plain byte order).
    func compare(_ range: Range<Int>, _ other: [UInt8]) -> Int {
        let common = min(range.count, other.count)
        let order = other.withUnsafeBytes { otherBytes -> Int32 in
            guard common > 0, let base = bytes.baseAddress, let otherBase = otherBytes.baseAddress else { return 0 }
            return memcmp(base + range.lowerBound, otherBase, common)
        }
        if order != 0 { return Int(order) }
        return range.count - other.count
    }

    /// Byte ranges of the tab-separated fields in `line`.
    func fields(in line: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(10)
        var start = line.lowerBound
        while true {
            let end = find(UInt8(ascii: "\t"), from: start, to: line.upperBound)
            result.append(start..<end)
            if end >= line.upperBound { return result }
            start = end + 1
        }
    }

    /// The line starting at `start`, without its newline.
    func line(at start: Int) -> Range<Int> {
        start..<find(UInt8(ascii: "\n"), from: start, to: bytes.count)
    }

    /// Start of the line before the one starting at `start` (not before `floor`), or nil at `floor`.
    func previousLineStart(before start: Int, floor: Int) -> Int? {
        guard start > floor else { return nil }
        var offset = start - 1  // the previous line's newline
        while offset > floor, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
        return offset
    }

    /// In lines `dataStart...` sorted by their first field, the start of the first line whose first field is
    /// not less than `key` (or the end). A binary search over bytes: it touches a few pages, not the whole file.
    func lowerBoundLine(firstField key: [UInt8], dataStart: Int) -> Int {
        let size = bytes.count
        func nextStart(_ offset: Int) -> Int { min(size, find(UInt8(ascii: "\n"), from: offset, to: size) + 1) }
        func isBefore(_ start: Int) -> Bool {
            compare(start..<find(UInt8(ascii: "\t"), from: start, to: line(at: start).upperBound), key) < 0
        }
        var low = dataStart
        var high = size  // both line starts (or the end); the answer is in low...high
        while low < high {
            let middle = low + (high - low) / 2
            let start = middle == low ? low : nextStart(middle - 1)
            if start >= high {
                if isBefore(low) { low = nextStart(low) } else { high = low }
            } else if isBefore(start) {
                low = nextStart(start)
            } else {
                high = start
            }
        }
        return low
    }
}
