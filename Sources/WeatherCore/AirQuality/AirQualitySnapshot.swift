import FoundationEssentials

/// Air quality as the screens see it: the values, when they were fetched, and whether they are current (`.offline`
/// when the request failed and a cached answer stands in: ``AirQualityService/staleLimit``).
public typealias AirQualitySnapshot = Snapshot<AirQuality>

extension Snapshot where Value == AirQuality {
    public var airQuality: AirQuality {
        get { value }
        set { value = newValue }
    }

    public init(airQuality: AirQuality, fetchedAt: Date, freshness: ForecastSnapshot.Freshness = .fresh) {
        self.init(value: airQuality, fetchedAt: fetchedAt, freshness: freshness)
    }
}
