import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// The forecast's 15-minute block: asked for in every request, decoded like `hourly`, converted with the units, and
/// never a reason for a forecast to fail.
@Suite struct Minutely15DecodingTests {
    static func forecast(_ members: String, units: UnitSystem = .metric) throws -> Forecast {
        try Forecast(openMeteoJSON: Data("{\"utc_offset_seconds\":-18000\(members)}".utf8), units: units)
    }

    /// Ten steps from the current quarter: the first is over, the second under way, eight lie wholly ahead.
    @Test func theRequestAsksForTenStepsOfPrecipitationAndCode() throws {
        let url = ForecastRequest(latitude: 40.7, longitude: -74, units: .imperial)
            .url(base: URL(string: "https://api.open-meteo.com")!)
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.first { $0.name == "minutely_15" }?.value == "precipitation,weather_code")
        #expect(items.first { $0.name == "forecast_minutely_15" }?.value == "10")
    }

    @Test func theBlockIsDecodedStepByStep() throws {
        let forecast = try Self.forecast(
            #"""
            ,"minutely_15_units":{"time":"iso8601","precipitation":"mm","weather_code":"wmo code"},
             "minutely_15":{"time":["2026-11-22T10:15","2026-11-22T10:30","2026-11-22T10:45"],
               "precipitation":[0.0,0.3,null],"weather_code":[3,61,63]}
            """#)
        expectNoDifference(
            forecast.minutely15,
            [
                Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:15")!, precipitation: 0, weatherCode: 3),
                Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:30")!, precipitation: 0.3, weatherCode: 61),
                Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:45")!, precipitation: nil, weatherCode: 63),
            ])
    }

    @Test func arraysOfUnequalLengthAndNullTimesAreReadAsHourlyIs() throws {
        let forecast = try Self.forecast(
            #"""
            ,"minutely_15":{"time":["2026-11-22T10:15",null,"2026-11-22T10:45","bad"],
               "precipitation":[0.1,0.2],"weather_code":[61,61,63,63,95]}
            """#)
        expectNoDifference(
            forecast.minutely15,
            [
                Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:15")!, precipitation: 0.1, weatherCode: 61),
                Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:45")!, precipitation: nil, weatherCode: 63),
            ])
    }

    @Test func aMissingOrBrokenBlockIsNilNeverAFailure() throws {
        #expect(try Self.forecast("").minutely15 == nil)
        #expect(try Self.forecast(#","minutely_15":"soon""#).minutely15 == nil)
        #expect(try Self.forecast(#","minutely_15":{"time":5}"#).minutely15 == nil)
        #expect(try Self.forecast(#","minutely_15":{}"#).minutely15 == [])
    }

    @Test func unitsConvertTheAmounts() throws {
        let metric = try Self.forecast(
            #","minutely_15":{"time":["2026-11-22T10:15"],"precipitation":[2.54],"weather_code":[61]}"#)
        let imperial = metric.converted(to: .imperial)
        #expect(imperial.minutely15?.first?.precipitation.map { ($0 * 1000).rounded() / 1000 } == 0.1)
        #expect(imperial.minutely15?.first?.weatherCode == 61)
        #expect(metric.converted(to: .metric) == metric)
    }

    @Test func aCachedForecastFromBeforeStillDecodes() throws {
        // Cache files written before 15-minute data have no `minutely15` key.
        var old = Forecast(timezone: "America/New_York", units: .imperial)
        let data = try JSONEncoder().encode(old)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["minutely15"] = nil
        let decoded = try JSONDecoder().decode(Forecast.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(decoded == old)
        old.minutely15 = [Forecast.Quarter(time: LocalDateTime(iso: "2026-11-22T10:15")!, precipitation: 0.1)]
        #expect(try JSONDecoder().decode(Forecast.self, from: JSONEncoder().encode(old)) == old)
    }
}
