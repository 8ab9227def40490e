import FoundationEssentials

/// Fetches one radar frame from a source. A struct of closures like the other clients, with the source it asks,
/// whose times, boxes and credit the Map reads; a failure is a ``WeatherError`` for the network and the status, and
/// `.malformedResponse` with the image's reason for a body that is not a usable PNG.
public struct RadarClient: Sendable {
    public var source: RadarSource
    public var frame: @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame

    public init(
        source: RadarSource, frame: @escaping @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame
    ) {
        self.source = source
        self.frame = frame
    }
}

extension RadarClient {
    /// One `GET <baseURL><source's path>?…` per part of the source the box overlaps (``RadarRequest/parts(in:)``),
    /// in parallel, through the shared client with the app's User-Agent, `Accept: image/png`, and the radar's limits
    /// (a frame is small: 2 MB at most). A part whose frame of that time is not there yet (the source's
    /// missing-frame answer) is asked once more a step (its cadence) earlier. The parts are pasted into one image;
    /// one that still fails is left transparent and named in ``RadarFrame/missing``, and when every part fails the
    /// frame fails with the first part's reason.
    public static func live(
        source: RadarSource, baseURL: URL, httpClient: HTTPClient, timeouts: HTTPLimits = .radar
    ) -> RadarClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts, accept: "image/png")
        let asker = RadarPartAsker(source: source, fetch: fetch, base: baseURL)
        return RadarClient(source: source) { request throws(WeatherError) in
            let parts = request.parts(in: source)
            let answers = await withTaskGroup(of: (Int, Result<(RadarImage, Date), WeatherError>).self) { group in
                for (index, part) in parts.enumerated() {
                    group.addTask { (index, await asker.answer(part, at: request.time)) }
                }
                // By index, as they finish; a dictionary rather than a pre-sized array, so no answer can trap.
                var answers: [Int: Result<(RadarImage, Date), WeatherError>] = [:]
                for await (index, answer) in group { answers[index] = answer }
                return parts.indices.map { answers[$0] ?? .failure(.malformedResponse(detail: "no answer")) }
            }
            var pixels = [Int8](repeating: RadarImage.noEcho, count: request.width * request.height)
            var validTime = request.time
            var missing: [RadarComposite] = []
            var firstError: WeatherError?
            for (part, answer) in zip(parts, answers) {
                switch answer {
                case .success(let (image, _)) where image.width < part.width || image.height < part.height:
                    // An image smaller than asked is not pasted (it would read past its pixels).
                    firstError = firstError ?? .malformedResponse(detail: "radar image \(image.width)×\(image.height)")
                    missing.append(part.composite)
                case .success(let (image, time)):
                    validTime = min(validTime, time)
                    Self.paste(image, part, into: &pixels, width: request.width)
                case .failure(let error):
                    if error == .cancelled { throw error }
                    firstError = firstError ?? error
                    missing.append(part.composite)
                }
            }
            if let firstError, missing.count == parts.count { throw firstError }
            return RadarFrame(
                time: request.time, area: request.area,
                image: RadarImage(width: request.width, height: request.height, pixels: pixels),
                validTime: validTime, missing: missing)
        }
    }

    /// Pastes a part's image into the frame's pixels (`width` a row). Composites overlap (uscomp and prcomp south of
    /// Florida): one part's "no echo" never erases another's echo; where both saw one, the stronger stands (no echo
    /// is Int8.min, below any value).
    static func paste(_ image: RadarImage, _ part: RadarRequest.Part, into pixels: inout [Int8], width: Int) {
        for row in 0..<part.height {
            let from = row * image.width
            let to = (part.y + row) * width + part.x
            for column in 0..<part.width {
                pixels[to + column] = max(pixels[to + column], image.pixels[from + column])
            }
        }
    }
}

extension HTTPLimits {
    /// A radar frame: a few hundred KB at most; seven are asked at once, so a slow server gives up sooner.
    public static let radar = HTTPLimits(connect: .seconds(5), total: .seconds(10), maxBodyBytes: 2 * 1_048_576)
}
