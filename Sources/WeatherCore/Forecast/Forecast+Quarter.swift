extension Forecast {
    /// One step of Open-Meteo's `minutely_15` block: the precipitation that falls in the 15 minutes that END at
    /// `time` (the service's "preceding 15 minutes sum"), and the weather code for them.
    public struct Quarter: Codable, Sendable, Equatable {
        public var time: LocalDateTime
        /// In the forecast's units: mm, or inches.
        public var precipitation: Double?
        public var weatherCode: Int?

        public init(time: LocalDateTime, precipitation: Double? = nil, weatherCode: Int? = nil) {
            self.time = time
            self.precipitation = precipitation
            self.weatherCode = weatherCode
        }
    }

    /// The `minutely_15` block's steps; a step whose time is null or unreadable is skipped, a missing value is nil.
    static func quarters(from block: SeriesBlock) -> [Quarter] {
        block.time.enumerated().compactMap { i, text in
            guard let time = text.flatMap({ LocalDateTime(iso: $0) }) else { return nil }
            return Quarter(
                time: time, precipitation: block.number("precipitation", i),
                weatherCode: block.number("weather_code", i).flatMap(Int.init(exactly:)))
        }
    }
}
