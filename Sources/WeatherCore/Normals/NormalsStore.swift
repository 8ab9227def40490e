import FoundationEssentials

/// Each place's computed normals, kept forever under the data directory (not the cache, which housekeeping trims):
/// the archive request behind them weighs about 157 Open-Meteo calls, so a place's is asked once ever.
/// One file per place, `normals/<place id>.json`, written atomically.
public struct NormalsStore: Sendable {
    struct Document: Codable, Sendable {
        var latitude: Double
        var longitude: Double
        var timeZone: String
        var computedAt: Date
        var normals: Normals
    }

    public let directory: URL
    private let warnings: PersistenceWarnings

    /// `normals/` inside `data` (``AppPaths/data``).
    public init(data: URL, warnings: PersistenceWarnings) {
        directory = data.appendingPathComponent("normals", isDirectory: true)
        self.warnings = warnings
    }

    /// The place's normals, or nil when none are kept (or the file is unreadable: moved aside with a warning).
    public func normals(for place: Place, now: Date = Date()) -> Normals? {
        file(place).load(now: now, warnings: warnings)?.normals
    }

    /// Keeps `normals` for `place`; a failure to write is reported once as a warning and the normals asked again
    /// another day (the budget still spaces the requests).
    public func store(_ normals: Normals, for place: Place, at date: Date) {
        let document = Document(
            latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone, computedAt: date,
            normals: normals)
        do {
            try AtomicFile.createDirectory(directory)
            try file(place).save(document)
        } catch {
            warnings.report(
                PersistenceWarning(
                    kind: .unwritable(path: directory.path),
                    message: "Couldn't keep \(place.displayName)'s normals (\(error)); they will be asked again."))
        }
    }

    private func file(_ place: Place) -> StoredJSONFile<Document> {
        StoredJSONFile(url: directory.appendingPathComponent("\(Self.fileName(place)).json"), maxBytes: 256 * 1024)
    }

    /// The place's id made safe for a file name.
    static func fileName(_ place: Place) -> String {
        String(place.id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
