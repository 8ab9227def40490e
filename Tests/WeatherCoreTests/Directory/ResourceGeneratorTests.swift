import Foundation
import Testing

/// The generator's own tests (scripts/test_generate_resources.py: its correction rules on small made-up inputs),
/// run with the Swift suite so that a change to the rules cannot go untested. They need python3 only.
@Suite struct ResourceGeneratorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let python: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test(.enabled(if: python != nil, "python3 is not on PATH: the generator's tests cannot run"))
    func generatorTestsPass() throws {
        let process = Process()
        process.executableURL = Self.python
        process.arguments = ["-m", "unittest", "scripts/test_generate_resources.py"]
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\nOK"), "\(text)")
    }
}
