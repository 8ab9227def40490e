import Testing

@testable import WeatherCore

@Suite struct ByteReaderTests {
    struct Short: Error, Equatable {}

    @Test func readsBothByteOrdersStringsAndRuns() throws {
        let bytes: [UInt8] = [0x01, 0x02, 0x00, 0x00, 0x00, 0x03, 0x68, 0x69, 0xFF, 0x7F]
        try bytes.withUnsafeBytes { (raw) throws -> Void in
            var reader = ByteReader(raw, truncated: Short())
            #expect(try reader.read(UInt16.self) == 0x0201)
            #expect(try reader.readBigEndian(Int32.self) == 3)
            #expect(try reader.string(length: 2) == "hi")
            #expect(try reader.read(Int16.self, at: 8) == 0x7FFF)
            #expect(reader.remaining == 2)
            #expect(Array(reader.rest()) == [0xFF, 0x7F])
        }
    }

    @Test func everyReadPastTheEndThrowsTheReadersError() {
        [UInt8](repeating: 0, count: 3).withUnsafeBytes { raw in
            var reader = ByteReader(raw, truncated: Short())
            #expect(throws: Short()) { try reader.read(UInt32.self) }
            #expect(throws: Short()) { try reader.take(4) }
            #expect(throws: Short()) { try reader.take(-1) }
            #expect(throws: Short()) { try reader.read(UInt16.self, at: 2) }
            #expect(throws: Short()) { try reader.read(UInt8.self, at: -1) }
            #expect(throws: Short()) { try reader.string(length: Int.max) }
            #expect(reader.offset == 0)
            #expect(!reader.contains(Int.max, from: 1))
            #expect(reader.contains(3, from: 0))
        }
    }
}
