import FoundationEssentials

/// What one part's GetMap needs: the source, the shared fetch and the base URL.
struct RadarPartAsker: Sendable {
    let source: RadarSource
    let fetch: LiveFetch
    let base: URL

    /// ``image(_:at:)`` with its step back, as a value. A function of its own rather than a typed-throws do/catch
    /// inside the task group's child closure: in release builds that closure's answers came back with a wrong index
    /// (a trap, seen in `make bench`).
    func answer(_ part: RadarRequest.Part, at time: Date) async -> Result<(RadarImage, Date), WeatherError> {
        do throws(WeatherError) {
            return .success(try await stepping(part, at: time))
        } catch {
            return .failure(error)
        }
    }

    /// One part's image at `time`, or a step earlier when the source has no frame for that time; with its time.
    func stepping(_ part: RadarRequest.Part, at time: Date) async throws(WeatherError) -> (RadarImage, Date) {
        do throws(WeatherError) {
            return (try await image(part, at: time), time)
        } catch .malformedResponse(let detail) where detail == Self.missingFrame {
            let step = source.times.cadence
            let earlier = time.addingTimeInterval(-step)
            do throws(WeatherError) {
                return (try await image(part, at: earlier), earlier)
            } catch .malformedResponse(let detail) where detail == Self.missingFrame {
                let clock = RadarRequest.timeText(time).dropFirst(11).prefix(5)
                throw .malformedResponse(
                    detail: "no \(part.composite.name) mosaic for \(clock) UTC or \(Int(step / 60)) min before")
            }
        }
    }

    static let missingFrame = "the source has no frame for that time"

    private func image(_ part: RadarRequest.Part, at time: Date) async throws(WeatherError) -> RadarImage {
        let answer = try await fetch.fetch(part.url(base: base, time: time, source: source))
        guard answer.status == 200 else { throw .http(status: answer.status, reason: nil) }
        if source.isMissingFrame(answer.body) { throw .malformedResponse(detail: Self.missingFrame) }
        do throws(RadarImageError) {
            let image = try RadarImage.decode(
                png: answer.body, maxWidth: part.width, maxHeight: part.height, colors: source.colors)
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
