/// How a radar source colours reflectivity: the colour of each dBZ band, read back by the decoder as the band of
/// the nearest colour. A property of the source: another service with its own legend is another table.
public struct RadarColorTable: Hashable, Sendable {
    /// One legend colour and the dBZ at its band's lower bound.
    public struct Band: Hashable, Sendable {
        public var dbz: Int
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(dbz: Int, red: UInt8, green: UInt8, blue: UInt8) {
            (self.dbz, self.red, self.green, self.blue) = (dbz, red, green, blue)
        }
    }

    /// Lowest first.
    public var bands: [Band]

    public init(bands: [Band]) { self.bands = bands }

    /// The dBZ band of an opaque pixel, or nil for a transparent one (no echo) or a colour far from every band
    /// (a map label or border drawn by another server).
    public func dbz(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Int? {
        guard alpha >= 128 else { return nil }
        var best: (dbz: Int, distance: Int)?
        for band in bands {
            let dr = Int(red) - Int(band.red)
            let dg = Int(green) - Int(band.green)
            let db = Int(blue) - Int(band.blue)
            let distance = dr * dr + dg * dg + db * db
            if best == nil || distance < best!.distance { best = (band.dbz, distance) }
        }
        // Farther than about 60 levels a channel from every legend colour: not a reflectivity pixel.
        guard let best, best.distance <= 60 * 60 * 3 else { return nil }
        return best.dbz
    }
}

extension RadarColorTable {
    /// The NWS's reflectivity legend, 5 dBZ a colour from 5 dBZ (light green-blue drizzle) to 75 dBZ (hail), as on
    /// the NWS RIDGE radar pages and the IEM's N0Q composite, whose ramp runs through the same colours at finer
    /// steps: the finer N0Q shades land in their 5 dBZ band.
    ///
    /// Source of the colours: the NWS radar legend (RIDGE "N0R/N0Q" reflectivity), widely reproduced, e.g. in the
    /// GEMPAK and GR2Analyst colour tables; values are the band's lower bound.
    public static let nwsReflectivity = RadarColorTable(rgb: [
        (5, 0x04, 0xE9, 0xE7), (10, 0x01, 0x9F, 0xF4), (15, 0x03, 0x00, 0xF4), (20, 0x02, 0xFD, 0x02),
        (25, 0x01, 0xC5, 0x01), (30, 0x00, 0x8E, 0x00), (35, 0xFD, 0xF8, 0x02), (40, 0xE5, 0xBC, 0x00),
        (45, 0xFD, 0x95, 0x00), (50, 0xFD, 0x00, 0x00), (55, 0xD4, 0x00, 0x00), (60, 0xBC, 0x00, 0x00),
        (65, 0xF8, 0x00, 0xFD), (70, 0x98, 0x54, 0xC6), (75, 0xFD, 0xFD, 0xFD),
    ])

    /// A table from (dBZ, red, green, blue) rows, lowest first.
    public init(rgb rows: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)]) {
        self.init(bands: rows.map { Band(dbz: $0.dbz, red: $0.red, green: $0.green, blue: $0.blue) })
    }
}
