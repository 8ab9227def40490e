import FoundationEssentials

/// Key-sorted TSV rows held as blocks, each inflated on first use (the embedded "LWB2" files of
/// scripts/compress_resources.py), or as one block of text in memory. A lookup inflates only the blocks its key
/// range touches, so the first search pays for a block or two, not for the whole world.
struct BlockedLines: Sendable {
    /// Rows of every block but the last.
    let rowsPerBlock: Int
    let count: Int
    /// The first key of each block, for choosing blocks without inflating them.
    let firstKeys: [[UInt8]]
    private let blocks: [Lazy<TSVTable>]
    /// Block `index` read afresh, for a pass that keeps none of them (`withBlock`).
    private let read: @Sendable (Int) -> TSVTable

    /// One block over text already in memory (the tests' tables).
    init(_ table: TSVTable) {
        rowsPerBlock = max(table.count, 1)
        count = table.count
        firstKeys = [
            table.count > 0 ? Array(UnsafeRawBufferPointer(rebasing: table.store.bytes[table.firstField(0)])) : []
        ]
        blocks = [Lazy { table }]
        read = { _ in table }
    }

    /// The blocks of an LWB2 file; `packed` lives as long as the process (it is embedded).
    init(_ file: BlockedFile) {
        rowsPerBlock = file.rowsPerBlock
        count = file.rowCount
        firstKeys = file.blocks.map(\.label)
        let read: @Sendable (Int) -> TSVTable = { TSVTable(file.inflate(file.blocks[$0])) }
        blocks = file.blocks.indices.map { index in Lazy { read(index) } }
        self.read = read
    }

    var blockCount: Int { blocks.count }

    /// Block `index` (rows from `index * rowsPerBlock`) for `body` alone: the kept one if a lookup has inflated
    /// it, else one inflated for the call and freed after it, so a pass over every block keeps none of them.
    func withBlock<Result>(_ index: Int, _ body: (TSVTable) -> Result) -> Result {
        body(blocks[index].isBuilt ? blocks[index].value : read(index))
    }

    /// The block holding row `row` and the row's line in it.
    func block(_ row: Int) -> (table: TSVTable, line: Int) {
        (blocks[row / rowsPerBlock].value, row % rowsPerBlock)
    }

    /// Byte ranges of row `row`'s fields, over its block's store.
    func fields(_ row: Int) -> (store: ByteStore, fields: [Range<Int>]) {
        let (table, line) = block(row)
        return (table.store, table.fields(line))
    }

    /// Row `row`'s first field.
    func key(_ row: Int) -> String {
        let (table, line) = block(row)
        return table.store.string(table.firstField(line))
    }

    /// First row whose first field is not less than `key`: the block from the index, then a binary search in it.
    func lowerBound(firstField key: [UInt8]) -> Int {
        // Blocks whose first key is below `key`; the answer is in the last of them, or starts the next.
        var low = 0
        var high = firstKeys.count
        while low < high {
            let middle = (low + high) / 2
            if firstKeys[middle].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let block = low - 1
        let local = blocks[block].value.lowerBound(firstField: key)
        return local < blocks[block].value.count ? block * rowsPerBlock + local : min(count, low * rowsPerBlock)
    }

    /// Rows whose key is `key` (`exact`) or begins with it, as a range: keys are sorted and ASCII a-z0-9.
    func rows(key: [UInt8], exact: Bool) -> Range<Int> {
        let low = lowerBound(firstField: key)
        // Just past the key itself is key + "\0"; past every key it begins is key + "\u{FF}".
        let high = lowerBound(firstField: key + [exact ? 0 : 0xFF])
        return low..<max(low, high)
    }
}

/// An "LWB2" file's index read in place: named sections (header lines, columns) and blocks of rows, each one zstd
/// frame (scripts/RESOURCES-FORMAT.md).
struct BlockedFile: Sendable {
    struct Stream: Sendable {
        var label: [UInt8]
        var offset: Int, size: Int, inflatedSize: Int
    }

    let rowsPerBlock: Int, rowCount: Int
    let sections: [String: Stream]
    let blocks: [Stream]
    /// The embedded bytes (static: never freed).
    private let packed: ByteStore
    /// Whether a stream's compressed pages are handed back once it is inflated (the binary's own bytes only).
    private let dropsPages: Bool

    init(_ bytes: UnsafeRawBufferPointer, dropsPagesOnceInflated: Bool = false) throws(InflateError) {
        packed = ByteStore(static: bytes)
        dropsPages = dropsPagesOnceInflated
        guard bytes.count >= 20, Array(bytes[0..<4]) == Array("LWB2".utf8) else {
            throw InflateError(description: "not an LWB2 file")
        }
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        rowsPerBlock = max(u32(4), 1)
        rowCount = u32(8)
        var offset = 20
        func stream() throws(InflateError) -> Stream {
            guard offset < bytes.count else { throw InflateError(description: "LWB2 index cut short") }
            let length = Int(bytes[offset])
            guard offset + 1 + length + 12 <= bytes.count else {
                throw InflateError(description: "LWB2 index cut short")
            }
            let label = Array(bytes[offset + 1..<offset + 1 + length])
            offset += 1 + length
            let result = Stream(label: label, offset: u32(offset), size: u32(offset + 4), inflatedSize: u32(offset + 8))
            offset += 12
            guard result.offset + result.size <= bytes.count else {
                throw InflateError(description: "LWB2 stream past end")
            }
            return result
        }
        let (blockCount, sectionCount) = (u32(12), u32(16))
        var sections: [String: Stream] = [:]
        for _ in 0..<sectionCount {
            let section = try stream()
            sections[String(decoding: section.label, as: UTF8.self)] = section
        }
        var blocks: [Stream] = []
        for _ in 0..<blockCount { blocks.append(try stream()) }
        self.sections = sections
        self.blocks = blocks
    }

    /// A section's bytes, inflated; empty when the file has no such section.
    func section(_ name: String) -> ByteStore {
        guard let stream = sections[name] else { return ByteStore(copying: Data()) }
        return inflate(stream)
    }

    /// A stream decoded into a store of its own; a damaged embedding is a build error, so it stops the program.
    func inflate(_ stream: Stream) -> ByteStore {
        let frame = UnsafeRawBufferPointer(rebasing: packed.bytes[stream.offset..<stream.offset + stream.size])
        do {
            defer { if dropsPages { EmbeddedResource.dropResidentPages(frame) } }
            return try ByteStore(decodingFrame: frame, size: stream.inflatedSize)
        } catch {
            preconditionFailure("an embedded LWB2 stream is unreadable (\(error)); run `make resources`")
        }
    }
}
