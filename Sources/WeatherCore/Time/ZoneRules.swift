import FoundationEssentials
import Synchronization

/// A named time zone's rules, as the system's tz database (`/usr/share/zoneinfo`, TZif files) states them: the
/// offset from UTC and the abbreviation ("EST", "EDT", "MST", "HST", "ChST") at any instant, daylight saving
/// included. FoundationEssentials has no named zones (they come with ICU, which the app leaves out), so this reads
/// the files itself; instants past the file's last transition follow its POSIX rule (e.g. `EST5EDT,M3.2.0,M11.1.0`).
public struct ZoneRules: Hashable, Sendable {
    /// One kind of local time: its offset east of UTC in seconds, whether it is daylight time, its abbreviation.
    public struct LocalTime: Hashable, Sendable {
        public var offset: Int
        public var isDaylight: Bool
        public var abbreviation: String
    }

    public let identifier: String
    /// Transition instants (seconds since 1970), ascending, and the local time that starts at each.
    let transitions: [Int64]
    let kinds: [LocalTime]
    let kindAt: [Int]
    /// The local time before the first transition.
    let initial: LocalTime
    /// After the last transition.
    let rule: PosixZoneRule?

    /// The local time at `date`.
    public func localTime(at date: Date) -> LocalTime {
        let t = Int64(date.timeIntervalSince1970.rounded(.down))
        // After the last transition the POSIX rule applies; with no transitions at all, always (RFC 8536).
        if let rule, transitions.last.map({ t >= $0 }) ?? true { return rule.localTime(at: t) }
        guard let first = transitions.first, t >= first else { return initial }
        // The last transition at or before t.
        var (low, high) = (0, transitions.count - 1)
        while low < high {
            let mid = (low + high + 1) / 2
            if transitions[mid] <= t { low = mid } else { high = mid - 1 }
        }
        return kinds[kindAt[low]]
    }

    /// The zone named `identifier` from the system's tz database, or nil when the name is not a zone. Where the
    /// file is missing (a machine without the database) the zone comes from the table built into the binary,
    /// which has every zone the ZIP directory uses. Names are checked, so no path outside the database is read.
    public static func named(_ identifier: String, directory: String = "/usr/share/zoneinfo") -> ZoneRules? {
        guard isValidName(identifier) else { return nil }
        let path = directory + "/" + identifier
        if let cached = cache.withLock({ $0[path] }) { return cached }
        // The system's file, else (missing, unreadable or damaged) the built-in table's; misses are cached too,
        // since screens ask for the zone on every frame.
        let system = FileManager.default.contents(atPath: path).flatMap { try? TZif.parse($0, identifier) }
        let rules = system ?? ZoneTable.embedded.tzif(identifier).flatMap { try? TZif.parse($0, identifier) }
        cache.withLock { $0[path] = .some(rules) }
        return rules
    }

    /// IANA names are letters, digits and `_+-` in `/`-separated parts, none of them `.` or `..`.
    static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count < 64, !name.hasPrefix("/") else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
        }
    }

    /// The zones read so far, by path: each file is read once per process.
    private static let cache = Mutex<[String: ZoneRules?]>([:])
}
