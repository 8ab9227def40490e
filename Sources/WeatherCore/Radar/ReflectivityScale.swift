/// Radar reflectivity (dBZ) whatever the source: what counts as precipitation and the words for it. How a source
/// colours it is its ``RadarColorTable``.
public enum ReflectivityScale {
    /// Echoes under this are left out: clear-air returns, insects, ground clutter, not precipitation.
    public static let precipitationFloor = 15

    /// Words for a dBZ, as forecasters use them.
    public static func intensity(_ dbz: Int) -> String {
        switch dbz {
        case ..<20: "light"
        case ..<35: "rain"
        case ..<45: "moderate rain"
        case ..<55: "heavy rain"
        default: "very heavy rain or hail"
        }
    }
}
