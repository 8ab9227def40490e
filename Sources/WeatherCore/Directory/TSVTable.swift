/// A tab-separated table over a `ByteStore`: `#`-prefixed header lines first, then data lines whose starts are
/// found in one memchr pass. Fields are read on demand, so building it allocates little.
struct TSVTable: Sendable {
    let store: ByteStore
    /// Start offset of each data line, plus one sentinel just past the last line's end.
    private let starts: [Int32]

    static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")

    /// Header lines keyed by their first field without the `#` ("timezones" → the other fields), and where the
    /// data lines begin.
    static func headers(_ store: ByteStore) -> (headers: [String: [String]], dataStart: Int) {
        var offset = 0
        var headers: [String: [String]] = [:]
        while offset < store.bytes.count, store[offset] == UInt8(ascii: "#") {
            let line = store.line(at: offset)
            let fields = store.string(line.lowerBound + 1..<line.upperBound)
                .split(separator: "\t", omittingEmptySubsequences: false)
            if let name = fields.first { headers[String(name)] = fields.dropFirst().map(String.init) }
            offset = line.upperBound + 1
        }
        return (headers, min(offset, store.bytes.count))
    }

    /// Stores must be under 2 GB (checked by the directory).
    init(_ store: ByteStore) {
        self.store = store
        let size = store.bytes.count
        var offset = Self.headers(store).dataStart
        var starts: [Int32] = []
        starts.reserveCapacity(size / 32)
        while offset < size {
            starts.append(Int32(offset))
            offset = store.find(Self.newline, from: offset, to: size) + 1
        }
        starts.append(Int32(offset))  // just past the last newline, or size + 1 when the file lacks one
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    /// Byte range of line `index` without its newline.
    func line(_ index: Int) -> Range<Int> {
        Int(starts[index])..<Int(starts[index + 1]) - 1
    }

    /// Byte range of the first field of line `index`.
    func firstField(_ index: Int) -> Range<Int> {
        let range = line(index)
        return range.lowerBound..<store.find(Self.tab, from: range.lowerBound, to: range.upperBound)
    }

    /// Byte ranges of the fields of line `index`.
    func fields(_ index: Int) -> [Range<Int>] { store.fields(in: line(index)) }

    /// First line whose first field is not less than `key` (binary search; lines are sorted).
    func lowerBound(firstField key: [UInt8]) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if store.compare(firstField(middle), key) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the first field of line `index` starts with `prefix`.
    func firstField(_ index: Int, hasPrefix prefix: [UInt8]) -> Bool {
        let field = firstField(index)
        guard field.count >= prefix.count else { return false }
        return store.compare(field.lowerBound..<field.lowerBound + prefix.count, prefix) == 0
    }

    /// Non-negative decimal integer in `range`, or nil.
    func integer(_ range: Range<Int>) -> Int? { store.integer(range) }

    /// Comma-separated non-negative integers in `range` (empty if anything else is there).
    func integers(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var value = 0
        var inNumber = false
        for offset in range {
            let byte = store[offset]
            if byte == UInt8(ascii: ",") {
                if inNumber { result.append(value) }
                value = 0
                inNumber = false
            } else if (48...57).contains(byte), value < Int(Int32.max) {
                value = value * 10 + Int(byte) - 48
                inNumber = true
            } else {
                return []
            }
        }
        if inNumber { result.append(value) }
        return result
    }
}

extension ByteStore {
    /// Non-negative decimal integer in `range`, or nil.
    func integer(_ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 10 else { return nil }
        var value = 0
        for offset in range {
            let digit = Int(self[offset]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
