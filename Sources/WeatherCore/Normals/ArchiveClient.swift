import FoundationEssentials
import ServiceEndpoints

/// Fetches a place's 30 years of daily highs and lows. A struct of closures like ``AirQualityClient``, so tests can
/// swap in a double; every failure is a ``WeatherError``.
public struct ArchiveClient: Sendable {
    public var days: @Sendable (ArchiveRequest) async throws(WeatherError) -> ArchiveDays

    public init(days: @escaping @Sendable (ArchiveRequest) async throws(WeatherError) -> ArchiveDays) {
        self.days = days
    }

    public static func mock(_ days: ArchiveDays) -> ArchiveClient { ArchiveClient { _ in days } }

    public static func mock(error: WeatherError) -> ArchiveClient {
        ArchiveClient { _ throws(WeatherError) in throw error }
    }
}

extension ArchiveClient {
    /// The real client: `GET <baseURL>/v1/archive?…` through the shared `httpClient`, Open-Meteo's error bodies read
    /// as for the forecast (``LiveFetch``).
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .archive), httpClient: HTTPClient, timeouts: HTTPLimits = .archive
    ) -> ArchiveClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        return ArchiveClient { request throws(WeatherError) in
            // Its weight was counted when the budget let it go (ArchiveBudget.claim), not here.
            try await fetch.decoded(request.url(base: baseURL)) { try ArchiveDays(openMeteoJSON: $0) }
        }
    }
}

extension HTTPLimits {
    /// 30 years of days is a big answer (about 400 KB) that the service takes seconds to gather; nothing waits on
    /// it, so it may take longer than the forecast.
    public static let archive = HTTPLimits(connect: .seconds(5), total: .seconds(30))
}
