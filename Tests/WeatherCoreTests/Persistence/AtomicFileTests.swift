import Foundation
import Testing

@testable import WeatherCore

@Suite struct AtomicFileTests {
    @Test func writeCreatesThenReplacesAndLeavesNoTemporaryFiles() throws {
        try withPersistenceTempDir { (dir) throws in
            let target = dir.appendingPathComponent("doc.json")
            try AtomicFile.write(Data("first".utf8), to: target)
            try AtomicFile.write(Data("second, longer".utf8), to: target)
            #expect(try AtomicFile.read(target, maxBytes: 100) == .contents(Data("second, longer".utf8)))
            #expect(try persistedFileNames(in: dir) == ["doc.json"])
        }
    }

    @Test func readersNeverSeeAHalfWrittenFile() async throws {
        try await withPersistenceTempDirAsync { (dir) throws in
            let target = dir.appendingPathComponent("big.json")
            let size = 128 * 1024
            let versions = 15
            let writing = MemoryDocument(true)
            try AtomicFile.write(Data(repeating: 0, count: size), to: target)
            // Each version is `size` copies of one byte; a torn file would be short or mixed.
            let writer = Task.detached {
                defer { writing.update { $0 = false } }
                for version in 1...versions {
                    try AtomicFile.write(Data(repeating: UInt8(version), count: size), to: target)
                }
            }
            let reader = Task.detached { () -> [String] in
                var problems: [String] = []
                var reads = 0
                // Keep reading for as long as the writer runs (and at least a few times).
                while writing.read() || reads < 10 {
                    reads += 1
                    guard case .contents(let data) = try AtomicFile.read(target, maxBytes: size * 2) else {
                        problems.append("read \(reads): missing or too large")
                        continue
                    }
                    if data.count != size || Set(data).count != 1 {
                        problems.append("read \(reads): \(data.count) bytes, \(Set(data).count) distinct values")
                    }
                }
                return problems
            }
            try await writer.value
            #expect(try await reader.value == [])
            #expect(
                try AtomicFile.read(target, maxBytes: size) == .contents(Data(repeating: UInt8(versions), count: size)))
            #expect(try persistedFileNames(in: dir) == ["big.json"])
        }
    }

    @Test func failedReplaceRemovesItsTemporaryFile() throws {
        try withPersistenceTempDir { (dir) throws in
            // A non-empty directory at the target path makes the final rename fail.
            let target = dir.appendingPathComponent("doc.json")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: target.appendingPathComponent("inside"))
            #expect(throws: PersistenceError.self) {
                try AtomicFile.write(Data("new".utf8), to: target)
            }
            #expect(try persistedFileNames(in: dir) == ["doc.json"])
        }
    }

    @Test func readCapsTheSizeAndReportsMissingFiles() throws {
        try withPersistenceTempDir { (dir) throws in
            let target = dir.appendingPathComponent("doc.json")
            #expect(try AtomicFile.read(target, maxBytes: 10) == .missing)
            try AtomicFile.write(Data(repeating: 65, count: 11), to: target)
            #expect(try AtomicFile.read(target, maxBytes: 10) == .tooLarge)
            #expect(try AtomicFile.read(target, maxBytes: 11) == .contents(Data(repeating: 65, count: 11)))
        }
    }

    @Test func createDirectoryMakesParentsAndRefusesAPathUnderAFile() throws {
        try withPersistenceTempDir { (dir) throws in
            let nested = dir.appendingPathComponent("a/b/c")
            try AtomicFile.createDirectory(nested)
            try AtomicFile.createDirectory(nested)  // already there: fine
            #expect(FileManager.default.fileExists(atPath: nested.path))

            let file = dir.appendingPathComponent("plain")
            try Data().write(to: file)
            let error = #expect(throws: PersistenceError.self) {
                try AtomicFile.createDirectory(file.appendingPathComponent("sub"))
            }
            #expect(error?.code == ENOTDIR)
            #expect(throws: PersistenceError.self) { try AtomicFile.createDirectory(file) }
        }
    }
}
