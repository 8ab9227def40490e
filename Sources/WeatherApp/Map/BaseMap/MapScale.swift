import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The legend's numbers: the centre as "40.71°N 74.01°W" and a scale bar of a round distance ("├──┤ 50 km").
enum MapScale {
    /// Kilometres one terminal column (two dots) spans at the centre's latitude.
    static func kmPerColumn(_ viewport: MapViewport) -> Double {
        let kmPerDegree = 111.32 * cos(viewport.center.latitude * .pi / 180)
        return 2 * kmPerDegree / viewport.dotsPerDegree
    }

    /// The longest round distance (1, 2 or 5 × 10ⁿ) whose bar fits in `maxColumns`, drawn to scale.
    static func bar(kmPerColumn: Double, maxColumns: Int = 8) -> (bar: String, label: String) {
        let nice = stride(from: -2, through: 5, by: 1).flatMap { exponent in
            [1.0, 2, 5].map { $0 * pow(10, Double(exponent)) }
        }
        let distance = nice.last { $0 / kmPerColumn <= Double(maxColumns) } ?? nice[0]
        let columns = max(2, Int((distance / kmPerColumn).rounded()))
        let bar = "├" + String(repeating: "─", count: columns - 2) + "┤"
        let label = distance >= 1 ? "\(Int(distance)) km" : "\(Int((distance * 1000).rounded())) m"
        return (bar, label)
    }

    /// "40.71°N 74.01°W"; "40,71°N 74,01°W" in German, "北緯40.71° 西経74.01°" in Japanese.
    static func coordinates(_ point: GeoPoint, in language: AppLanguage = .en) -> String {
        let lat = Units.decimal(abs(point.latitude).fixed(2), in: language)
        let lon = Units.decimal(abs(point.longitude).fixed(2), in: language)
        let north = point.latitude < 0 ? language.localized("{0}°S", lat) : language.localized("{0}°N", lat)
        let east = point.longitude < 0 ? language.localized("{0}°W", lon) : language.localized("{0}°E", lon)
        return "\(north) \(east)"
    }
}
