import Foundation

@testable import WeatherCore

/// A fresh directory under the system temp folder, removed when the test is done.
/// Call sites spell out `(dir) throws in`: a closure whose only `try`s sit inside #expect is otherwise inferred
/// as non-throwing.
func withPersistenceTempDir<R>(_ body: (URL) throws -> R) throws -> R {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("lasso-persist-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

func withPersistenceTempDirAsync<R>(_ body: (URL) async throws -> R) async throws -> R {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("lasso-persist-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}

/// App paths with the three XDG directories inside `root`.
func persistencePaths(in root: URL) -> AppPaths {
    AppPaths(environment: [
        "XDG_DATA_HOME": root.appendingPathComponent("data").path,
        "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
    ])!
}

/// File names in a directory, sorted.
func persistedFileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// A place for ZIP `zip`; the other fields only need to round-trip.
func persistencePlace(_ zip: String, city: String = "Testville", state: String = "NY") -> Place {
    Place(
        zip: zip, city: city, state: state, county: "Test County", timeZone: "America/New_York",
        latitude: 40.75, longitude: -73.99, alternateCities: ["Alt \(zip)"]
    )
}

/// A fixed moment plus `seconds`, so tests never depend on the real clock.
func fixedMoment(_ seconds: TimeInterval = 0) -> Date {
    Date(timeIntervalSince1970: 1_800_000_000 + seconds)
}

/// Whether this process can be refused by file permissions (root ignores them).
let persistencePermissionsApply = geteuid() != 0
