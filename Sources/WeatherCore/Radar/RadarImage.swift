import CPNG
import FoundationEssentials
import Synchronization

/// Why a radar answer could not be used; `reason` is one short line for the legend.
public struct RadarImageError: Error, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }
}

/// A decoded radar frame: the dBZ band of every pixel (the source's ``RadarColorTable``), nil where there is no
/// echo.
public struct RadarImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Row by row from the north-west corner; `Int8.min` where there is no echo.
    public var pixels: [Int8]

    public static let noEcho = Int8.min

    public init(width: Int, height: Int, pixels: [Int8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The dBZ at a pixel, nil where there is no echo or outside the image.
    public func dbz(x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let value = pixels[y * width + x]
        return value == Self.noEcho ? nil : Int(value)
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG (paletted with a transparent index, gray, RGB or RGBA: libpng converts every kind to RGBA) of
    /// at most `maxWidth` × `maxHeight` pixels, its colours read with the source's table. A body that is not a PNG
    /// (a WMS exception in XML or text, an HTML error page), a damaged or cut-off one, or a larger one is refused
    /// with its reason.
    public static func decode(
        png data: Data, maxWidth: Int, maxHeight: Int, colors: RadarColorTable
    ) throws(RadarImageError) -> RadarImage {
        // One frame at a time: a decode holds its image as RGBA (4 bytes a pixel, about 0.8 MB for the Map's 1.5×
        // view) until its dBZ are read, and the loop's frames arrive together; decoded in turn, only one such
        // buffer is alive at the Map's peak (issue 35's memory budget). Each takes a few milliseconds.
        let decoded = decoding.withLock { _ -> Result<RadarImage, RadarImageError> in
            do throws(RadarImageError) {
                return .success(try decodeAlone(png: data, maxWidth: maxWidth, maxHeight: maxHeight, colors: colors))
            } catch {
                return .failure(error)
            }
        }
        return try decoded.get()
    }

    private static let decoding = Mutex(())

    private static func decodeAlone(
        png data: Data, maxWidth: Int, maxHeight: Int, colors: RadarColorTable
    ) throws(RadarImageError) -> RadarImage {
        let bytes = [UInt8](data)
        guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else {
            throw RadarImageError("not a PNG image (\(Self.describe(nonImage: bytes)))")
        }
        // libpng keeps pointers to the input and to the image struct from begin to free (its error handler writes
        // the message there and jumps back through it), so both stay put for the whole read: one closure over the
        // bytes, and the struct on the heap.
        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())
        defer {
            png_image_free(image)
            image.deallocate()
        }
        image.pointee.version = lw_png_image_version()
        let decoded = bytes.withUnsafeBytes { input -> Result<(Int, Int, [UInt8]), RadarImageError> in
            guard png_image_begin_read_from_memory(image, input.baseAddress, input.count) != 0 else {
                return .failure(RadarImageError("a damaged PNG image (\(message(of: image.pointee)))"))
            }
            let (width, height) = (Int(image.pointee.width), Int(image.pointee.height))
            guard width >= 1, height >= 1, width <= maxWidth, height <= maxHeight else {
                return .failure(
                    RadarImageError(
                        "an image of \(width)×\(height) pixels, larger than the \(maxWidth)×\(maxHeight) asked"))
            }
            image.pointee.format = lw_png_format_rgba()
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(image, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else {
                return .failure(RadarImageError("a damaged PNG image (\(message(of: image.pointee)))"))
            }
            return .success((width, height, rgba))
        }
        let (width, height, rgba) = try decoded.get()
        var pixels = [Int8](repeating: noEcho, count: width * height)
        // Most pixels are transparent, and paletted frames repeat a few colours: remember the last lookup.
        var last: (key: UInt32, value: Int8) = (0, noEcho)
        for index in 0..<(width * height) {
            let (r, g, b, a) = (rgba[index * 4], rgba[index * 4 + 1], rgba[index * 4 + 2], rgba[index * 4 + 3])
            guard a >= 128 else { continue }
            let key = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
            if key != last.key || last.value == noEcho {
                last = (key, colors.dbz(red: r, green: g, blue: b, alpha: a).map { Int8($0) } ?? noEcho)
            }
            pixels[index] = last.value
        }
        return RadarImage(width: width, height: height, pixels: pixels)
    }

    /// libpng's own words (its message buffer), sanitised.
    private static func message(of image: png_image) -> String {
        var buffer = image.message
        let text = withUnsafeBytes(of: &buffer) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let clean = text.sanitizedForTerminal.trimmed
        return clean.isEmpty ? "unreadable" : clean
    }

    /// What a non-image body seems to be: the start of its first line of text, for the legend.
    static func describe(nonImage bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "an empty answer" }
        let text = String(decoding: bytes.prefix(400), as: UTF8.self)
        // A WMS ServiceException: its message is the text inside the element.
        // (The element, not the report around it: "<ServiceException>" or "<ServiceException code=…>".)
        if let start = text.firstRange(of: "<ServiceException>") ?? text.firstRange(of: "<ServiceException "),
            let close = text[text.index(before: start.upperBound)...].firstIndex(of: ">")
        {
            let inner = text[text.index(after: close)...].prefix { $0 != "<" }
            let words = String(inner).sanitizedForTerminal.trimmed
            if !words.isEmpty { return "the service said: \(words.prefix(80))" }
        }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let words = line.sanitizedForTerminal.trimmed
        return words.isEmpty ? "\(bytes.count) bytes of something else" : "it began: \(words.prefix(60))"
    }
}
