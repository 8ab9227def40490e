import Foundation
import WeatherCore

@testable import WeatherApp

/// Two hand-made counties splitting the fixture state "TS" in half, and alerts over the fixture map's area.
enum MapAlertFixtures {
    /// "99001" Westcounty and "99003" Eastcounty: boxes sharing the line at 99.75°W; one level, tolerance 0.
    static let counties: CountyGeometry = {
        let boxes: [(fips: String, name: String, corners: [Int32])] = [
            ("99001", "Westcounty", [-10100, 3930, -9975, 4060]),  // min lon, min lat, max lon, max lat; 1/100°
            ("99003", "Eastcounty", [-9975, 3930, -9850, 4060]),
        ]
        var data = Data("LWCNTY1\n".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        append(UInt32(100))
        append(UInt16(1))
        append(UInt16(boxes.count))  // 100 units per degree, 1 level
        append(Float(0).bitPattern)
        for box in boxes {
            data.append(contentsOf: Array(box.fips.utf8) + [UInt8(box.name.utf8.count)] + Array(box.name.utf8))
            for corner in box.corners { append(corner) }
        }
        var points: [UInt8] = []
        var offsets: [UInt32] = []
        for box in boxes {
            offsets.append(UInt32(points.count))
            let c = box.corners.map(Int.init)
            var previous = (0, 0)
            for point in [(c[0], c[1]), (c[2], c[1]), (c[2], c[3]), (c[0], c[3]), (c[0], c[1])] {
                points += varint(point.0 - previous.0) + varint(point.1 - previous.1)
                previous = point
            }
        }
        append(UInt32(boxes.count))
        append(UInt32(points.count))
        for first in 0...boxes.count { append(UInt32(first)) }
        for offset in offsets { append(offset) }
        data.append(contentsOf: points)
        return try! CountyGeometry(data: data)
    }()

    /// Zigzag LEB128, as in scripts/generate_resources.py.
    private static func varint(_ value: Int) -> [UInt8] {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        var bytes: [UInt8] = []
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        return bytes + [UInt8(rest)]
    }

    /// Storm-based, around Eastham: drawn as its polygon, not as the county it also names.
    static let tornado = WeatherAlert(
        id: "tornado", event: "Tornado Warning", severity: .extreme, sameCodes: ["099003"],
        polygon: [
            [
                GeoPoint(longitude: -98, latitude: 39), GeoPoint(longitude: -96.5, latitude: 39.2),
                GeoPoint(longitude: -96.2, latitude: 40), GeoPoint(longitude: -97, latitude: 40.4),
                GeoPoint(longitude: -98.2, latitude: 39.8), GeoPoint(longitude: -98, latitude: 39),
            ]
        ])

    /// Zone-based: Westcounty, and a code that names no county.
    static let heat = WeatherAlert(
        id: "heat", event: "Extreme Heat Warning", severity: .severe, sameCodes: ["099001", "099999"])

    static let wind = WeatherAlert(id: "wind", event: "Wind Advisory", severity: .moderate, sameCodes: ["099003"])

    /// Neither a polygon nor a known county: not drawn, not named.
    static let marine = WeatherAlert(
        id: "marine", event: "Small Craft Advisory", severity: .minor, sameCodes: ["073530"])
}
