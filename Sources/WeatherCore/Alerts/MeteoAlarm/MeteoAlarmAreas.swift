import FoundationEssentials

/// MeteoAlarm's warning areas, EMMA_ID → country and name (Resources/meteoalarm-areas.tsv, from MeteoAlarm's own
/// geocodes). A feed's area text cannot be matched to a place: Poland's English text is "Śląskie Province Tychy
/// County", which names no place. Its EMMA_ID (PL2477) is MeteoAlarm's area "Tychy", which does.
struct MeteoAlarmAreas: Sendable {
    struct Area: Hashable, Sendable {
        var country: String
        var name: String
    }

    let areas: [String: Area]

    /// The table compiled into the binary, inflated on first use.
    static let shared = MeteoAlarmAreas(EmbeddedResource.meteoAlarmAreas.inflated())

    init(_ store: ByteStore) {
        let table = TSVTable(store)
        var areas: [String: Area] = [:]
        for row in 0..<table.count {
            let fields = table.fields(row)
            guard fields.count >= 3 else { continue }
            areas[store.string(fields[0])] = Area(country: store.string(fields[1]), name: store.string(fields[2]))
        }
        self.areas = areas
    }

    /// A table over text in the format of Resources/meteoalarm-areas.tsv.
    init(tsv: String) { self.init(ByteStore(copying: Data(tsv.utf8))) }

    /// Which of a feed's areas are the place's own. An area MeteoAlarm's table knows is the place's when its EMMA_ID
    /// is one of the place's region (``regionCodes(of:directory:)``); an area it does not know (a country the table
    /// lacks, or a code newer than it) when its own text is named as the place or its region.
    func ownArea(of place: Place, directory: WorldDirectory?) -> (CAPArea) -> Bool {
        let codes = regionCodes(of: place, directory: directory)
        let names = PlaceNames(place, directory: directory)
        return { area in
            if let code = area.geocodes["EMMA_ID"], areas[code] != nil { return codes.contains(code) }
            let key = CityKey.key(area.areaDesc)
            return names.isPlace(key) || names.isRegion(key)
        }
    }

    /// The EMMA_IDs of the place's country whose name, whole and folded (case, accents, punctuation), is the
    /// place's name or one of its alternate names ("Warszawa" for Warsaw: never the county "warszawski zachodni");
    /// when none is, those named as its first-level region ("Drenthe").
    func regionCodes(of place: Place, directory: WorldDirectory?) -> Set<String> {
        let names = PlaceNames(place, directory: directory)
        let country = place.country.uppercased()
        let inCountry = areas.filter { $0.value.country == country }.map {
            (code: $0.key, key: CityKey.key($0.value.name))
        }
        let own = inCountry.filter { names.isPlace($0.key) }
        return Set((own.isEmpty ? inCountry.filter { names.isRegion($0.key) } : own).map(\.code))
    }
}

/// A place's names as folded keys: its own and alternates (the place's, and the world directory's for its GeoNames
/// id), and its first-level region's.
private struct PlaceNames {
    let own: Set<String>
    let region: String
    let geonameID: Int?
    let directory: WorldDirectory?

    init(_ place: Place, directory: WorldDirectory?) {
        own = Set(([place.city] + place.alternateCities).map(CityKey.key).filter { !$0.isEmpty })
        region = CityKey.key(place.region)
        geonameID = place.geonameID
        self.directory = directory
    }

    func isPlace(_ key: String) -> Bool {
        guard !key.isEmpty else { return false }
        if own.contains(key) { return true }
        guard let geonameID, let directory else { return false }
        return directory.isNamed(key, geonameID: geonameID)
    }

    func isRegion(_ key: String) -> Bool { !key.isEmpty && key == region }
}
