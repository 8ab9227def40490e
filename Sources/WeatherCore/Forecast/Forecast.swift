/// One place's forecast as the screens use it. Every measurement is optional: Open-Meteo may send `null`
/// anywhere, and a missing value is drawn as "—" (see ``Units``). Times are wall-clock at the place.
public struct Forecast: Codable, Sendable, Equatable {
    /// The model grid cell the service answered for (a few km from the place asked about).
    public var latitude: Double?
    public var longitude: Double?
    /// IANA name of the place's zone, sanitised ("America/New_York"); empty when the server gave none.
    public var timezone: String
    /// For display only ("EST"); sanitised; never parsed.
    public var timezoneAbbreviation: String
    /// The place's offset from UTC now, in seconds.
    public var utcOffsetSeconds: Int
    /// The unit system the numbers are in (what was requested, or converted to).
    public var units: UnitSystem
    /// The unit the wind speeds are in, when it is not the unit system's own (mph, km/h): nil in forecasts asked
    /// for without a wind unit and in caches from before one could be chosen. ``windUnit`` resolves it.
    public var windSpeedUnit: WindUnit?
    /// The unit the wind speeds are in.
    public var windUnit: WindUnit { windSpeedUnit ?? .standard(for: units) }
    /// The unit strings the server sent, normalised ("mp/h" → "mph") and sanitised.
    public var unitLabels: UnitLabels
    public var current: Current?
    /// Hourly entries, kept to the 48 hours from the current hour at the place.
    public var hourly: [Hour]
    /// Daily entries, today first (7 or 16 days, as requested).
    public var daily: [Day]
    /// The 15-minute steps of the next two hours (``Quarter``); nil when the answer had no `minutely_15` block.
    public var minutely15: [Quarter]?

    public init(
        latitude: Double? = nil, longitude: Double? = nil, timezone: String = "", timezoneAbbreviation: String = "",
        utcOffsetSeconds: Int = 0, units: UnitSystem, windUnit: WindUnit? = nil, unitLabels: UnitLabels = UnitLabels(),
        current: Current? = nil, hourly: [Hour] = [], daily: [Day] = [], minutely15: [Quarter]? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.timezone = timezone
        self.timezoneAbbreviation = timezoneAbbreviation
        self.utcOffsetSeconds = utcOffsetSeconds
        self.units = units
        self.windSpeedUnit = windUnit == .standard(for: units) ? nil : windUnit
        self.unitLabels = unitLabels
        self.current = current
        self.hourly = hourly
        self.daily = daily
        self.minutely15 = minutely15
    }

    /// Conditions now (Open-Meteo's `current` block, 15-minute data).
    public struct Current: Codable, Sendable, Equatable {
        public var time: LocalDateTime?
        public var temperature: Double?
        public var feelsLike: Double?
        /// Relative humidity, %.
        public var humidity: Double?
        public var isDay: Bool?
        public var precipitation: Double?
        public var weatherCode: Int?
        /// Cloud cover, %.
        public var cloudCover: Double?
        /// Mean sea-level pressure, always hPa (the API has no pressure unit; ``Units/pressure(_:_:)`` converts).
        public var pressure: Double?
        public var windSpeed: Double?
        /// Degrees the wind blows FROM (meteorological convention).
        public var windDirection: Double?
        public var windGusts: Double?
        /// The UV index now (a plain number; nil in answers that lack it, like caches from before it was asked).
        public var uvIndex: Double?

        public init(
            time: LocalDateTime? = nil, temperature: Double? = nil, feelsLike: Double? = nil, humidity: Double? = nil,
            isDay: Bool? = nil, precipitation: Double? = nil, weatherCode: Int? = nil, cloudCover: Double? = nil,
            pressure: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil, windGusts: Double? = nil,
            uvIndex: Double? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.feelsLike = feelsLike
            self.humidity = humidity
            self.isDay = isDay
            self.precipitation = precipitation
            self.weatherCode = weatherCode
            self.cloudCover = cloudCover
            self.pressure = pressure
            self.windSpeed = windSpeed
            self.windDirection = windDirection
            self.windGusts = windGusts
            self.uvIndex = uvIndex
        }

        /// The condition for this moment, night-aware.
        public var condition: WeatherCode? { weatherCode.map { WeatherCode(rawValue: $0) } }
    }

    public struct Hour: Codable, Sendable, Equatable {
        public var time: LocalDateTime
        public var temperature: Double?
        /// Chance of precipitation, %.
        public var precipitationProbability: Double?
        public var precipitation: Double?
        public var weatherCode: Int?
        public var windSpeed: Double?
        /// Whether it is daylight in this hour at the place (for night icons); nil when unknown.
        public var isDay: Bool?
        /// Apparent temperature, gusts and the direction the wind blows from (degrees): the hour cursor's readout.
        /// Nil in answers and caches from before they were asked for.
        public var feelsLike: Double?
        public var windGusts: Double?
        public var windDirection: Double?

        public init(
            time: LocalDateTime, temperature: Double? = nil, precipitationProbability: Double? = nil,
            precipitation: Double? = nil, weatherCode: Int? = nil, windSpeed: Double? = nil, isDay: Bool? = nil,
            feelsLike: Double? = nil, windGusts: Double? = nil, windDirection: Double? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.precipitationProbability = precipitationProbability
            self.precipitation = precipitation
            self.weatherCode = weatherCode
            self.windSpeed = windSpeed
            self.isDay = isDay
            self.feelsLike = feelsLike
            self.windGusts = windGusts
            self.windDirection = windDirection
        }
    }

    public struct Day: Codable, Sendable, Equatable {
        public var date: LocalDate
        public var weatherCode: Int?
        public var high: Double?
        public var low: Double?
        public var sunrise: LocalDateTime?
        public var sunset: LocalDateTime?
        public var precipitationSum: Double?
        /// Highest hourly chance of precipitation in the day, %.
        public var precipitationProbabilityMax: Double?
        public var windSpeedMax: Double?
        public var uvIndexMax: Double?

        public init(
            date: LocalDate, weatherCode: Int? = nil, high: Double? = nil, low: Double? = nil,
            sunrise: LocalDateTime? = nil, sunset: LocalDateTime? = nil, precipitationSum: Double? = nil,
            precipitationProbabilityMax: Double? = nil, windSpeedMax: Double? = nil, uvIndexMax: Double? = nil
        ) {
            self.date = date
            self.weatherCode = weatherCode
            self.high = high
            self.low = low
            self.sunrise = sunrise
            self.sunset = sunset
            self.precipitationSum = precipitationSum
            self.precipitationProbabilityMax = precipitationProbabilityMax
            self.windSpeedMax = windSpeedMax
            self.uvIndexMax = uvIndexMax
        }
    }
}

extension Forecast {
    /// Whether this forecast answers a question for `days` days: any answers 7 (a 16-day answer's first 7 days
    /// are a 7-day answer); 16 needs more daily entries than a 7-day request gets (a null date or two dropped
    /// from a 16-day answer still counts as one).
    public func covers(_ days: ForecastDays) -> Bool {
        days == .seven || daily.count > ForecastDays.seven.count
    }
}

/// Unit strings as the server labelled its values; empty when not sent. Formatting uses ``Units`` labels,
/// these are kept to show what the data actually was.
public struct UnitLabels: Codable, Sendable, Equatable {
    public var temperature: String
    public var windSpeed: String
    public var precipitation: String
    public var pressure: String

    public init(temperature: String = "", windSpeed: String = "", precipitation: String = "", pressure: String = "") {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
        self.pressure = pressure
    }
}
