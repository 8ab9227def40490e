import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The nearest echo of precipitation around a place in one radar frame, as the centre of its cells: where it is,
/// in kilometres east and north of the place. Two frames' centres say which way it moves.
struct RadarEcho: Equatable {
    var east: Double
    var north: Double

    /// The grid the frame is read on, in kilometres: fine enough for a town, coarse enough to read each frame.
    static let stepKilometres = 2.0
    /// Cells this close to the nearest echo cell count as the same echo.
    static let extentKilometres = 20.0
    /// Less movement than this between the oldest frame and the newest is no movement worth saying.
    static let leastMovementKilometres = 3.0

    /// The nearest echo within `radius` km of `place` in `frame`, as the centre of its cells; nil when none.
    static func nearest(in frame: RadarFrame, around place: Place, radius: Double) -> RadarEcho? {
        let perLatitude = 111.2
        let perLongitude = 111.2 * cos(place.latitude * .pi / 180)
        guard perLongitude > 0.01 else { return nil }
        var cells: [(east: Double, north: Double)] = []
        let steps = Int(radius / stepKilometres)
        for row in -steps...steps {
            for column in -steps...steps {
                let (east, north) = (Double(column) * stepKilometres, Double(row) * stepKilometres)
                guard east * east + north * north <= radius * radius,
                    let dbz = frame.dbz(
                        latitude: place.latitude + north / perLatitude, longitude: place.longitude + east / perLongitude
                    ),
                    dbz >= ReflectivityScale.precipitationFloor
                else { continue }
                cells.append((east, north))
            }
        }
        guard
            let nearest = cells.min(by: {
                $0.east * $0.east + $0.north * $0.north < $1.east * $1.east + $1.north * $1.north
            })
        else { return nil }
        let echo = cells.filter { cell in
            let (de, dn) = (cell.east - nearest.east, cell.north - nearest.north)
            return de * de + dn * dn <= extentKilometres * extentKilometres
        }
        let count = Double(echo.count)
        return RadarEcho(
            east: echo.reduce(0) { $0 + $1.east } / count, north: echo.reduce(0) { $0 + $1.north } / count)
    }

    /// Which way the echo went from `earlier` to this one ("north-east"); nil when it hardly moved.
    func direction(since earlier: RadarEcho) -> String? {
        let (de, dn) = (east - earlier.east, north - earlier.north)
        guard de * de + dn * dn >= Self.leastMovementKilometres * Self.leastMovementKilometres else { return nil }
        return RadarWords.direction(degrees: atan2(dn, de) * 180 / .pi)
    }
}
