import Foundation
import Testing

@testable import WeatherCore

/// The binary embeds Resources/embedded/*.z; these must give back exactly the files in Resources/ (the generator's
/// output), so the two can never drift apart unseen.
@Suite struct EmbeddedResourceTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// The resources embedded as LWB2 (blocks of rows, some of world.tsv's fields in columns); the rest are LWS1.
    static let blocked: [EmbeddedResource] = [.world, .worldAliases]

    @Test(arguments: EmbeddedResource.allCases.filter { !EmbeddedResourceTests.blocked.contains($0) })
    func inflatesToTheGeneratedFile(_ resource: EmbeddedResource) throws {
        let expected = try Data(contentsOf: Self.resources.appendingPathComponent(resource.fileName))
        let store = resource.inflated()
        #expect(store.bytes.count == expected.count)
        #expect(Data(store.bytes) == expected, "run `make resources` (compress_resources.py) again")
        // And it is stored compressed: the point of the exercise.
        #expect(resource.compressed.count < expected.count)
    }

    /// Every data row rebuilt as the app reads it (its block's text; for world.tsv the id, country, population and
    /// flags from the columns, through `WorldTable`) and the header lines are the generated file's, row by row.
    @Test(arguments: EmbeddedResourceTests.blocked)
    func blocksRebuildTheGeneratedFile(_ resource: EmbeddedResource) throws {
        let expected = Array(try Data(contentsOf: Self.resources.appendingPathComponent(resource.fileName)))
        #expect(Array(resource.compressed.prefix(4)) == Array("LWB2".utf8))
        let file = try BlockedFile(resource.compressed)
        // The generated file's header lines (with their newlines) and data rows (without).
        var lines = expected.split(separator: TSVTable.newline, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let headerCount = lines.prefix { $0.first == UInt8(ascii: "#") }.count
        let header = lines.prefix(headerCount).flatMap { Array($0) + [TSVTable.newline] }
        let rows = lines.dropFirst(headerCount)
        // The store owns the inflated bytes: it must outlive the copy.
        let headerStore = file.section("header")
        let embeddedHeader = withExtendedLifetime(headerStore) { Array(headerStore.bytes) }
        #expect(embeddedHeader == header, "run `make resources` (compress_resources.py) again")
        #expect(file.rowCount == rows.count)

        let world = resource == .world ? WorldTable(file) : nil
        let lineReader = world?.lines ?? BlockedLines(file)
        #expect(lineReader.count == file.rowCount)
        if let world { #expect(world.info.count == file.rowCount) }
        var mismatches: [Int] = []
        var strayFields = 0
        for (row, line) in zip(0..<min(file.rowCount, rows.count), rows) {
            let (store, fields) = lineReader.fields(row)
            var rebuilt: [UInt8] = []
            rebuilt.reserveCapacity(line.count)
            for (column, range) in fields.enumerated() {
                if column > 0 { rebuilt.append(TSVTable.tab) }
                if let world, let value = Self.column(column, row: row, of: world) {
                    // The embedding empties these fields in the text; the columns carry them.
                    if !range.isEmpty { strayFields += 1 }
                    rebuilt += value.utf8
                } else {
                    rebuilt += UnsafeRawBufferPointer(rebasing: store.bytes[range])
                }
            }
            if rebuilt != Array(line) { mismatches.append(row) }
        }
        #expect(strayFields == 0)
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) rows differ, first \(mismatches.prefix(5)); run `make resources` again")
        // And it is stored compressed: the point of the exercise.
        #expect(resource.compressed.count < expected.count)
    }

    /// World.tsv's fields that the embedding moves into columns, as the app reads them; nil for the others.
    private static func column(_ column: Int, row: Int, of world: WorldTable) -> String? {
        switch column {
        case WorldTable.Column.id: String(world.id(row: row))
        case WorldTable.Column.country: WorldTable.countryString(world.info[row].country)
        case WorldTable.Column.population: String(world.info[row].population)
        case WorldTable.Column.flags: world.info[row].isDistrict ? "d" : ""
        default: nil
        }
    }

    @Test func damagedBytesAreAnErrorNotACrash() throws {
        func inflate(_ bytes: [UInt8]) -> InflateError? {
            bytes.withUnsafeBytes { raw -> InflateError? in
                do throws(InflateError) {
                    _ = try ByteStore(inflating: raw)
                    return nil
                } catch {
                    return error
                }
            }
        }
        #expect(inflate([]) == InflateError(description: "not an LWS1 file"))
        #expect(inflate(Array("PK\u{3}\u{4}1234".utf8)) == InflateError(description: "not an LWS1 file"))
        // A real header over a cut-off stream, and one whose size is a lie.
        let zones = Array(EmbeddedResource.zones.compressed)
        #expect(inflate(Array(zones.prefix(zones.count / 2))) != nil)
        var wrongSize = zones
        wrongSize[4] &+= 1
        #expect(inflate(wrongSize) != nil)
    }

    @Test func damagedBlockedIndexIsAnErrorNotACrash() throws {
        func open(_ bytes: [UInt8]) -> InflateError? {
            bytes.withUnsafeBytes { raw -> InflateError? in
                do throws(InflateError) {
                    _ = try BlockedFile(raw)
                    return nil
                } catch {
                    return error
                }
            }
        }
        let world = Array(EmbeddedResource.world.compressed)
        #expect(open(world) == nil)
        #expect(open([]) == InflateError(description: "not an LWB2 file"))
        #expect(open(Array(EmbeddedResource.zones.compressed)) == InflateError(description: "not an LWB2 file"))
        // The zlib format of before ("LWB1") is not read as zstd.
        var badMagic = world
        badMagic[3] = UInt8(ascii: "1")
        #expect(open(badMagic) == InflateError(description: "not an LWB2 file"))
        // An index cut off: before its counts end, right after them, and inside its first entry.
        #expect(open(Array(world.prefix(12))) == InflateError(description: "not an LWB2 file"))
        #expect(open(Array(world.prefix(20))) == InflateError(description: "LWB2 index cut short"))
        #expect(open(Array(world.prefix(30))) == InflateError(description: "LWB2 index cut short"))
        // The whole index over half the streams, and a block count that runs the index into the streams.
        #expect(open(Array(world.prefix(world.count / 2))) == InflateError(description: "LWB2 stream past end"))
        var tooManyBlocks = world
        tooManyBlocks.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(open(tooManyBlocks) != nil)
    }

    @Test func theDirectoryReadsNothingUntilAsked() throws {
        let directory = ZipDirectory.embedded()
        #expect(!directory.isLoaded)
        #expect(directory.place(zip: "10001")?.city == "New York")
        #expect(directory.isLoaded)
    }
}
