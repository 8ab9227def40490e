import Foundation
import Testing

@testable import WeatherCore

/// The binary embeds Resources/embedded/*.z; these must inflate to exactly the files in Resources/ (the generator's
/// output), so the two can never drift apart unseen.
@Suite struct EmbeddedResourceTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    @Test(arguments: EmbeddedResource.allCases)
    func inflatesToTheGeneratedFile(_ resource: EmbeddedResource) throws {
        let expected = try Data(contentsOf: Self.resources.appendingPathComponent(resource.fileName))
        let store = resource.inflated()
        #expect(store.bytes.count == expected.count)
        #expect(Data(store.bytes) == expected, "run `make resources` (compress_resources.py) again")
        // And it is stored compressed: the point of the exercise.
        #expect(resource.compressed.count < expected.count)
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
        #expect(inflate([]) == InflateError(description: "not an LWZ1 file"))
        #expect(inflate(Array("PK\u{3}\u{4}1234".utf8)) == InflateError(description: "not an LWZ1 file"))
        // A real header over a cut-off stream, and one whose size is a lie.
        let zones = Array(EmbeddedResource.zones.compressed)
        #expect(inflate(Array(zones.prefix(zones.count / 2))) != nil)
        var wrongSize = zones
        wrongSize[4] &+= 1
        #expect(inflate(wrongSize) != nil)
    }

    @Test func theDirectoryReadsNothingUntilAsked() throws {
        let directory = ZipDirectory.embedded()
        #expect(!directory.isLoaded)
        #expect(directory.place(zip: "10001")?.city == "New York")
        #expect(directory.isLoaded)
    }
}
