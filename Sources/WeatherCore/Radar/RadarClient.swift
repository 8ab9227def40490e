import FoundationEssentials

/// Fetches one radar frame. A struct of closures like the other clients; a failure is a ``WeatherError`` for the
/// network and the status, and `.malformedResponse` with the image's reason for a body that is not a usable PNG.
public struct RadarClient: Sendable {
    public var frame: @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame

    public init(frame: @escaping @Sendable (RadarRequest) async throws(WeatherError) -> RadarFrame) {
        self.frame = frame
    }
}

extension RadarClient {
    /// `GET <baseURL>/cgi-bin/wms/nexrad/n0q-t.cgi?…` through the shared client with the app's User-Agent, `Accept:
    /// image/png`, and the radar's limits (a frame is small: 2 MB at most).
    public static func live(
        baseURL: URL = APIConfiguration.radarDefaultBaseURL, httpClient: HTTPClient,
        timeouts: WeatherTimeouts = .radar
    ) -> RadarClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts, accept: "image/png")
        return RadarClient { request throws(WeatherError) in
            let answer = try await fetch.fetch(request.url(base: baseURL))
            guard answer.status == 200 else {
                throw .http(status: answer.status, reason: nil)
            }
            do throws(RadarImageError) {
                let image = try RadarImage.decode(
                    png: answer.body, maxWidth: request.width, maxHeight: request.height)
                return RadarFrame(time: request.time, area: request.area, image: image)
            } catch {
                throw .malformedResponse(detail: error.reason)
            }
        }
    }

    /// Fails every request; for tests and screens that must not fetch.
    public static let failing = RadarClient { request throws(WeatherError) in
        throw WeatherError.transport("RadarClient.failing was asked for \(RadarRequest.timeText(request.time))")
    }
}

extension WeatherTimeouts {
    /// A radar frame: a few hundred KB at most; seven are asked at once, so a slow server gives up sooner.
    public static let radar = WeatherTimeouts(connect: .seconds(5), total: .seconds(10), maxBodyBytes: 2 * 1_048_576)
}
