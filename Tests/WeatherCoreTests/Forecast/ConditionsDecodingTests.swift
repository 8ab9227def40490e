import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// Home's many-places answer: a JSON array of single-place objects in the order asked (a plain object for one
/// place), built here from real recorded objects (Fixtures/real, see SOURCES.md there) and hand-made edge cases.
@Suite struct ConditionsDecodingTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_795_000_000)

    static var newYork: Data { get throws { try NWSAlertsDecodingTests.real("openmeteo-new-york-fahrenheit-all3") } }
    static var chicago: Data { get throws { try NWSAlertsDecodingTests.real("openmeteo-chicago-current-imperial") } }

    /// The bodies joined as the service joins a many-places answer: `[a,b,…]`.
    static func array(_ bodies: [Data]) -> Data {
        Data("[".utf8) + bodies.reduce(into: Data()) { $0 += ($0.isEmpty ? Data() : Data(",".utf8)) + $1 }
            + Data("]".utf8)
    }

    static func decode(_ data: Data, places: Int) throws(WeatherError) -> [Result<LatestConditions, WeatherError>] {
        try LatestConditions.batch(openMeteoJSON: data, places: places, units: .imperial, fetchedAt: fetchedAt)
    }

    static let newYorkConditions = LatestConditions(
        temperature: 82.9, weatherCode: 0, high: 104.8, low: 79.9, units: .imperial, fetchedAt: fetchedAt)
    /// Chicago's answer has no `is_day` and no daily block: no high or low.
    static let chicagoConditions = LatestConditions(
        temperature: 17.5, weatherCode: 3, units: .imperial, fetchedAt: fetchedAt)

    @Test func realObjectsInAnArrayComeBackInTheOrderAsked() throws {
        let results = try Self.decode(Self.array([try Self.chicago, try Self.newYork, try Self.chicago]), places: 3)
        expectNoDifference(
            results,
            [.success(Self.chicagoConditions), .success(Self.newYorkConditions), .success(Self.chicagoConditions)])
    }

    @Test func onePlaceIsAnsweredWithAPlainObject() throws {
        expectNoDifference(try Self.decode(try Self.newYork, places: 1), [.success(Self.newYorkConditions)])
        // The same object wrapped in a one-element array reads the same.
        expectNoDifference(
            try Self.decode(Self.array([try Self.newYork]), places: 1), [.success(Self.newYorkConditions)])
    }

    @Test func aPlaceWithNullsFailsAloneAndTheOthersStay() throws {
        let nulls = Data(
            #"""
            {"latitude":45.5,"longitude":-122.7,"utc_offset_seconds":-28800,"timezone":"America/Los_Angeles",
             "current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°F","weather_code":"wmo code",
               "is_day":""},
             "current":{"time":"2026-11-22T07:15","interval":900,"temperature_2m":null,"weather_code":null,"is_day":null},
             "daily_units":{"time":"iso8601","temperature_2m_max":"°F","temperature_2m_min":"°F"},
             "daily":{"time":["2026-11-22"],"temperature_2m_max":[null],"temperature_2m_min":[null]}}
            """#.utf8)
        let results = try Self.decode(Self.array([try Self.newYork, nulls, try Self.chicago]), places: 3)
        expectNoDifference(
            results,
            [
                .success(Self.newYorkConditions),
                .failure(.malformedResponse(detail: "no current temperature for place 2")),
                .success(Self.chicagoConditions),
            ])
    }

    @Test func nullsOnlyInTheHighAndLowKeepTheReading() throws {
        let partial = Data(
            #"{"current":{"temperature_2m":50.1,"weather_code":61,"is_day":0},"daily":{"time":["2026-11-22"],"temperature_2m_max":[null],"temperature_2m_min":[41.2]}}"#
                .utf8)
        expectNoDifference(
            try Self.decode(partial, places: 1),
            [
                .success(
                    LatestConditions(
                        temperature: 50.1, weatherCode: 61, isDay: false, high: nil, low: 41.2, units: .imperial,
                        fetchedAt: Self.fetchedAt))
            ])
    }

    @Test func aWrongCountFailsTheWholeAnswerRatherThanGuessWhichPlaceIsWhich() throws {
        let two = Self.array([try Self.newYork, try Self.chicago])
        #expect(throws: WeatherError.malformedResponse(detail: "2 answers for 3 places")) {
            try Self.decode(two, places: 3)
        }
        #expect(throws: WeatherError.malformedResponse(detail: "2 answers for 1 places")) {
            try Self.decode(two, places: 1)
        }
        #expect(throws: WeatherError.malformedResponse(detail: "0 answers for 2 places")) {
            try Self.decode(Data("[]".utf8), places: 2)
        }
    }

    @Test func errorBodiesAndJunk() throws {
        // The service's error object where a place's answer should be: that place fails with the reason, cleaned.
        let error = Data(#"{"error":true,"reason":"No data is available for this location\u001b[2J"}"#.utf8)
        expectNoDifference(
            try Self.decode(error, places: 1),
            [.failure(.malformedResponse(detail: "place 1: No data is available for this location"))])
        // An element that is not an object fails alone.
        expectNoDifference(
            try Self.decode(Self.array([Data(#""oops""#.utf8), try Self.chicago]), places: 2),
            [.failure(.malformedResponse(detail: "place 1 is not a forecast")), .success(Self.chicagoConditions)])
        // Not JSON, cut off, or JSON of the wrong kind: the whole answer is unreadable.
        for body in ["<html>500</html>", #"[{"current":{"temperature_2m":12.3,,"#, "42", #""text""#] {
            do {
                let results = try Self.decode(Data(body.utf8), places: 1)
                Issue.record("\(body) decoded as \(results)")
            } catch {
                guard case .malformedResponse = error else {
                    Issue.record("\(body): \(error)")
                    continue
                }
            }
        }
    }

    @Test func conditionsComeFromAFullForecastToo() throws {
        let forecast = try Forecast(openMeteoJSON: try Self.newYork, units: .imperial)
        #expect(LatestConditions(forecast, fetchedAt: Self.fetchedAt) == Self.newYorkConditions)
        #expect(LatestConditions(Forecast(units: .metric), fetchedAt: Self.fetchedAt) == nil)  // no current block
        let metric = Self.newYorkConditions.converted(to: .metric)
        #expect(metric.units == .metric)
        #expect(abs(metric.temperature! - 28.28) < 0.01 && abs(metric.high! - 40.44) < 0.01)
        #expect(abs(metric.low! - 26.61) < 0.01)
        #expect(metric.converted(to: .imperial).high.map { abs($0 - 104.8) < 1e-9 } == true)
    }
}
