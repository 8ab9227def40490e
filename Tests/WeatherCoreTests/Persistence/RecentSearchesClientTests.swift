import Foundation
import Testing

@testable import WeatherCore

@Suite struct RecentSearchesClientTests {
    /// The same scenario against the file-backed and the in-memory client: they must behave alike.
    @Test(arguments: ["live", "inMemory"])
    func recordUpdateRemoveAndRestore(kind: String) throws {
        try withPersistenceTempDir { (dir) throws in
            let warnings = PersistenceWarnings()
            let client =
                kind == "live"
                ? RecentSearchesClient.live(paths: persistencePaths(in: dir), warnings: warnings) : .inMemory()
            #expect(client.all() == [])
            _ = client.record(persistencePlace("10001"), fixedMoment(0))
            _ = client.record(persistencePlace("94103"), fixedMoment(1))
            let updated = client.updateObservation("10001", 18.5, .metric, 2, fixedMoment(2))
            #expect(updated.map(\.place.zip) == ["94103", "10001"])
            #expect(updated[1].lastTemperature == 18.5 && updated[1].lastSeenAt == fixedMoment(2))

            let removal = try #require(client.remove("94103"))
            #expect(removal.index == 0 && removal.entries.map(\.place.zip) == ["10001"])
            #expect(client.remove("94103") == nil)
            let restored = client.restore(removal.entry, removal.index)
            #expect(restored.map(\.place.zip) == ["94103", "10001"])
            #expect(client.all() == restored)
            #expect(warnings.all.isEmpty)
        }
    }

    @Test func survivesARestart() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            _ = RecentSearchesClient.live(paths: paths, warnings: warnings).record(
                persistencePlace("96813"), fixedMoment())
            _ = RecentSearchesClient.live(paths: paths, warnings: warnings)
                .updateObservation("96813", 82, .imperial, 1, fixedMoment(30))
            let reloaded = RecentSearchesClient.live(paths: paths, warnings: warnings).all()
            #expect(
                reloaded == [
                    RecentSearch(
                        place: persistencePlace("96813"), searchedAt: fixedMoment(), lastTemperature: 82,
                        lastUnits: .imperial,
                        lastWeatherCode: 1, lastSeenAt: fixedMoment(30)
                    )
                ])
            #expect(FileManager.default.fileExists(atPath: paths.recentSearchesFile.path))
        }
    }

    @Test func twoInstancesInterleavingLoseNothing() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            let a = RecentSearchesClient.live(paths: paths, warnings: warnings)
            let b = RecentSearchesClient.live(paths: paths, warnings: warnings)
            _ = a.record(persistencePlace("10001"), fixedMoment(0))
            _ = b.record(persistencePlace("94103"), fixedMoment(1))
            // A undoes a delete after B added something: both changes survive.
            let removal = try #require(a.remove("10001"))
            _ = b.record(persistencePlace("60601"), fixedMoment(2))
            let merged = a.restore(removal.entry, removal.index)
            #expect(merged.map(\.place.zip) == ["60601", "10001", "94103"])
            #expect(b.all() == merged)
        }
    }

    /// Many separate client instances at once, on real threads; only the file lock keeps them apart.
    @Test func concurrentInstancesAddingDifferentZIPsAllSurvive() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            let zips = (0..<20).map { String(format: "%05d", 30000 + $0) }
            DispatchQueue.concurrentPerform(iterations: zips.count) { index in
                let client = RecentSearchesClient.live(paths: paths, warnings: warnings)
                _ = client.record(persistencePlace(zips[index]), fixedMoment(Double(index)))
                _ = client.updateObservation(zips[index], Double(index), .imperial, index, fixedMoment(100))
            }
            let all = RecentSearchesClient.live(paths: paths, warnings: warnings).all()
            #expect(Set(all.map(\.place.zip)) == Set(zips))
            #expect(all.allSatisfy { $0.lastTemperature == Double(Int($0.place.zip)! - 30000) })
            #expect(warnings.all.isEmpty)
            #expect(try persistedFileNames(in: paths.data) == ["recent.json", "recent.json.lock"])
        }
    }

    /// Two other processes (this test binary, running `childProcessWriter`) writing at the same time.
    @Test func twoProcessesAddingDifferentZIPsAllSurvive() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let batches = [
                (0..<10).map { String(format: "%05d", 40000 + $0) },
                (0..<10).map { String(format: "%05d", 50000 + $0) },
            ]
            let children = try batches.enumerated().map { index, zips in
                try RecentSearchesChildWriter.launch(
                    dataHome: dir.appendingPathComponent("data"), zips: zips,
                    log: dir.appendingPathComponent("child-\(index).log"))
            }
            for (index, child) in children.enumerated() {
                child.waitUntilExit()
                let log =
                    (try? String(contentsOf: dir.appendingPathComponent("child-\(index).log"), encoding: .utf8)) ?? ""
                #expect(child.terminationStatus == 0, "child \(index) failed:\n\(log)")
                #expect(log.contains("1 test"), "child \(index) ran no writer test:\n\(log)")
            }
            let all = RecentSearchesClient.live(paths: paths, warnings: PersistenceWarnings()).all()
            #expect(Set(all.map(\.place.zip)) == Set(batches.joined()))
        }
    }

    @Test(.enabled(if: RecentSearchesChildWriter.isChild, "runs only inside twoProcessesAddingDifferentZIPsAllSurvive"))
    func childProcessWriter() throws {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = try #require(environment[RecentSearchesChildWriter.dataHomeVariable])
        let zips = try #require(environment[RecentSearchesChildWriter.zipsVariable]).split(separator: ",").map(
            String.init)
        let paths = try #require(AppPaths(environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": dataHome]))
        let warnings = PersistenceWarnings()
        for (index, zip) in zips.enumerated() {
            // A fresh client each time, like separate app runs, to maximise interleaving with the other child.
            _ = RecentSearchesClient.live(paths: paths, warnings: warnings).record(
                persistencePlace(zip), fixedMoment(Double(index)))
        }
        #expect(warnings.all.isEmpty)
    }
}

/// Starts this test binary again, running only `childProcessWriter`.
enum RecentSearchesChildWriter {
    static let dataHomeVariable = "LASSO_PERSIST_CHILD_DATA_HOME"
    static let zipsVariable = "LASSO_PERSIST_CHILD_ZIPS"
    static var isChild: Bool { ProcessInfo.processInfo.environment[dataHomeVariable] != nil }

    static func launch(dataHome: URL, zips: [String], log: URL) throws -> Process {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "childProcessWriter"]
        var environment = ProcessInfo.processInfo.environment
        environment[dataHomeVariable] = dataHome.path
        environment[zipsVariable] = zips.joined(separator: ",")
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }
}
