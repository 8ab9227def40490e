/// Coordinates of every ZIP in a 1°×1° grid; built on the first `nearest` call so plain lookups never pay for it.
struct SpatialIndex: Sendable {
    static let columns = 360, rows = 180

    /// Per zips.tsv row; NaN when the row has no coordinates.
    let latitudes: [Float], longitudes: [Float]
    /// Per row, the kind code byte (S, P, U, M).
    let kinds: [UInt8]
    /// Rows grouped by cell: rows of cell c are cellRows[cellStarts[c]..<cellStarts[c + 1]].
    let cellStarts: [Int32], cellRows: [Int32]

    static func cell(latitude: Double, longitude: Double) -> (x: Int, y: Int) {
        (
            min(columns - 1, max(0, Int((longitude + 180).rounded(.down)))),
            min(rows - 1, max(0, Int((latitude + 90).rounded(.down))))
        )
    }

    init(zips: TSVTable) {
        var latitudes = [Float](repeating: .nan, count: zips.count)
        var longitudes = latitudes
        var counts = [Int32](repeating: 0, count: Self.columns * Self.rows + 1)
        var cells = [Int32](repeating: -1, count: zips.count)
        var kinds = [UInt8](repeating: 0, count: zips.count)
        for row in 0..<zips.count {
            let fields = zips.fields(row)
            kinds[row] = fields[0].upperBound < zips.line(row).upperBound ? zips.store[fields[0].upperBound + 1] : 0
            guard fields.count == 9, let lat = Self.decimal(zips, fields[6]), let lon = Self.decimal(zips, fields[7])
            else { continue }
            latitudes[row] = Float(lat)
            longitudes[row] = Float(lon)
            let cell = Self.cell(latitude: lat, longitude: lon)
            cells[row] = Int32(cell.y * Self.columns + cell.x)
            counts[cell.y * Self.columns + cell.x + 1] += 1
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }  // prefix sums: cell starts
        var next = counts
        var cellRows = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for (row, cell) in cells.enumerated() where cell >= 0 {
            cellRows[Int(next[Int(cell)])] = Int32(row)
            next[Int(cell)] += 1
        }
        (self.latitudes, self.longitudes, self.kinds, cellStarts, self.cellRows) =
            (latitudes, longitudes, kinds, counts, cellRows)
    }

    /// A decimal like "-73.9967" in `range`; nil when empty, malformed or zero (the source's "no coordinate").
    static func decimal(_ table: TSVTable, _ range: Range<Int>) -> Double? {
        var value = 0.0
        var scale = 1.0
        var negative = false
        var fraction = false
        var digits = 0
        for offset in range {
            switch table.store[offset] {
            case UInt8(ascii: "-") where offset == range.lowerBound: negative = true
            case UInt8(ascii: "."): fraction = true
            case let byte where (48...57).contains(byte):
                value = value * 10 + Double(byte - 48)
                if fraction { scale *= 10 }
                digits += 1
            default: return nil
            }
        }
        guard digits > 0, value != 0 else { return nil }
        return (negative ? -value : value) / scale
    }
}
