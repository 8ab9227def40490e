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
    static func bar(
        kmPerColumn: Double, maxColumns: Int = 8, in language: AppLanguage = .en
    ) -> (bar: String, label: String) {
        let nice = stride(from: -2, through: 5, by: 1).flatMap { exponent in
            [1.0, 2, 5].map { $0 * pow(10, Double(exponent)) }
        }
        let distance = nice.last { $0 / kmPerColumn <= Double(maxColumns) } ?? nice[0]
        let columns = max(2, Int((distance / kmPerColumn).rounded()))
        let bar = "├" + String(repeating: "─", count: columns - 2) + "┤"
        let label =
            distance >= 1
            ? Units.measure(String(Int(distance)), "km", in: language)
            : Units.measure(String(Int((distance * 1000).rounded())), "m", in: language)
        return (bar, label)
    }
}
