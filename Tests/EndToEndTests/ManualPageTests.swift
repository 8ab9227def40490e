import Foundation
import Testing

/// `make man`'s second step: swift-argument-parser's generator drops every non-ASCII character, so
/// `scripts/manual_utf8.py` runs it on the help with those characters as ASCII tokens and puts them back. Run here
/// with the generator `make test` builds and the debug binary.
@Suite struct ManualPageTests {
    @Test func thePageKeepsTheHelpsNonASCIICharacters() async throws {
        let generator = Products.path("generate-manual")
        try #require(
            FileManager.default.isExecutableFile(atPath: generator),
            "no \(generator): `swift build --product generate-manual` (make test does) builds it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lw-man-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("lasso-weather.1")
        let root = InstallLayoutTests.root.path
        let run = try await Subprocess.run(
            [
                "/usr/bin/env", "python3", root + "/scripts/manual_utf8.py", generator, Products.path("lasso-weather"),
                page.path,
            ],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(run.status == 0, "\(run.output)")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains(".Dt LASSO-WEATHER 1"))
        // From `now`'s help: the degree sign, the middle dot and the em dash the generator alone would drop.
        #expect(text.contains("(☁ 32°F, wind 4 mph W)"))
        #expect(text.contains("\"Air quality: AQI 42 Good · PM2.5\""))
        #expect(text.contains("A missing value prints as —,"))
        #expect(!text.contains("QxU"))  // no token left
    }
}
