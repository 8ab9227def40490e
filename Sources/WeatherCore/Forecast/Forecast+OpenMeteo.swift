import FoundationEssentials

extension Forecast {
    /// Decodes an Open-Meteo `/v1/forecast` body. Throws `DecodingError` only when the body is not JSON or its
    /// top-level shape is wrong; missing blocks and nulls are fine. All strings are sanitised here.
    public init(openMeteoJSON data: Data, units: UnitSystem, windUnit: WindUnit? = nil) throws {
        let wire = try JSONDecoder().decode(OpenMeteoResponse.self, from: data)
        self.init(openMeteo: wire, units: units, windUnit: windUnit)
    }

    init(openMeteo wire: OpenMeteoResponse, units: UnitSystem, windUnit: WindUnit? = nil) {
        let clean = { (text: String?) in (text ?? "").sanitizedForTerminal }
        let labels = UnitLabels(
            temperature: clean(
                wire.currentUnits["temperature_2m"] ?? wire.hourlyUnits["temperature_2m"]
                    ?? wire.dailyUnits["temperature_2m_max"]),
            windSpeed: Units.normalizedLabel(
                clean(
                    wire.currentUnits["wind_speed_10m"]
                        ?? wire.hourlyUnits["wind_speed_10m"] ?? wire.dailyUnits["wind_speed_10m_max"])),
            precipitation: clean(
                wire.currentUnits["precipitation"] ?? wire.hourlyUnits["precipitation"]
                    ?? wire.dailyUnits["precipitation_sum"]),
            pressure: clean(wire.currentUnits["pressure_msl"])
        )
        self.init(
            latitude: wire.latitude, longitude: wire.longitude,
            timezone: clean(wire.timezone), timezoneAbbreviation: clean(wire.timezoneAbbreviation),
            utcOffsetSeconds: wire.utcOffsetSeconds ?? 0, units: units, windUnit: windUnit,
            unitLabels: labels,
            current: wire.current.map(Self.current(from:)),
            hourly: wire.hourly.map(Self.hours(from:)) ?? [],
            daily: wire.daily.map(Self.days(from:)) ?? [],
            minutely15: wire.minutely15.map(Self.quarters(from:))
        )
    }

    private static func current(from block: PointBlock) -> Current {
        let n = block.numbers
        return Current(
            time: block.time.flatMap { LocalDateTime(iso: $0) },
            temperature: n["temperature_2m"], feelsLike: n["apparent_temperature"],
            humidity: n["relative_humidity_2m"], isDay: n["is_day"].map { $0 != 0 },
            precipitation: n["precipitation"], weatherCode: n["weather_code"].flatMap(Int.init(exactly:)),
            cloudCover: n["cloud_cover"], pressure: n["pressure_msl"], windSpeed: n["wind_speed_10m"],
            windDirection: n["wind_direction_10m"], windGusts: n["wind_gusts_10m"], uvIndex: n["uv_index"]
        )
    }

    private static func hours(from block: SeriesBlock) -> [Hour] {
        block.time.enumerated().compactMap { i, text in
            guard let time = text.flatMap({ LocalDateTime(iso: $0) }) else { return nil }
            return Hour(
                time: time, temperature: block.number("temperature_2m", i),
                precipitationProbability: block.number("precipitation_probability", i),
                precipitation: block.number("precipitation", i),
                weatherCode: block.number("weather_code", i).flatMap(Int.init(exactly:)),
                windSpeed: block.number("wind_speed_10m", i), isDay: block.number("is_day", i).map { $0 != 0 },
                feelsLike: block.number("apparent_temperature", i), windGusts: block.number("wind_gusts_10m", i),
                windDirection: block.number("wind_direction_10m", i)
            )
        }
    }

    private static func days(from block: SeriesBlock) -> [Day] {
        block.time.enumerated().compactMap { i, text in
            guard let date = text.flatMap({ LocalDate(iso: $0) }) else { return nil }
            return Day(
                date: date, weatherCode: block.number("weather_code", i).flatMap(Int.init(exactly:)),
                high: block.number("temperature_2m_max", i), low: block.number("temperature_2m_min", i),
                sunrise: block.string("sunrise", i).flatMap { LocalDateTime(iso: $0) },
                sunset: block.string("sunset", i).flatMap { LocalDateTime(iso: $0) },
                precipitationSum: block.number("precipitation_sum", i),
                precipitationProbabilityMax: block.number("precipitation_probability_max", i),
                windSpeedMax: block.number("wind_speed_10m_max", i), uvIndexMax: block.number("uv_index_max", i)
            )
        }
    }

    /// Keeps `count` hourly entries starting at the hour containing `now` (wall-clock at the place).
    /// With no `now`, the current block's time is used; failing that, the list is only capped.
    public func trimmingHourly(from now: LocalDateTime? = nil, count: Int = 48) -> Forecast {
        var copy = self
        let start = (now ?? current?.time)?.startOfHour
        let upcoming = start.map { s in hourly.filter { $0.time >= s } } ?? hourly
        copy.hourly = Array(upcoming.prefix(count))
        return copy
    }
}
