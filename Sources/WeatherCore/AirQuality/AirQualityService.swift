import FoundationEssentials

/// Air quality for places: the client in front of an on-disk cache, like ``ForecastService``. A fresh cached answer
/// makes no request; a failed fetch falls back to a cached answer younger than ``staleLimit``, marked offline with
/// its age; otherwise the error is thrown. Callers show "air quality unavailable" and never let it hide the forecast.
public struct AirQualityService: Sendable {
    public var load: @Sendable (Place, LoadPolicy) async throws(WeatherError) -> AirQualitySnapshot
    /// A cached answer without touching the network (fresh or not), or nil.
    public var cached: @Sendable (Place) -> AirQualitySnapshot?

    public init(
        load: @escaping @Sendable (Place, LoadPolicy) async throws(WeatherError) -> AirQualitySnapshot,
        cached: @escaping @Sendable (Place) -> AirQualitySnapshot? = { _ in nil }
    ) {
        self.load = load
        self.cached = cached
    }

    /// How old a cached answer may be and still stand in for a failed fetch. The values are hourly and change
    /// within hours: an older reading would say more about then than about now.
    public static let staleLimit: TimeInterval = 3 * 60 * 60

    /// The cache key for a place's air quality: "airquality-10001", beside the forecasts' "10001-imperial".
    public static func key(_ place: Place) -> String { "airquality-\(place.id)" }

    /// The client behind `cache`, whose policy says how long an answer is fresh (``CachePolicy/standard``,
    /// 10 minutes, as the forecast's). `.refresh` always asks; `.cacheFirst` asks only when the answer is not fresh.
    public static func live(
        client: AirQualityClient, cache: DiskCache<AirQuality>, now: @escaping @Sendable () -> Date = { Date() }
    ) -> AirQualityService {
        let source = CachedSource(cache: cache, staleLimit: staleLimit, now: now)
        return AirQualityService(
            load: { place, policy throws(WeatherError) in
                try await source.load(key(place), policy: policy) { () async throws(WeatherError) in
                    try await client.fetch(AirQualityRequest(place: place))
                }
            },
            cached: { place in source.cached(key(place)) })
    }

    /// Always answers with `airQuality` fetched at `date` (tests, previews).
    public static func mock(_ airQuality: AirQuality, at date: Date = Date(timeIntervalSince1970: 0))
        -> AirQualityService
    {
        AirQualityService(load: { _, _ in AirQualitySnapshot(airQuality: airQuality, fetchedAt: date) })
    }

    public static func mock(error: WeatherError) -> AirQualityService {
        AirQualityService(load: { _, _ throws(WeatherError) in throw error })
    }
}
