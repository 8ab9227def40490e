/// Bounds-checked reads through a run of bytes, for the hand-written binary formats (the map, the county table,
/// the zone table, TZif): integers of either byte order, byte runs and strings, each checked against the end
/// before it is read. Past the end, a read throws the reader's own `truncated` error, so each format keeps its
/// kind of failure.
struct ByteReader<Failure: Error> {
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    var offset = 0
    private let truncated: Failure

    init(_ bytes: UnsafeRawBufferPointer, truncated: Failure) {
        self.bytes = bytes
        self.truncated = truncated
    }

    /// Bytes not read yet (none when `offset` is past the end).
    var remaining: Int { max(0, bytes.count - offset) }

    /// Whether `count` bytes from `start` lie inside the bytes.
    func contains(_ count: Int, from start: Int) -> Bool {
        count >= 0 && start >= 0 && start <= bytes.count && count <= bytes.count - start
    }

    /// The next `count` bytes, as a buffer indexed from 0.
    mutating func take(_ count: Int) throws(Failure) -> UnsafeRawBufferPointer {
        guard contains(count, from: offset) else { throw truncated }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    mutating func skip(_ count: Int) throws(Failure) { _ = try take(count) }

    /// A little-endian integer.
    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(Failure) -> T {
        let value = try read(T.self, at: offset)
        offset += MemoryLayout<T>.size
        return value
    }

    /// A big-endian integer (network order, as in TZif).
    mutating func readBigEndian<T: FixedWidthInteger>(_: T.Type) throws(Failure) -> T {
        let value = try read(T.self, at: offset)
        offset += MemoryLayout<T>.size
        return T(bigEndian: T(littleEndian: value))
    }

    /// A little-endian integer at `position`, wherever the reader is.
    func read<T: FixedWidthInteger>(_: T.Type, at position: Int) throws(Failure) -> T {
        guard contains(MemoryLayout<T>.size, from: position) else { throw truncated }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: T.self))
    }

    /// `length` bytes as UTF-8 (ill-formed sequences repaired).
    mutating func string(length: Int) throws(Failure) -> String {
        String(decoding: try take(length), as: UTF8.self)
    }

    /// Everything not read yet.
    mutating func rest() -> UnsafeRawBufferPointer {
        let start = min(offset, bytes.count)
        offset = bytes.count
        return UnsafeRawBufferPointer(rebasing: bytes[start...])
    }
}
