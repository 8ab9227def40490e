import FoundationEssentials
import FuzzSupport
import WeatherCore

/// The radar PNG decoder (libpng's simplified API): any bytes give an image or an error with a one-line reason;
/// a decoded image has the size asked at most, one pixel per cell, and every pixel is no echo or a band of the
/// IEM's colour table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    do {
        let colors = RadarSource.iem.colors
        let image = try RadarImage.decode(png: data, maxWidth: 256, maxHeight: 256, colors: colors)
        invariant(
            (1...256).contains(image.width) && (1...256).contains(image.height), "size \(image.width)×\(image.height)")
        invariant(image.pixels.count == image.width * image.height, "pixel count")
        for pixel in image.pixels where pixel != RadarImage.noEcho {
            invariant(colors.bands.contains { $0.dbz == Int(pixel) }, "dBZ \(pixel) is no band")
        }
    } catch {
        invariant(!error.reason.isEmpty, "empty reason")
        invariant(!error.reason.contains("\n"), "reason spans lines")
        invariant(!error.reason.unicodeScalars.contains(where: isControl), "control character in the reason")
    }
    return 0
}
