import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The PNG decoder and the colour → dBZ reading: paletted frames with a transparent index (what the IEM sends),
/// RGBA, and every way a body can be unusable, each with its one-line reason.
@Suite struct RadarImageTests {
    static let box = [-76.0, 38.0, -72.0, 42.0]
    static let time = Date(timeIntervalSince1970: 1_795_361_400)

    @Test func aPalettedFrameWithTransparencyDecodesToTheBandsDBZ() throws {
        let png = try #require(FixtureRadarImage.png(box: Self.box, width: 80, height: 60, time: Self.time))
        #expect(png[png.startIndex + 25] == 3)  // colour type 3: paletted
        let image = try RadarImage.decode(png: png, maxWidth: 80, maxHeight: 60, colors: .nwsReflectivity)
        #expect(image.width == 80 && image.height == 60)
        var echoes = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let longitude = Self.box[0] + (Double(x) + 0.5) / 80 * 4
                let latitude = Self.box[3] - (Double(y) + 0.5) / 60 * 4
                let expected = FixtureRadarImage.dbz(
                    longitude: longitude, latitude: latitude, at: Self.time, box: Self.box, pixel: (x, y))
                #expect(image.dbz(x: x, y: y) == expected, "pixel \(x),\(y)")
                if expected != nil { echoes += 1 }
            }
        }
        #expect(echoes > 100 && echoes < 80 * 60)  // a band: some rain, not all
        #expect(image.dbz(x: 80, y: 0) == nil && image.dbz(x: -1, y: 0) == nil)
    }

    @Test func anRGBAFrameDecodesTheSame() throws {
        // Four pixels: clear, 20 dBZ green, 50 dBZ red, and opaque black, far from the legend (a drawn outline).
        let rgba: [UInt8] = [0, 0, 0, 0, 0x02, 0xFD, 0x02, 255, 0xFD, 0x00, 0x00, 255, 0, 0, 0, 255]
        let png = try #require(FixtureRadarImage.encode(rgba: rgba, width: 4, height: 1))
        #expect(png[png.startIndex + 25] == 6)  // colour type 6: RGBA
        let image = try RadarImage.decode(png: png, maxWidth: 4, maxHeight: 1, colors: .nwsReflectivity)
        #expect((0..<4).map { image.dbz(x: $0, y: 0) } == [nil, 20, 50, nil])
    }

    @Test func aCutOffFrameIsRefusedWithLibpngsReason() throws {
        let png = try #require(FixtureRadarImage.png(box: Self.box, width: 80, height: 60, time: Self.time))
        #expect(throws: RadarImageError.self) {
            _ = try RadarImage.decode(
                png: png.prefix(png.count / 2), maxWidth: 80, maxHeight: 60, colors: .nwsReflectivity)
        }
        do {
            _ = try RadarImage.decode(png: png.prefix(40), maxWidth: 80, maxHeight: 60, colors: .nwsReflectivity)
            Issue.record("a 40-byte PNG decoded")
        } catch {
            #expect(error.reason.hasPrefix("a damaged PNG image ("))
        }
    }

    @Test func aFrameLargerThanAskedIsRefused() throws {
        let png = try #require(FixtureRadarImage.png(box: Self.box, width: 160, height: 120, time: Self.time))
        #expect(throws: RadarImageError("an image of 160×120 pixels, larger than the 80×60 asked")) {
            _ = try RadarImage.decode(png: png, maxWidth: 80, maxHeight: 60, colors: .nwsReflectivity)
        }
    }

    @Test func whatIsNotAPNGSaysWhatItWas() {
        let exception = Data(
            """
            <?xml version='1.0' encoding="UTF-8"?>
            <ServiceExceptionReport version="1.1.1"><ServiceException>msWMSLoadGetMapParams(): Invalid TIME\u{1B}[2J</ServiceException></ServiceExceptionReport>
            """.utf8)
        #expect(throws: RadarImageError("not a PNG image (the service said: msWMSLoadGetMapParams(): Invalid TIME)")) {
            _ = try RadarImage.decode(png: exception, maxWidth: 10, maxHeight: 10, colors: .nwsReflectivity)
        }
        #expect(throws: RadarImageError("not a PNG image (an empty answer)")) {
            _ = try RadarImage.decode(png: Data(), maxWidth: 10, maxHeight: 10, colors: .nwsReflectivity)
        }
        #expect(throws: RadarImageError("not a PNG image (it began: <html><body>Service Unavailable)")) {
            _ = try RadarImage.decode(
                png: Data("<html><body>Service Unavailable\n".utf8), maxWidth: 10, maxHeight: 10,
                colors: .nwsReflectivity)
        }
        // The signature alone, then garbage: libpng's reason.
        let fake = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8))
        do {
            _ = try RadarImage.decode(png: fake, maxWidth: 10, maxHeight: 10, colors: .nwsReflectivity)
            Issue.record("garbage decoded")
        } catch {
            #expect(error.reason.hasPrefix("a damaged PNG image ("))
            #expect(!error.reason.contains("\u{1B}"))
        }
    }

    @Test func everyLegendColourReadsAsItsBand() {
        for band in RadarColorTable.nwsReflectivity.bands {
            #expect(
                RadarColorTable.nwsReflectivity.dbz(red: band.red, green: band.green, blue: band.blue, alpha: 255)
                    == band.dbz)
        }
        // A shade between two legend colours reads as the nearer; transparent and far colours as no echo.
        #expect(RadarColorTable.nwsReflectivity.dbz(red: 0xF0, green: 0x10, blue: 0x08, alpha: 255) == 50)
        #expect(RadarColorTable.nwsReflectivity.dbz(red: 0xFD, green: 0x00, blue: 0x00, alpha: 0) == nil)
        #expect(RadarColorTable.nwsReflectivity.dbz(red: 0, green: 0, blue: 0, alpha: 255) == nil)
        #expect(
            ReflectivityScale.intensity(22) == "rain" && ReflectivityScale.intensity(60) == "very heavy rain or hail")
    }
}
