import FoundationEssentials

/// The forecast spread as the screens see it: the values, when they were fetched, and whether they are current
/// (`.offline` when the request failed and a cached answer stands in: ``SpreadService/staleLimit``).
public typealias SpreadSnapshot = Snapshot<ForecastSpread>

extension Snapshot where Value == ForecastSpread {
    public var spread: ForecastSpread {
        get { value }
        set { value = newValue }
    }

    public init(spread: ForecastSpread, fetchedAt: Date, freshness: ForecastSnapshot.Freshness = .fresh) {
        self.init(value: spread, fetchedAt: fetchedAt, freshness: freshness)
    }
}
