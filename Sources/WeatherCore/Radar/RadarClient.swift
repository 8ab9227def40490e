import FoundationEssentials
import ServiceEndpoints

/// Fetches one radar frame. A struct of closures like the other clients; a failure is a ``WeatherError`` for the
/// network and the status, and `.malformedResponse` with the image's reason for a body that is not a usable PNG.
public struct RadarClient: Sendable {
    public var frame: @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame

    public init(frame: @escaping @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame) {
        self.frame = frame
    }
}

extension RadarClient {
    /// One `GET <baseURL>/cgi-bin/wms/nexrad/ridge.cgi?…` per composite the box overlaps (``RadarRequest/parts``),
    /// in parallel, through the shared client with the app's User-Agent, `Accept: image/png`, and the radar's limits
    /// (a frame is small: 2 MB at most). A composite whose mosaic of that minute is not written yet (the service's
    /// missing-file answer) is asked once more 5 minutes earlier. The parts are pasted into one image; one that
    /// still fails is left transparent and named in ``RadarFrame/missing``, and when every part fails the frame
    /// fails with the first part's reason.
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .radar), httpClient: HTTPClient,
        timeouts: HTTPLimits = .radar
    ) -> RadarClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts, accept: "image/png")
        return RadarClient { request throws(WeatherError) in
            let parts = request.parts
            let answers = await withTaskGroup(of: (Int, Result<(RadarImage, Date), WeatherError>).self) { group in
                for (index, part) in parts.enumerated() {
                    group.addTask { (index, await Self.answer(part, at: request.time, with: fetch, base: baseURL)) }
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

    /// ``fetch(_:at:with:base:)`` as a value. A function of its own rather than a typed-throws do/catch inside the
    /// task group's child closure: in release builds that closure's answers came back with a wrong index (a trap,
    /// seen in `make bench`).
    static func answer(_ part: RadarRequest.Part, at time: Date, with fetch: LiveFetch, base: URL) async -> Result<
        (RadarImage, Date), WeatherError
    > {
        do throws(WeatherError) {
            return .success(try await Self.fetch(part, at: time, with: fetch, base: base))
        } catch {
            return .failure(error)
        }
    }

    /// One composite's image at `time`, or 5 minutes earlier when that mosaic is missing; with the mosaic's time.
    static func fetch(_ part: RadarRequest.Part, at time: Date, with fetch: LiveFetch, base: URL)
        async throws(WeatherError) -> (RadarImage, Date)
    {
        do throws(WeatherError) {
            return (try await image(part, at: time, with: fetch, base: base), time)
        } catch .malformedResponse(let detail) where detail == missingMosaic {
            let earlier = time.addingTimeInterval(-RadarFrameTimes.cadence)
            do throws(WeatherError) {
                return (try await image(part, at: earlier, with: fetch, base: base), earlier)
            } catch .malformedResponse(let detail) where detail == missingMosaic {
                let clock = RadarRequest.timeText(time).dropFirst(11).prefix(5)
                throw .malformedResponse(detail: "no \(part.composite.name) mosaic for \(clock) UTC or 5 min before")
            }
        }
    }

    static let missingMosaic = "the archive has no mosaic for that minute"

    private static func image(_ part: RadarRequest.Part, at time: Date, with fetch: LiveFetch, base: URL)
        async throws(WeatherError) -> RadarImage
    {
        let answer = try await fetch.fetch(part.url(base: base, time: time))
        guard answer.status == 200 else { throw .http(status: answer.status, reason: nil) }
        if RadarImage.isMissingMosaic(answer.body) { throw .malformedResponse(detail: missingMosaic) }
        do throws(RadarImageError) {
            let image = try RadarImage.decode(png: answer.body, maxWidth: part.width, maxHeight: part.height)
            // A smaller image than asked cannot be pasted pixel for pixel.
            guard image.width == part.width, image.height == part.height else {
                throw RadarImageError(
                    "an image of \(image.width)×\(image.height) pixels, not the \(part.width)×\(part.height) asked")
            }
            return image
        } catch {
            throw .malformedResponse(detail: error.reason)
        }
    }
}

extension RadarImage {
    /// MapServer's answer for a mosaic not in the archive: a WMS ServiceException (status 200) saying
    /// "msDrawRasterLayerLow(): Unable to access file. Corrupt, empty or missing file '…/n0q_202701021435.png' for
    /// layer 'composite-archive-uscomp'" (the archive layer's mapfile fails on missing data rather than skip it).
    public static func isMissingMosaic(_ body: Data) -> Bool {
        guard !body.starts(with: signature) else { return false }
        let text = String(decoding: body.prefix(4000), as: UTF8.self)
        return text.contains("ServiceException") && text.contains("empty or missing file")
    }
}

extension HTTPLimits {
    /// A radar frame: a few hundred KB at most; seven are asked at once, so a slow server gives up sooner.
    public static let radar = HTTPLimits(connect: .seconds(5), total: .seconds(10), maxBodyBytes: 2 * 1_048_576)
}
