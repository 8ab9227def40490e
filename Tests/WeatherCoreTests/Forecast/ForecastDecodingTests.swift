import CustomDump
import Foundation
import Testing

@testable import WeatherCore

@Suite struct ForecastDecodingTests {
    static let imperialJSON = #"""
        {"latitude":40.710335,"longitude":-73.99307,"generationtime_ms":0.09,"utc_offset_seconds":-18000,
         "timezone":"America/New_York","timezone_abbreviation":"EST","elevation":32.0,
         "current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°F","apparent_temperature":"°F",
           "relative_humidity_2m":"%","is_day":"","precipitation":"inch","weather_code":"wmo code","cloud_cover":"%",
           "pressure_msl":"hPa","wind_speed_10m":"mp/h","wind_direction_10m":"°","wind_gusts_10m":"mp/h"},
         "current":{"time":"2026-11-22T10:15","interval":900,"temperature_2m":44.6,"apparent_temperature":39.2,
           "relative_humidity_2m":61,"is_day":1,"precipitation":0.00,"weather_code":2,"cloud_cover":40,
           "pressure_msl":1016.2,"wind_speed_10m":11.3,"wind_direction_10m":315,"wind_gusts_10m":22.1},
         "hourly_units":{"time":"iso8601","temperature_2m":"°F","wind_speed_10m":"mp/h"},
         "hourly":{"time":["2026-11-22T09:00","2026-11-22T10:00","2026-11-22T11:00"],
           "temperature_2m":[42.1,44.0,null],"precipitation_probability":[0,5,10],"precipitation":[0.0,0.0,0.01],
           "weather_code":[1,2,3],"wind_speed_10m":[10.2,11.0,12.5],"is_day":[1,1,1]},
         "daily_units":{"time":"iso8601","temperature_2m_max":"°F"},
         "daily":{"time":["2026-11-22","2026-11-23"],"weather_code":[3,61],"temperature_2m_max":[48.3,51.0],
           "temperature_2m_min":[37.9,null],"sunrise":["2026-11-22T06:49","2026-11-23T06:50"],
           "sunset":["2026-11-22T16:32",null],"precipitation_sum":[0.0,0.35],"precipitation_probability_max":[10,80],
           "wind_speed_10m_max":[14.9,18.2],"uv_index_max":[2.15,1.1]}}
        """#

    @Test func decodesTheImperialShape() throws {
        let forecast = try Forecast(openMeteoJSON: Data(Self.imperialJSON.utf8), units: .imperial)
        #expect(forecast.timezone == "America/New_York")
        #expect(forecast.timezoneAbbreviation == "EST")
        #expect(forecast.utcOffsetSeconds == -18_000)
        #expect(forecast.units == .imperial)
        expectNoDifference(
            forecast.unitLabels, UnitLabels(temperature: "°F", windSpeed: "mph", precipitation: "inch", pressure: "hPa")
        )
        expectNoDifference(
            forecast.current,
            Forecast.Current(
                time: LocalDateTime(iso: "2026-11-22T10:15"), temperature: 44.6, feelsLike: 39.2, humidity: 61,
                isDay: true,
                precipitation: 0, weatherCode: 2, cloudCover: 40, pressure: 1016.2, windSpeed: 11.3, windDirection: 315,
                windGusts: 22.1))
        #expect(forecast.hourly.map(\.time.clock24) == ["09:00", "10:00", "11:00"])
        #expect(forecast.hourly.map(\.temperature) == [42.1, 44.0, nil])
        #expect(forecast.hourly[2].weatherCode == 3 && forecast.hourly[2].isDay == true)
        #expect(forecast.daily.count == 2)
        expectNoDifference(
            forecast.daily[1],
            Forecast.Day(
                date: LocalDate(year: 2026, month: 11, day: 23), weatherCode: 61, high: 51.0, low: nil,
                sunrise: LocalDateTime(iso: "2026-11-23T06:50"), sunset: nil, precipitationSum: 0.35,
                precipitationProbabilityMax: 80, windSpeedMax: 18.2, uvIndexMax: 1.1))
        #expect(
            Units.wind(speed: forecast.current?.windSpeed, direction: forecast.current?.windDirection, .mph)
                == "11 mph NW")
    }

    @Test func decodesTheMetricShape() throws {
        let json = #"""
            {"utc_offset_seconds":3600,"timezone":"Europe/Berlin","timezone_abbreviation":"CET",
             "current_units":{"temperature_2m":"°C","wind_speed_10m":"km/h","precipitation":"mm"},
             "current":{"time":"2026-11-22T16:00","temperature_2m":7.5,"wind_speed_10m":18.0,"is_day":0,"weather_code":0},
             "daily":{"time":["2026-11-22"],"temperature_2m_max":[9.1],"temperature_2m_min":[2.4]}}
            """#
        let forecast = try Forecast(openMeteoJSON: Data(json.utf8), units: .metric)
        #expect(forecast.unitLabels == UnitLabels(temperature: "°C", windSpeed: "km/h", precipitation: "mm"))
        #expect(forecast.current?.isDay == false)
        #expect(Units.temperature(forecast.current?.temperature, .metric) == "8°C")
        #expect(WeatherCode.icon(for: forecast.current?.weatherCode, .unicode, isDay: forecast.current?.isDay) == "☾")
        #expect(forecast.hourly.isEmpty)
        #expect(forecast.daily.map(\.high) == [9.1])
    }

    @Test func nullsEverywhereBecomeNil() throws {
        let json = #"""
            {"latitude":null,"longitude":null,"utc_offset_seconds":0,"timezone":null,
             "current":{"time":"2026-11-22T10:00","temperature_2m":null,"is_day":null,"weather_code":null},
             "hourly":{"time":["2026-11-22T10:00",null],"temperature_2m":[null,null],"weather_code":[null,null]},
             "daily":{"time":["2026-11-22"],"sunrise":[null],"temperature_2m_max":[null],"uv_index_max":[null]}}
            """#
        let forecast = try Forecast(openMeteoJSON: Data(json.utf8), units: .imperial)
        #expect(forecast.timezone == "")
        #expect(forecast.current == Forecast.Current(time: LocalDateTime(iso: "2026-11-22T10:00")))
        #expect(forecast.hourly == [Forecast.Hour(time: LocalDateTime(iso: "2026-11-22T10:00")!)])
        #expect(forecast.daily == [Forecast.Day(date: LocalDate(year: 2026, month: 11, day: 22))])
        #expect(Units.temperature(forecast.current?.temperature, .imperial) == "—")
        #expect(WeatherCode.description(for: forecast.current?.weatherCode) == "—")
    }

    @Test func missingBlocksAreEmptyNotErrors() throws {
        let empty = try Forecast(openMeteoJSON: Data("{}".utf8), units: .metric)
        #expect(empty == Forecast(units: .metric))
        let onlyDaily = try Forecast(openMeteoJSON: Data(#"{"daily":{"time":["2026-11-22"]}}"#.utf8), units: .metric)
        #expect(onlyDaily.current == nil && onlyDaily.hourly.isEmpty && onlyDaily.daily.count == 1)
        // Arrays shorter than `time` leave the missing tail nil rather than crashing.
        let short = try Forecast(
            openMeteoJSON: Data(
                #"{"hourly":{"time":["2026-11-22T00:00","2026-11-22T01:00"],"temperature_2m":[5]}}"#.utf8),
            units: .metric)
        #expect(short.hourly.map(\.temperature) == [5, nil])
    }

    // Found by the open-meteo fuzz target (Fuzz/): a latitude of 411.9 was kept as it was.
    @Test func coordinatesOffTheGlobeAreDropped() throws {
        let off = try Forecast(openMeteoJSON: Data(#"{"latitude":411.94572,"longitude":-180.5}"#.utf8), units: .metric)
        #expect(off.latitude == nil && off.longitude == nil)
        let edge = try Forecast(openMeteoJSON: Data(#"{"latitude":-90,"longitude":180}"#.utf8), units: .metric)
        #expect(edge.latitude == -90 && edge.longitude == 180)
    }

    @Test func malformedOrTruncatedJSONThrows() {
        #expect(throws: DecodingError.self) {
            try Forecast(openMeteoJSON: Data("<html>oops</html>".utf8), units: .metric)
        }
        let truncated = String(Self.imperialJSON.prefix(Self.imperialJSON.count / 2))
        #expect(throws: DecodingError.self) { try Forecast(openMeteoJSON: Data(truncated.utf8), units: .metric) }
        #expect(throws: DecodingError.self) {
            try Forecast(openMeteoJSON: Data(#"{"current":"now"}"#.utf8), units: .metric)
        }
    }

    @Test func untrustedStringsAreSanitised() throws {
        let json = #"""
            {"timezone":"America/New_York\u001b[31m\u001b]0;pwned\u0007","timezone_abbreviation":"EST\u009b2J",
             "current_units":{"temperature_2m":"°F\u001b[5m","wind_speed_10m":"mp/h\u001b[0m"}}
            """#
        let forecast = try Forecast(openMeteoJSON: Data(json.utf8), units: .imperial)
        #expect(forecast.timezone == "America/New_York")
        #expect(forecast.timezoneAbbreviation == "EST")
        #expect(forecast.unitLabels.temperature == "°F")
        #expect(forecast.unitLabels.windSpeed == "mph")
    }

    @Test func hourlyIsTrimmedToTheNext48HoursAtThePlace() {
        let start = LocalDate(year: 2026, month: 11, day: 22)
        let hours = (0..<(7 * 24)).map { i in
            Forecast.Hour(time: LocalDateTime(date: start.adding(days: i / 24), hour: i % 24), temperature: Double(i))
        }
        let forecast = Forecast(
            units: .metric, current: .init(time: LocalDateTime(iso: "2026-11-22T10:15")), hourly: hours)
        let trimmed = forecast.trimmingHourly()
        #expect(trimmed.hourly.count == 48)
        #expect(trimmed.hourly.first?.time.iso == "2026-11-22T10:00")
        #expect(trimmed.hourly.last?.time.iso == "2026-11-24T09:00")
        #expect(forecast.trimmingHourly(from: LocalDateTime(iso: "2026-11-28T20:00")).hourly.count == 4)
    }

    @Test func forecastRoundTripsThroughItsOwnCodable() throws {
        let forecast = try Forecast(openMeteoJSON: Data(Self.imperialJSON.utf8), units: .imperial)
        let data = try JSONEncoder().encode(forecast)
        #expect(try JSONDecoder().decode(Forecast.self, from: data) == forecast)
    }

    // MARK: The hour cursor's variables and the UV index

    @Test func decodesTheHourCursorsVariablesAndTheUVIndexNow() throws {
        let json = #"""
            {"utc_offset_seconds":-18000,"timezone":"America/New_York",
             "current":{"time":"2026-11-22T10:15","temperature_2m":44.6,"uv_index":2.35},
             "hourly":{"time":["2026-11-22T10:00","2026-11-22T11:00"],"temperature_2m":[44.0,45.5],
               "apparent_temperature":[39.2,null],"wind_speed_10m":[11.0,12.4],"wind_gusts_10m":[22.1,24.0],
               "wind_direction_10m":[315,320]}}
            """#
        let forecast = try Forecast(openMeteoJSON: Data(json.utf8), units: .imperial)
        #expect(forecast.current?.uvIndex == 2.35)
        expectNoDifference(
            forecast.hourly,
            [
                Forecast.Hour(
                    time: LocalDateTime(iso: "2026-11-22T10:00")!, temperature: 44.0, windSpeed: 11.0, feelsLike: 39.2,
                    windGusts: 22.1, windDirection: 315),
                Forecast.Hour(
                    time: LocalDateTime(iso: "2026-11-22T11:00")!, temperature: 45.5, windSpeed: 12.4, feelsLike: nil,
                    windGusts: 24.0, windDirection: 320),
            ])
        // Converted like the temperature and the wind; the UV index and the direction have no units.
        let metric = forecast.converted(to: .metric)
        #expect(metric.hourly[0].feelsLike.map { ($0 * 10).rounded() / 10 } == 4)
        #expect(metric.hourly[0].windGusts.map { $0.rounded() } == 36)
        #expect(metric.hourly[0].windDirection == 315 && metric.current?.uvIndex == 2.35)
    }

    /// A real answer recorded by others (the copy in Fixtures/real, SOURCES.md there) asked for none of the new
    /// variables and only 6 days: it still decodes, with them missing, and counts as a 7-day answer, not a 16-day one.
    @Test func aRealAnswerWithoutTheNewVariablesStillDecodes() throws {
        // The repository's own copy: a clone alone must pass (nothing is read from beside the checkout).
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/real/openmeteo-new-york-fahrenheit-all3.json")
        let forecast = try Forecast(openMeteoJSON: try Data(contentsOf: file), units: .imperial)
        #expect(forecast.current?.temperature == 82.9 && forecast.current?.feelsLike == 91.7)
        #expect(forecast.current?.uvIndex == nil)
        #expect(forecast.hourly.count == 144 && forecast.daily.count == 6)
        #expect(forecast.hourly.allSatisfy { $0.feelsLike == nil && $0.windGusts == nil && $0.windDirection == nil })
        #expect(forecast.hourly.contains { $0.temperature != nil })
        #expect(forecast.covers(.seven) && !forecast.covers(.sixteen))
    }

    /// Forecasts cached before the new fields existed have no keys for them: they load, with the fields missing.
    @Test func aCacheFromBeforeTheNewFieldsStillLoads() throws {
        let forecast = try Forecast(openMeteoJSON: Data(Self.imperialJSON.utf8), units: .imperial)
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(forecast)) as? [String: Any])
        var current = try #require(object["current"] as? [String: Any])
        current["uvIndex"] = nil
        object["current"] = current
        let hours = try #require(object["hourly"] as? [[String: Any]])
        object["hourly"] = hours.map { hour in
            hour.filter { !["feelsLike", "windGusts", "windDirection"].contains($0.key) }
        }
        let old = try JSONDecoder().decode(Forecast.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old == forecast)
        #expect(old.hourly.count == 3 && old.hourly[0].feelsLike == nil)
    }

    @Test func sixteenDaysAreCoveredOnlyByMoreThanSeven() {
        let start = LocalDate(year: 2026, month: 11, day: 22)
        func days(_ n: Int) -> Forecast {
            Forecast(units: .imperial, daily: (0..<n).map { Forecast.Day(date: start.adding(days: $0)) })
        }
        #expect(days(0).covers(.seven) && days(7).covers(.seven) && days(16).covers(.seven))
        #expect(!days(7).covers(.sixteen) && days(15).covers(.sixteen) && days(16).covers(.sixteen))
    }
}
