import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A place and how far it is from where the search started.
public struct NearbyPlace: Hashable, Sendable {
    public var place: Place
    public var distanceKm: Double
}

extension ZipDirectory {
    /// The ZIP codes nearest a coordinate, closest first (ZIPs without coordinates are never included).
    public func nearest(
        latitude: Double, longitude: Double, limit: Int = 10, kinds: Set<Place.Kind> = Set(Place.Kind.allCases)
    ) -> [NearbyPlace] {
        guard limit > 0, !kinds.isEmpty, latitude.isFinite, longitude.isFinite else { return [] }
        let index = spatial.value
        let origin = SpatialIndex.cell(latitude: latitude, longitude: longitude)
        let shrink = max(0.01, cos(latitude * .pi / 180))  // east-west degrees are shorter away from the equator
        var best: [(distance: Double, row: Int)] = []  // squared equirectangular distance, ascending
        for ring in 0..<SpatialIndex.columns {
            // Every cell in this ring is at least (ring - 1) cells away; stop once nothing there can be closer.
            if best.count == limit, let worst = best.last?.distance, worst <= pow(Double(ring - 1) * shrink, 2),
                ring > 1
            {
                break
            }
            for (x, y) in Self.ring(ring, around: origin) {
                let cell = y * SpatialIndex.columns + x
                for slot in Int(index.cellStarts[cell])..<Int(index.cellStarts[cell + 1]) {
                    let row = Int(index.cellRows[slot])
                    let kind = Self.kind(index.kinds[row])
                    guard kinds.count == Place.Kind.allCases.count || kinds.contains(kind) else { continue }
                    let dLat = Double(index.latitudes[row]) - latitude
                    let dLon = (Double(index.longitudes[row]) - longitude) * shrink
                    let distance = dLat * dLat + dLon * dLon
                    if best.count < limit || distance < best[best.count - 1].distance {
                        let position = best.firstIndex { $0.distance > distance } ?? best.count
                        best.insert((distance, row), at: position)
                        if best.count > limit { best.removeLast() }
                    }
                }
            }
        }
        let origin2 = GeoPoint(longitude: longitude, latitude: latitude)
        return best.map { entry in
            let place = place(row: entry.row)
            return NearbyPlace(place: place, distanceKm: origin2.distanceKm(to: place.coordinate))
        }
    }

    /// Grid cells at Chebyshev distance `ring` from `center`, clipped to the grid.
    private static func ring(_ ring: Int, around center: (x: Int, y: Int)) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for y in max(0, center.y - ring)...min(SpatialIndex.rows - 1, center.y + ring) {
            let xs =
                abs(y - center.y) == ring
                ? Array(center.x - ring...center.x + ring)
                : ring == 0 ? [center.x] : [center.x - ring, center.x + ring]
            for x in xs where (0..<SpatialIndex.columns).contains(x) { cells.append((x, y)) }
        }
        return cells
    }
}
