/// How far an ensemble's members scatter, hour by hour: the members' mean and standard deviation ("spread") of
/// temperature and precipitation, in the units asked for. The series ends at the model's horizon.
public struct ForecastSpread: Codable, Sendable, Equatable {
    public var units: UnitSystem
    public var hours: [Hour]

    public init(units: UnitSystem, hours: [Hour]) {
        self.units = units
        self.hours = hours
    }

    public struct Hour: Codable, Sendable, Equatable {
        public var time: LocalDateTime
        /// The members' mean temperature.
        public var temperature: Double
        /// One standard deviation of the members' temperatures.
        public var temperatureSpread: Double
        /// The members' mean precipitation over the hour before `time`; nil when not sent.
        public var precipitation: Double?
        public var precipitationSpread: Double?

        public init(
            time: LocalDateTime, temperature: Double, temperatureSpread: Double, precipitation: Double? = nil,
            precipitationSpread: Double? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.temperatureSpread = temperatureSpread
            self.precipitation = precipitation
            self.precipitationSpread = precipitationSpread
        }
    }

    /// The hour starting at `time`'s hour, or nil (before the series or past the horizon).
    public func hour(at time: LocalDateTime) -> Hour? {
        let start = time.startOfHour
        return hours.first { $0.time == start }
    }

    /// The temperature spread at `time`'s hour.
    public func temperatureSpread(at time: LocalDateTime) -> Double? { hour(at: time)?.temperatureSpread }
}
