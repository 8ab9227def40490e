import FoundationEssentials

/// Forecasts for places: the network client in front of the on-disk cache. Fresh cache answers with no request;
/// a failed fetch falls back to whatever was cached, marked offline with its age; with nothing cached, the error.
public struct ForecastService: Sendable {
    /// The forecast with at least `days` days (a 16-day one may answer a 7-day question).
    public var load:
        @Sendable (Place, UnitSystem, LoadPolicy, ForecastDays) async throws(WeatherError) -> ForecastSnapshot
    /// A cached forecast without touching the network (fresh or not, 7 or 16 days), for instant first frames.
    public var cached: @Sendable (Place, UnitSystem) -> ForecastSnapshot?

    public init(
        load:
            @escaping @Sendable (Place, UnitSystem, LoadPolicy, ForecastDays) async throws(WeatherError) ->
            ForecastSnapshot,
        cached: @escaping @Sendable (Place, UnitSystem) -> ForecastSnapshot? = { _, _ in nil }
    ) {
        self.load = load
        self.cached = cached
    }

    public static func key(_ place: Place, _ units: UnitSystem) -> String { "\(place.id)-\(units.rawValue)" }

    /// The cache holds one entry per place and unit system, of whichever length was fetched last: the first 7
    /// days of a 16-day answer are the same forecast as a 7-day answer, so a fresh 16-day entry answers a 7-day
    /// question (Home, `now`, the table switched back to 7) with no request, and one file per place is kept
    /// under the key caches had before 16 days existed. A 16-day question needs an entry with 16 days; when
    /// the fetch fails, any entry is still better than nothing and is shown offline.
    ///
    /// Every snapshot carries the place's zone rules, found by `zones` from the place and the forecast's IANA
    /// zone (the ZIP directory's zone first): the lookup reads the tz database, so it happens here, with the
    /// fetch, and not in the screens.
    public static func live(
        client: WeatherClient, cache: DiskCache<Forecast>, now: @escaping @Sendable () -> Date = { Date() },
        zones: @escaping @Sendable (Place, _ forecastZone: String) -> ZoneRules? = {
            ZoneRules.of($0, forecastZone: $1)
        }
    ) -> ForecastService {
        @Sendable func snapshot(
            _ place: Place, _ forecast: Forecast, _ fetchedAt: Date, _ freshness: ForecastSnapshot.Freshness = .fresh
        ) -> ForecastSnapshot {
            ForecastSnapshot(
                forecast: forecast, fetchedAt: fetchedAt, freshness: freshness,
                zone: zones(place, forecast.timezone))
        }
        // Any cached forecast, however old, is better than none when the fetch fails.
        let source = CachedSource(cache: cache, staleLimit: .infinity, now: now)
        return ForecastService(
            load: { place, units, policy, days throws(WeatherError) in
                let kept = try await source.load(key(place, units), policy: policy, answers: { $0.covers(days) }) {
                    () async throws(WeatherError) in
                    try await client.forecast(for: place, units: units, days: days)
                }
                return snapshot(place, kept.value, kept.fetchedAt, kept.freshness)
            },
            cached: { place, units in
                source.cached(key(place, units)).map { snapshot(place, $0.value, $0.fetchedAt) }
            }
        )
    }

    /// Always answers with `snapshot` (tests, previews).
    public static func mock(_ snapshot: ForecastSnapshot) -> ForecastService {
        ForecastService(load: { _, _, _, _ in snapshot }, cached: { _, _ in nil })
    }

    public static func mock(error: WeatherError) -> ForecastService {
        ForecastService(load: { _, _, _, _ throws(WeatherError) in throw error })
    }
}
