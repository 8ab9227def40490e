import FoundationEssentials

/// Each place's normals, kept forever under the data directory (not the cache, which housekeeping trims): the
/// archive days fetched so far, summed per month-day, so a window of the calendar is asked once ever (31 calls).
/// One file per place, `normals/<place id>.json`, written atomically. A file from before windows holds the whole
/// year's normals and no sums: it is complete, and kept as it is.
public struct NormalsStore: Sendable {
    struct Document: Codable, Sendable {
        var latitude: Double
        var longitude: Double
        var timeZone: String
        var computedAt: Date
        var normals: Normals
        /// The sums behind `normals`; nil in a file that holds the whole year (written before windows).
        var sums: NormalsSums?
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
        kept(for: place, now: now)?.normals
    }

    /// The place's normals and the sums behind them (nil for a whole-year file), or nil when none are kept.
    public func kept(for place: Place, now: Date = Date()) -> (normals: Normals, sums: NormalsSums?)? {
        file(place).load(now: now, warnings: warnings).map { ($0.normals, $0.sums) }
    }

    /// Keeps the sums (and the normals they give) for `place`; a failure to write is reported once as a warning,
    /// and the window asked again another time.
    public func store(_ sums: NormalsSums, for place: Place, at date: Date) {
        let document = Document(
            latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone, computedAt: date,
            normals: sums.normals, sums: sums)
        do {
            try AtomicFile.createDirectory(directory)
            try file(place).save(document)
        } catch {
            let (name, failure, other) = (place.displayName, error as? PersistenceError, "\(error)")
            warnings.report(
                PersistenceWarning(kind: .unwritable(path: directory.path)) {
                    $0.localized(
                        "Couldn't keep {0}'s normals ({1}); they will be asked again.", name,
                        $0 == .en ? other : failure?.reason(in: $0) ?? other)
                })
        }
    }

    private func file(_ place: Place) -> StoredJSONFile<Document> {
        StoredJSONFile(url: directory.appendingPathComponent("\(place.placeID.fileName).json"), maxBytes: 256 * 1024)
    }
}
