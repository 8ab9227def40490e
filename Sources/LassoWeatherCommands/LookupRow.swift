import TerminalUI
import WeatherCore

/// One line of `lookup` output: ZIP, "City, ST", county, time zone, and a note. A place outside the US has no ZIP
/// and no county: its line is its name, its region and country, its time zone, and its coordinates.
struct LookupRow {
    var zip: String
    var name: String
    var county: String
    var timeZone: String
    var note: String

    /// The notes are in `language`; names, counties and zones as the directory has them.
    init(zip place: Place, language: AppLanguage = .en) {
        self.zip = place.zip
        name = place.displayName
        county = place.county
        timeZone = place.timeZone
        note = Self.kindNote(place, language: language)
    }

    /// A place found by name: its name as matched (an alias says which city it belongs to) and its ZIP count.
    init(match: PlaceMatch, language: AppLanguage = .en) {
        let place = match.place
        guard place.isInUS else {
            // "Toronto, Ontario, CA  Ontario, CA  America/Toronto  43.65°N 79.38°W".
            (zip, name, timeZone) = ("", place.displayName, place.timeZone)
            county = [place.region, place.countryName(in: language)].filter { !$0.isEmpty }.joined(separator: ", ")
            note = Self.coordinates(place, language: language)
            return
        }
        zip = match.place.zip
        name = match.displayName
        county = match.place.county
        timeZone = match.place.timeZone
        var notes: [String] = []
        if match.isAlias { notes.append(language.localized("USPS city {0}", match.place.displayName)) }
        if match.zipCount > 1 { notes.append(language.localized("{0} ZIP codes", String(match.zipCount))) }
        let kind = Self.kindNote(match.place, language: language)
        if !kind.isEmpty { notes.append(kind) }
        note = notes.joined(separator: ", ")
    }

    /// A place the geocoder found: as any match, noted as found online (it is not in the offline directory).
    init(online match: PlaceMatch, language: AppLanguage = .en) {
        self.init(match: match, language: language)
        if match.place.isInUS {
            let country = CountryNames.name(code: "US", english: "United States", in: language)
            county = [match.place.state, country].filter { !$0.isEmpty }.joined(separator: ", ")
            note = Self.coordinates(match.place, language: language)
        }
        if match.isOnline { note = language.localized("{0}, found online", note) }
    }

    /// "47.37°N 8.54°E" in `language`'s words and decimal.
    static func coordinates(_ place: Place, language: AppLanguage = .en) -> String {
        GeoPoint(longitude: place.longitude, latitude: place.latitude).coordinates(in: language)
    }

    static func kindNote(_ place: Place, language: AppLanguage = .en) -> String {
        switch place.kind {
        case .standard: ""
        case .poBox: language.localized("PO boxes only")
        case .unique: language.localized("single organisation")
        case .military: language.localized("military")
        }
    }

    /// Columns padded to their widest entry (in terminal columns), trailing spaces dropped; the ZIP column only
    /// when some row has a ZIP.
    static func aligned(_ rows: [LookupRow]) -> [String] {
        let hasZIPs = rows.contains { !$0.zip.isEmpty }
        let columns: [[String]] = rows.map {
            (hasZIPs ? [$0.zip] : []) + [$0.name, $0.county, $0.timeZone, $0.note]
        }
        let widths = (0..<(hasZIPs ? 5 : 4)).map { index in columns.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
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
