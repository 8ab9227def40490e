import FoundationEssentials

/// A place's weather as Home's rows show it: the temperature, the condition, today's high and low, and when that
/// was fetched. It comes from a full forecast (Detail, Home's Enter) or from the many-places request that keeps Home
/// live (``ConditionsRequest``), and is stored with the place's recent search, not in the forecast cache: a
/// current-only answer must never replace the whole forecast Detail draws its chart from.
public struct LatestConditions: Codable, Hashable, Sendable {
    public var temperature: Double?
    /// WMO weather code.
    public var weatherCode: Int?
    /// Whether it was daytime at the place (night icons); nil when unknown.
    public var isDay: Bool?
    /// Today's high and low at the place.
    public var high: Double?
    public var low: Double?
    /// The units the temperatures are in.
    public var units: UnitSystem
    public var fetchedAt: Date

    public init(
        temperature: Double?, weatherCode: Int? = nil, isDay: Bool? = nil, high: Double? = nil, low: Double? = nil,
        units: UnitSystem, fetchedAt: Date
    ) {
        self.temperature = temperature
        self.weatherCode = weatherCode
        self.isDay = isDay
        self.high = high
        self.low = low
        self.units = units
        self.fetchedAt = fetchedAt
    }

    /// The conditions in `forecast`: its current block and its first day (today at the place, as the service
    /// starts days at local midnight); nil when it has no current block.
    public init?(_ forecast: Forecast, fetchedAt: Date) {
        guard let current = forecast.current else { return nil }
        let today = forecast.daily.first
        self.init(
            temperature: current.temperature, weatherCode: current.weatherCode, isDay: current.isDay,
            high: today?.high, low: today?.low, units: forecast.units, fetchedAt: fetchedAt)
    }

    /// The same conditions with the temperatures in `system`.
    public func converted(to system: UnitSystem) -> LatestConditions {
        guard system != units else { return self }
        var copy = self
        copy.temperature = UnitConversion.temperature(temperature, from: units, to: system)
        copy.high = UnitConversion.temperature(high, from: units, to: system)
        copy.low = UnitConversion.temperature(low, from: units, to: system)
        copy.units = system
        return copy
    }
}
