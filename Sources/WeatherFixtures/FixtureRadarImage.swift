import CPNG
import Foundation

/// The fixture's radar: a band of rain lying north-east to south-west through the middle of whatever box is asked,
/// moving east 0.25° every 10 minutes through the hour (from 0.75° west of the middle at :00 to 0.75° east at :59,
/// then back), heaviest along its centre line (50 dBZ) and lightest at its edges (20 dBZ), drawn as the IEM draws
/// the N0Q composite: a paletted PNG of exactly the box and size asked, transparent (a tRNS entry) where there is
/// no echo. Any view, any hour, shows it moving in its loop.
public enum FixtureRadarImage {
    /// The NWS reflectivity legend the IEM colours with, from 5 dBZ in 5 dBZ steps.
    public static let palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = [
        (5, 0x04, 0xE9, 0xE7), (10, 0x01, 0x9F, 0xF4), (15, 0x03, 0x00, 0xF4), (20, 0x02, 0xFD, 0x02),
        (25, 0x01, 0xC5, 0x01), (30, 0x00, 0x8E, 0x00), (35, 0xFD, 0xF8, 0x02), (40, 0xE5, 0xBC, 0x00),
        (45, 0xFD, 0x95, 0x00), (50, 0xFD, 0x00, 0x00), (55, 0xD4, 0x00, 0x00), (60, 0xBC, 0x00, 0x00),
        (65, 0xF8, 0x00, 0xFD), (70, 0x98, 0x54, 0xC6), (75, 0xFD, 0xFD, 0xFD),
    ]

    static let degreesPerTenMinutes = 0.25
    static let halfWidthDegrees = 0.6

    /// What a stale source shows at every time: the default time of the IEM's `n0q-t.cgi`, 2011-02-21T19:30Z.
    public static let frozenTime = Date(timeIntervalSince1970: 1_298_316_600)

    /// The dBZ at a point and time in a box (west, south, east, north), nil where it is dry. With `within` (a
    /// composite's reach) the band runs through the middle of the part of the box inside it and is cut to it.
    public static func dbz(
        longitude: Double, latitude: Double, at time: Date, box: [Double], within reach: [Double]? = nil,
        pixel: (x: Int, y: Int)? = nil
    ) -> Int? {
        guard box.count == 4 else { return nil }
        if let reach {
            guard reach.count == 4, longitude >= reach[0], longitude <= reach[2], latitude >= reach[1],
                latitude <= reach[3]
            else { return nil }
            let clipped = [max(box[0], reach[0]), max(box[1], reach[1]), min(box[2], reach[2]), min(box[3], reach[3])]
            return dbz(longitude: longitude, latitude: latitude, at: time, box: clipped, pixel: pixel)
        }
        let minutes = time.timeIntervalSince1970.truncatingRemainder(dividingBy: 3600) / 60
        let shift = (minutes / 10 - 3) * degreesPerTenMinutes
        // The centre line runs at 45° (north-east) through the box's middle, shifted east by `shift`.
        let (middleLongitude, middleLatitude) = ((box[0] + box[2]) / 2 + shift, (box[1] + box[3]) / 2)
        let offset = (longitude - middleLongitude) - (latitude - middleLatitude)
        let distance = abs(offset) / 2.0.squareRoot()
        guard distance < halfWidthDegrees else { return nil }
        let strength = 1 - distance / halfWidthDegrees
        let base = 20 + Int((strength * 30).rounded()) / 5 * 5
        // Every 13th pixel along a diagonal, a different one for each 5-minute mosaic, is a band stronger: frames
        // differ even where a pixel is wider than the band's 10-minute step (a zoomed-out Map), and frames an hour
        // apart (the loop's ends, where the band is back in place) differ too (13 mosaics, not 12, a cycle), as real
        // echoes do; so identical frames mean a stale source.
        let mosaic = Int((time.timeIntervalSince1970 / 300).rounded(.down)) % 13
        guard let pixel, (pixel.x + 2 * pixel.y) % 13 == (mosaic + 13) % 13 else { return base }
        return base + 5
    }

    /// The PNG for a box (west, south, east, north) at `time`, `width` × `height` pixels, paletted with tRNS: each
    /// echo in the colour of the last `palette` entry at or under its dBZ (the IEM's legend unless told).
    public static func png(
        box: [Double], width: Int, height: Int, time: Date, within reach: [Double]? = nil,
        palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = palette
    ) -> Data? {
        guard box.count == 4, width > 0, height > 0 else { return nil }
        var indices = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let latitude = box[3] - (Double(y) + 0.5) / Double(height) * (box[3] - box[1])
            for x in 0..<width {
                let longitude = box[0] + (Double(x) + 0.5) / Double(width) * (box[2] - box[0])
                if let dbz = dbz(
                    longitude: longitude, latitude: latitude, at: time, box: box, within: reach, pixel: (x, y)),
                    let index = palette.lastIndex(where: { $0.dbz <= dbz })
                {
                    indices[y * width + x] = UInt8(index + 1)
                }
            }
        }
        return encode(indices: indices, width: width, height: height, palette: palette)
    }

    /// A paletted PNG through libpng's simplified writer: index 0 transparent, 1… the legend.
    public static func encode(
        indices: [UInt8], width: Int, height: Int,
        palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = palette
    ) -> Data? {
        var colormap: [UInt8] = [0, 0, 0, 0]
        for colour in palette { colormap += [colour.red, colour.green, colour.blue, 255] }
        var image = png_image()
        image.version = lw_png_image_version()
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = lw_png_format_rgba_colormap()
        image.colormap_entries = png_uint_32(colormap.count / 4)
        var size = 0
        // First call: the size; second: the bytes.
        let sized = indices.withUnsafeBytes { pixels in
            colormap.withUnsafeBytes { map in
                png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, map.baseAddress)
            }
        }
        guard sized != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { memory in
            indices.withUnsafeBytes { pixels in
                colormap.withUnsafeBytes { map in
                    png_image_write_to_memory(
                        &image, memory.baseAddress, &size, 0, pixels.baseAddress, 0, map.baseAddress)
                }
            }
        }
        png_image_free(&image)
        guard written != 0 else { return nil }
        return Data(out.prefix(size))
    }

    /// An RGBA PNG (8 bits a channel, no palette), as some WMS servers send: for the decoder's tests.
    public static func encode(rgba: [UInt8], width: Int, height: Int) -> Data? {
        var image = png_image()
        image.version = lw_png_image_version()
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = lw_png_format_rgba()
        var size = 0
        let sized = rgba.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }
        guard sized != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { memory in
            rgba.withUnsafeBytes {
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, $0.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        return written != 0 ? Data(out.prefix(size)) : nil
    }
}
