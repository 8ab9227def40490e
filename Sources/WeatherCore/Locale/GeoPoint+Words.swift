extension GeoPoint {
    /// "40.71°N 74.01°W"; "40,71°N 74,01°W" in German, "北緯40.71° 西経74.01°" in Japanese. Two decimals (about a
    /// kilometre): enough to tell two towns of one name apart.
    public func coordinates(in language: AppLanguage = .en) -> String {
        let lat = Units.decimal(abs(latitude).fixed(2), in: language)
        let lon = Units.decimal(abs(longitude).fixed(2), in: language)
        let north = latitude < 0 ? language.localized("{0}°S", lat) : language.localized("{0}°N", lat)
        let east = longitude < 0 ? language.localized("{0}°W", lon) : language.localized("{0}°E", lon)
        return "\(north) \(east)"
    }
}
