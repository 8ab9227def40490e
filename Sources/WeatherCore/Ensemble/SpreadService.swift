import FoundationEssentials

/// The forecast spread for places: the client in front of an on-disk cache, like ``AirQualityService``. A fresh
/// cached answer (an hour: ``cachePolicy``) makes no request; a failed fetch falls back to a cached answer younger
/// than ``staleLimit``, marked offline; otherwise the error is thrown. Callers never let it hold up the forecast.
public struct SpreadService: Sendable {
    public var load: @Sendable (Place, UnitSystem, LoadPolicy) async throws(WeatherError) -> SpreadSnapshot

    public init(load: @escaping @Sendable (Place, UnitSystem, LoadPolicy) async throws(WeatherError) -> SpreadSnapshot)
    {
        self.load = load
    }

    /// The ensembles run every 6 to 12 hours: an hour old is as good as new, and keeps the calls down.
    public static let cachePolicy = CachePolicy(freshness: 60 * 60)
    /// A spread a few hours old still says how sure the models were; older, a newer run may have settled them.
    public static let staleLimit: TimeInterval = 6 * 60 * 60

    /// "ensemble2-10001-metric", beside the forecasts' "10001-metric": the values come in the units asked for. The
    /// 2: spreads cached before their units were read from the answer took kelvin for °F, and are never shown.
    public static func key(_ place: Place, _ units: UnitSystem) -> String { "ensemble2-\(place.id)-\(units.rawValue)" }

    /// The client behind `cache` (made with ``cachePolicy``). `.refresh` always asks; `.cacheFirst` asks only when
    /// the answer is not fresh.
    public static func live(
        client: EnsembleClient, cache: DiskCache<ForecastSpread>, now: @escaping @Sendable () -> Date = { Date() }
    ) -> SpreadService {
        let source = CachedSource(cache: cache, staleLimit: staleLimit, now: now)
        return SpreadService { place, units, policy throws(WeatherError) in
            try await source.load(key(place, units), policy: policy) { () async throws(WeatherError) in
                try await client.fetch(EnsembleRequest(place: place, units: units))
            }
        }
    }

    /// Always answers with `spread` fetched at `date` (tests, previews).
    public static func mock(_ spread: ForecastSpread, at date: Date = Date(timeIntervalSince1970: 0)) -> SpreadService {
        SpreadService { _, _, _ in SpreadSnapshot(spread: spread, fetchedAt: date) }
    }

    public static func mock(error: WeatherError) -> SpreadService {
        SpreadService { _, _, _ throws(WeatherError) in throw error }
    }
}
