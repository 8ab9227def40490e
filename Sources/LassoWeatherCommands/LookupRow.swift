import TerminalUI
import WeatherCore

/// One line of `lookup` output: ZIP, "City, ST", county, time zone, and a note.
struct LookupRow {
    var zip: String
    var name: String
    var county: String
    var timeZone: String
    var note: String

    init(zip place: Place) {
        self.zip = place.zip
        name = place.displayName
        county = place.county
        timeZone = place.timeZone
        note = Self.kindNote(place)
    }

    /// A place found by name: its name as matched (an alias says which city it belongs to) and its ZIP count.
    init(match: PlaceMatch) {
        zip = match.place.zip
        name = match.displayName
        county = match.place.county
        timeZone = match.place.timeZone
        var notes: [String] = []
        if match.isAlias { notes.append("USPS city \(match.place.displayName)") }
        if match.zipCount > 1 { notes.append("\(match.zipCount) ZIP codes") }
        let kind = Self.kindNote(match.place)
        if !kind.isEmpty { notes.append(kind) }
        note = notes.joined(separator: ", ")
    }

    static func kindNote(_ place: Place) -> String {
        switch place.kind {
        case .standard: ""
        case .poBox: "PO boxes only"
        case .unique: "single organisation"
        case .military: "military"
        }
    }

    /// Columns padded to their widest entry (in terminal columns), trailing spaces dropped.
    static func aligned(_ rows: [LookupRow]) -> [String] {
        let columns: [[String]] = rows.map { [$0.zip, $0.name, $0.county, $0.timeZone, $0.note] }
        let widths = (0..<5).map { index in columns.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
        return columns.map { fields in
            var line = ""
            for (index, field) in fields.enumerated() {
                line += field
                if index < fields.count - 1 {
                    line += TextLayout.spaces(widths[index] - DisplayWidth.of(field) + 2)
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
