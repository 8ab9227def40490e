import Foundation
import Testing

@testable import WeatherCore

@Suite struct JSONDocumentStoreTests {
    struct Doc: Codable, Hashable, Sendable {
        var items: [String] = []
    }

    private func makeStore(_ file: URL, _ warnings: PersistenceWarnings, maxBytes: Int = 1 << 20)
        -> JSONDocumentStore<Doc>
    {
        JSONDocumentStore(
            file: file, defaultValue: Doc(), maxBytes: maxBytes, warnings: warnings, now: { fixedMoment() })
    }

    @Test func missingFileReadsAsDefaultAndUpdateCreatesDirectoryAndFile() throws {
        try withPersistenceTempDir { (dir) throws in
            let file = dir.appendingPathComponent("deep/er/doc.json")
            let warnings = PersistenceWarnings()
            let store = makeStore(file, warnings)
            #expect(store.read() == Doc())
            store.update { $0.items.append("a") }
            #expect(makeStore(file, warnings).read() == Doc(items: ["a"]))
            #expect(try persistedFileNames(in: file.deletingLastPathComponent()) == ["doc.json", "doc.json.lock"])
            #expect(warnings.all.isEmpty)
        }
    }

    @Test func updatesMergeWithWhatAnotherInstanceWrote() throws {
        try withPersistenceTempDir { (dir) throws in
            let file = dir.appendingPathComponent("doc.json")
            let warnings = PersistenceWarnings()
            let first = makeStore(file, warnings)
            let second = makeStore(file, warnings)
            first.update { $0.items.append("from first") }
            second.update { $0.items.append("from second") }
            first.update { $0.items.append("first again") }
            #expect(second.read().items == ["from first", "from second", "first again"])
        }
    }

    @Test func corruptFileIsMovedAsideWithAWarningAndDefaultsUsed() throws {
        try withPersistenceTempDir { (dir) throws in
            let file = dir.appendingPathComponent("doc.json")
            try Data("{ not json".utf8).write(to: file)
            let warnings = PersistenceWarnings()
            let store = makeStore(file, warnings)

            #expect(store.read() == Doc())
            let aside = "doc.json.corrupt-20270115T080000Z"  // fixedMoment() in UTC
            #expect(try persistedFileNames(in: dir) == ["doc.json.corrupt-20270115T080000Z", "doc.json.lock"])
            #expect(try Data(contentsOf: dir.appendingPathComponent(aside)) == Data("{ not json".utf8))
            #expect(
                warnings.all == [
                    PersistenceWarning(
                        kind: .corrupt(file: file.path, movedTo: dir.appendingPathComponent(aside).path),
                        message:
                            "doc.json was unreadable (it is not valid JSON); moved it to \(aside) and started fresh."
                    )
                ])

            store.update { $0.items = ["fresh"] }
            #expect(store.read().items == ["fresh"])
            #expect(warnings.all.count == 1)
        }
    }

    @Test func wrongShapeAndOversizedFilesCountAsCorrupt() throws {
        try withPersistenceTempDir { (dir) throws in
            let file = dir.appendingPathComponent("doc.json")
            let warnings = PersistenceWarnings()
            try Data(#"{"items": [1, 2]}"#.utf8).write(to: file)
            #expect(makeStore(file, warnings).read() == Doc())
            try Data(#"{"items": ["\#(String(repeating: "x", count: 200))"]}"#.utf8).write(to: file)
            #expect(makeStore(file, warnings, maxBytes: 100).read() == Doc())
            // Same second, so the second file gets a numbered name.
            #expect(
                try persistedFileNames(in: dir) == [
                    "doc.json.corrupt-20270115T080000Z", "doc.json.corrupt-20270115T080000Z-2", "doc.json.lock",
                ])
            #expect(
                warnings.all.map(\.message) == [
                    "doc.json was unreadable (bad value at items[0]); moved it to doc.json.corrupt-20270115T080000Z and started fresh.",
                    "doc.json was unreadable (it is larger than 100 bytes); moved it to doc.json.corrupt-20270115T080000Z-2 and started fresh.",
                ])
        }
    }

    @Test func directoryUnderAFileKeepsWorkingInMemoryWithOneWarning() throws {
        try withPersistenceTempDir { (dir) throws in
            let blocker = dir.appendingPathComponent("blocker")
            try Data("a file, not a directory".utf8).write(to: blocker)
            let file = blocker.appendingPathComponent("lasso-weather/doc.json")
            let warnings = PersistenceWarnings()
            let store = makeStore(file, warnings)

            store.update { $0.items.append("a") }
            store.update { $0.items.append("b") }
            store.write(Doc(items: ["c", "d"]))
            store.update { $0.items.removeFirst() }

            #expect(store.read().items == ["d"])
            #expect(store.isInMemory)
            #expect(
                warnings.all == [
                    PersistenceWarning(
                        kind: .unwritable(path: blocker.appendingPathComponent("lasso-weather").path),
                        message:
                            "Can't save to \(blocker.path)/lasso-weather: Not a directory; changes this session won't be kept."
                    )
                ])
        }
    }

    /// Mode 0500 with and without a lock file left by an earlier run (the lock then opens, the save fails).
    @Test(.enabled(if: persistencePermissionsApply, "root ignores directory permissions"), arguments: [true, false])
    func readOnlyDirectoryKeepsExistingContentAndWorksInMemoryWithOneWarning(lockFileExists: Bool) throws {
        try withPersistenceTempDir { (dir) throws in
            let folder = dir.appendingPathComponent("ro")
            let file = folder.appendingPathComponent("doc.json")
            let warnings = PersistenceWarnings()
            makeStore(file, warnings).update { $0.items = ["saved earlier"] }
            if !lockFileExists { try FileManager.default.removeItem(at: FileLock.lockURL(for: file)) }
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }

            let store = makeStore(file, warnings)
            store.update { $0.items.append("this session") }
            store.update { $0.items.append("and more") }
            #expect(store.read().items == ["saved earlier", "this session", "and more"])
            #expect(
                warnings.all == [
                    PersistenceWarning(
                        kind: .unwritable(path: folder.path),
                        message: "Can't save to \(folder.path): Permission denied; changes this session won't be kept."
                    )
                ])
            #expect(
                try persistedFileNames(in: folder) == (lockFileExists ? ["doc.json", "doc.json.lock"] : ["doc.json"]))
        }
    }

    @Test func warningsDrainOnlyNewOnesAndReachTheCallback() {
        let heard = MemoryDocument<[String]>([])
        let warnings = PersistenceWarnings { warning in heard.update { $0.append(warning.message) } }
        warnings.report(PersistenceWarning(kind: .unwritable(path: "/a"), message: "one"))
        #expect(warnings.drain().map(\.message) == ["one"])
        warnings.report(PersistenceWarning(kind: .unwritable(path: "/b"), message: "two"))
        #expect(warnings.drain().map(\.message) == ["two"])
        #expect(warnings.drain().isEmpty)
        #expect(warnings.all.map(\.message) == ["one", "two"])
        #expect(heard.read() == ["one", "two"])
    }
}
