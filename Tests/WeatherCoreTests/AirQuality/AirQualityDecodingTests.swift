import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// The air-quality decoder on the real recorded Washington answer (Fixtures/real, see SOURCES.md there), on nulls
/// and missing blocks, and the service's error bodies read as the forecast's are.
@Suite struct AirQualityDecodingTests {
    static func real(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/real/\(name).json"))
    }

    @Test func theRealWashingtonAnswer() throws {
        let air = try AirQuality(
            openMeteoJSON: try Self.real("openmeteo-airquality-washington-dc-current-pollutants"))
        expectNoDifference(
            air,
            AirQuality(
                time: LocalDateTime(date: LocalDate(year: 2026, month: 10, day: 6), hour: 15), usAQI: 27,
                subIndices: Pollutants(),
                concentrations: Pollutants(pm25: 4.9, pm10: 5.0, ozone: 91.0, nitrogenDioxide: 2.0)))
        #expect(air.category == .good)
        // It asked for no sub-indices, so nothing says which pollutant drives the index.
        #expect(air.dominantPollutant == nil)
        #expect(air.summary == "AQI 27 Good")
    }

    @Test func everyVariableTheAppAsksFor() throws {
        let json = #"""
            {"latitude":40.7,"longitude":-74.0,"utc_offset_seconds":-18000,"timezone":"America/New_York",
             "current_units":{"time":"iso8601","interval":"seconds","us_aqi":"USAQI","pm2_5":"μg/m³"},
             "current":{"time":"2026-11-22T10:00","interval":3600,"us_aqi":132,"us_aqi_pm2_5":88,"us_aqi_pm10":40,
               "us_aqi_ozone":132,"us_aqi_nitrogen_dioxide":51,"pm2_5":29.3,"pm10":39.6,"ozone":146.3,
               "nitrogen_dioxide":100.8}}
            """#
        let air = try AirQuality(openMeteoJSON: Data(json.utf8))
        expectNoDifference(
            air,
            AirQuality(
                time: LocalDateTime(iso: "2026-11-22T10:00"), usAQI: 132,
                subIndices: Pollutants(pm25: 88, pm10: 40, ozone: 132, nitrogenDioxide: 51),
                concentrations: Pollutants(pm25: 29.3, pm10: 39.6, ozone: 146.3, nitrogenDioxide: 100.8)))
        #expect(air.summary == "AQI 132 Unhealthy for Sensitive Groups · O3")
    }

    @Test func nullsAndAMissingBlockLeaveTheFieldsEmpty() throws {
        let nulls = #"""
            {"current":{"time":null,"interval":3600,"us_aqi":null,"us_aqi_pm2_5":null,"pm2_5":null,"ozone":"n/a"}}
            """#
        #expect(try AirQuality(openMeteoJSON: Data(nulls.utf8)) == AirQuality())
        #expect(try AirQuality(openMeteoJSON: Data(#"{"latitude":1}"#.utf8)) == AirQuality())
        let empty = try AirQuality(openMeteoJSON: Data(#"{"current":{}}"#.utf8))
        #expect(empty.summary == nil && empty.category == nil && empty.dominantPollutant == nil)
    }

    @Test func implausibleNumbersAreMissing() throws {
        let json = #"{"current":{"us_aqi":1e300,"pm2_5":-1e9,"pm10":12.5}}"#
        let air = try AirQuality(openMeteoJSON: Data(json.utf8))
        #expect(air.usAQI == nil && air.concentrations.pm25 == nil && air.concentrations.pm10 == 12.5)
    }

    @Test func notJSONOrTheWrongShapeThrows() {
        #expect(throws: DecodingError.self) { try AirQuality(openMeteoJSON: Data("<html>".utf8)) }
        #expect(throws: DecodingError.self) { try AirQuality(openMeteoJSON: Data("[1,2]".utf8)) }
        #expect(throws: DecodingError.self) { try AirQuality(openMeteoJSON: Data(#"{"current":[1]}"#.utf8)) }
    }

    @Test func errorBodiesHaveTheForecastsShapeAndClassification() {
        let reason =
            #"{"error":true,"reason":"Cannot initialize AirQualityVariable from invalid String value us_aqi_x for key current"}"#
        #expect(
            LiveFetch.statusError(status: 400, body: Data(reason.utf8), retryAfter: nil)
                == .http(
                    status: 400,
                    reason: "Cannot initialize AirQualityVariable from invalid String value us_aqi_x for key current"))
        #expect(
            LiveFetch.statusError(
                status: 429, body: Data(#"{"error":true,"reason":"Too many"}"#.utf8), retryAfter: "30")
                == .rateLimited(reason: "Too many", retryAfterSeconds: 30))
    }
}
