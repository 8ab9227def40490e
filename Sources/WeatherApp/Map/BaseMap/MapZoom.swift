import WeatherCore

/// The Map's fixed zoom steps. Each is a scale in braille dots per degree of longitude, so a bigger terminal shows
/// more area at the same zoom (as MapSCII does) rather than the same area magnified.
public enum MapZoom {
    /// Doubling steps: at 80 columns (160 dots) the first spans ~160° (the world), the last ~0.3° (a city).
    public static let scales: [Double] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]

    /// About 10° across at 80 columns: the place with its state and neighbours around it.
    public static let defaultIndex = 4

    /// From this zoom on, towns from the ZIP directory are dotted and named; further out they would be a smear.
    public static let townsFromIndex = 4

    /// In screen-reader mode the list names the largest towns in view from this zoom on (about 40° across at 80
    /// columns: a region of a continent), not only close in: the list has room for ten, where the picture has none.
    public static let townsInWordsFromIndex = 2

    /// From this zoom on (about 5° across at 80 columns), every county is outlined, dimly: one zoom step further in
    /// than towns, where a county is several cells wide rather than a tangle of dots.
    public static let countyLinesFromIndex = 5

    /// The geographic centre of the contiguous US: where the map looks when no place has coordinates.
    public static let contiguousUS = GeoPoint(longitude: -98.58, latitude: 39.83)

    public static func clamped(_ index: Int) -> Int {
        min(scales.count - 1, max(0, index))
    }

    /// How many towns to ask for: roughly one label per 60 cells of map, within sane bounds.
    static func townLimit(for size: MapScreen.Size) -> Int {
        min(60, max(8, size.width * size.height / 60))
    }
}
