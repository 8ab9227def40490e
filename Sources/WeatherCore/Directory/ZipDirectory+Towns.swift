/// A town the Map labels: a line of the city index with ZIPs of its own (a USPS name, not an alias), at its first
/// ZIP's coordinates. 20 bytes, about 30,000 of them: what a label's place is made from, so the Map keeps neither
/// the city index nor a line table of it.
struct ZipTown: Sendable {
    /// The zips.tsv row the town's place is made from.
    let row: Int32
    let longitude: Float, latitude: Float
    /// How many ZIPs the town has (it ranks the towns), and its GeoNames population (0 when unknown).
    let zipCount: Int32, population: Int32

    var point: GeoPoint { GeoPoint(longitude: Double(longitude), latitude: Double(latitude)) }

    /// Every town with coordinates, most ZIPs first (the city index's order breaks ties).
    static func all(zips: TSVTable, cities: TSVTable) -> [ZipTown] {
        var towns: [(town: ZipTown, line: Int)] = []
        towns.reserveCapacity(cities.count)
        for line in 0..<cities.count {
            let fields = cities.fields(line)
            guard fields.count >= 5, let row = cities.integers(fields[3]).first, row < zips.count else { continue }
            let rowFields = zips.fields(row)
            guard rowFields.count == 9, let latitude = SpatialIndex.decimal(zips, rowFields[6]),
                let longitude = SpatialIndex.decimal(zips, rowFields[7])
            else { continue }
            let count = cities.integer(fields[2]) ?? cities.integers(fields[3]).count + cities.integers(fields[4]).count
            let population = fields.count > 5 ? cities.integer(fields[5]) ?? 0 : 0
            let town = ZipTown(
                row: Int32(row), longitude: Float(longitude), latitude: Float(latitude),
                zipCount: Int32(clamping: count), population: Int32(clamping: population))
            towns.append((town, line))
        }
        towns.sort { $0.town.zipCount != $1.town.zipCount ? $0.town.zipCount > $1.town.zipCount : $0.line < $1.line }
        return towns.map(\.town)
    }
}

extension ZipDirectory {
    /// Cities with a representative point inside `box`, biggest (most ZIP codes) first: labels for the map.
    public func towns(in box: GeoBox, limit: Int = 50) -> [PlaceMatch] {
        // Abroad, the towns (0.6 MB) are not read to find nothing.
        if let extent, !extent.contains(where: box.intersects) { return [] }
        var found: [PlaceMatch] = []
        for town in townList.value where box.contains(town.point) {
            let place = place(row: Int(town.row))
            found.append(
                PlaceMatch(
                    name: place.city, state: place.state, place: place, zipCount: Int(town.zipCount),
                    population: Int(town.population)))
            if found.count >= limit { break }
        }
        return found
    }
}
