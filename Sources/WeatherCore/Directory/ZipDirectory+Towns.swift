/// A town the Map labels: a USPS city name and its state, at the coordinates of its first ZIP (in ZIP order) that
/// has some. 20 bytes, about 30,000 of them, read from zips.tsv alone, which the directory keeps inflated anyway:
/// neither the city index (1.7 MB inflated) nor a line table of it is read for them, even for a moment.
struct ZipTown: Sendable {
    /// The zips.tsv row the town's place is made from.
    let row: Int32
    let longitude: Float, latitude: Float
    /// How many ZIPs name the town as their city: it ranks the towns.
    let zipCount: Int32

    var point: GeoPoint { GeoPoint(longitude: Double(longitude), latitude: Double(latitude)) }

    /// Every town with coordinates, most ZIPs first (then by state and name). The rows are sorted by state and
    /// city, byte for byte, through an index of 4-byte row numbers, so a town is a run of equal keys.
    static func all(zips: TSVTable) -> [ZipTown] {
        let store = zips.store
        // Each row's city and state fields (the 3rd and 4th), found once.
        var keys: [(city: Range<Int32>, state: Range<Int32>)] = []
        keys.reserveCapacity(zips.count)
        for row in 0..<zips.count {
            let fields = zips.fields(row)
            guard fields.count == 9 else {
                keys.append((0..<0, 0..<0))
                continue
            }
            keys.append((Self.narrow(fields[2]), Self.narrow(fields[3])))
        }
        func compare(_ a: Range<Int32>, _ b: Range<Int32>) -> Int {
            store.compare(Int(a.lowerBound)..<Int(a.upperBound), Int(b.lowerBound)..<Int(b.upperBound))
        }
        var order = (0..<Int32(zips.count)).filter { !keys[Int($0)].city.isEmpty }
        order.sort { a, b in
            let (x, y) = (keys[Int(a)], keys[Int(b)])
            let state = compare(x.state, y.state)
            if state != 0 { return state < 0 }
            let city = compare(x.city, y.city)
            return city != 0 ? city < 0 : a < b
        }
        var towns: [ZipTown] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            let first = keys[Int(order[start])]
            while end < order.count, compare(keys[Int(order[end])].city, first.city) == 0,
                compare(keys[Int(order[end])].state, first.state) == 0
            {
                end += 1
            }
            // The run's rows are in ZIP order: the first with coordinates stands for the town.
            for row in order[start..<end].map(Int.init) {
                let fields = zips.fields(row)
                guard let latitude = SpatialIndex.decimal(zips, fields[6]),
                    let longitude = SpatialIndex.decimal(zips, fields[7])
                else { continue }
                towns.append(
                    ZipTown(
                        row: Int32(row), longitude: Float(longitude), latitude: Float(latitude),
                        zipCount: Int32(end - start)))
                break
            }
            start = end
        }
        // Stable by construction: runs are in state and city order, so ties keep it.
        return towns.enumerated().sorted {
            $0.element.zipCount != $1.element.zipCount
                ? $0.element.zipCount > $1.element.zipCount : $0.offset < $1.offset
        }.map(\.element)
    }

    private static func narrow(_ range: Range<Int>) -> Range<Int32> {
        Int32(range.lowerBound)..<Int32(range.upperBound)
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
                PlaceMatch(name: place.city, state: place.state, place: place, zipCount: Int(town.zipCount)))
            if found.count >= limit { break }
        }
        return found
    }
}
