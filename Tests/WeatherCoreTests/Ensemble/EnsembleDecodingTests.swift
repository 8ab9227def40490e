import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// The spread decoder on the real recorded members answer's envelope (Fixtures/real, see SOURCES.md there) and on
/// the ensemble-mean shape (`<var>` and `<var>_spread`), with nulls past the horizon ending the series.
@Suite struct EnsembleDecodingTests {
    static func real(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/real/\(name).json"))
    }

    static func at(_ day: Int, _ hour: Int) -> LocalDateTime {
        LocalDateTime(date: LocalDate(year: 2026, month: 11, day: day), hour: hour)
    }

    @Test func theRealMembersEnvelopeDecodesWithoutASpread() throws {
        // The members answer has `temperature_2m` but no `_spread`: no hour can be drawn, and nothing throws.
        let spread = try ForecastSpread(
            openMeteoJSON: try Self.real("openmeteo-ensemble-gefs025-31members-1hour"), units: .metric)
        #expect(spread.hours.isEmpty)
    }

    @Test func theRealEnvelopeWithASpreadAdded() throws {
        // The same envelope, with the spread an ensemble-mean model would add beside it.
        var object =
            try JSONSerialization.jsonObject(with: Self.real("openmeteo-ensemble-gefs025-31members-1hour"))
            as! [String: Any]
        var hourly = object["hourly"] as! [String: Any]
        hourly["temperature_2m_spread"] = [1.25]
        object["hourly"] = hourly
        var units = object["hourly_units"] as! [String: Any]
        units["temperature_2m_spread"] = "K"
        object["hourly_units"] = units
        let spread = try ForecastSpread(
            openMeteoJSON: try JSONSerialization.data(withJSONObject: object), units: .metric)
        expectNoDifference(
            spread.hours,
            [
                ForecastSpread.Hour(
                    time: LocalDateTime(date: LocalDate(year: 2026, month: 7, day: 11), hour: 0), temperature: 18.9,
                    temperatureSpread: 1.25)
            ])
    }

    /// The real server's layout for an imperial request (shared/reference/open-meteo.md, "Ensemble API", from
    /// open-meteo/open-meteo's SiUnit.swift and VariableOrSpread): the mean in °F, the temperature spread in
    /// kelvin, not converted; precipitation and its spread in inches.
    static let imperialAnswer = #"""
        {"latitude":40.7,"longitude":-74.0,"utc_offset_seconds":-18000,"timezone":"America/New_York",
         "hourly_units":{"time":"iso8601","temperature_2m":"°F","temperature_2m_spread":"K",
           "precipitation":"inch","precipitation_spread":"inch"},
         "hourly":{"time":["2026-11-25T00:00","2026-11-25T01:00"],
           "temperature_2m":[40.1,39.5],"temperature_2m_spread":[2.0,0.5],
           "precipitation":[0,0.04],"precipitation_spread":[0.01,0.02]}}
        """#

    @Test func aKelvinSpreadIsScaledForFahrenheitNotOffset() throws {
        let spread = try ForecastSpread(openMeteoJSON: Data(Self.imperialAnswer.utf8), units: .imperial)
        // 2.0 K is 3.6 °F of spread: the day marks read it "fair", not the "sure" of 2.0 taken as °F.
        #expect(spread.hours.map(\.temperatureSpread) == [2.0 * 1.8, 0.5 * 1.8])
        #expect(spread.hours.map(\.temperature) == [40.1, 39.5])
        #expect(spread.hours.map(\.precipitationSpread) == [0.01, 0.02])
        // The old spelling, "°K" (before 2025-09-30), and a Celsius spread are the same size.
        for unit in ["°K", "°C"] {
            let old = Self.imperialAnswer.replacingOccurrences(
                of: #""temperature_2m_spread":"K""#, with: #""temperature_2m_spread":"\#(unit)""#)
            #expect(try ForecastSpread(openMeteoJSON: Data(old.utf8), units: .imperial).hours == spread.hours)
        }
        // Asked in metric but answered in °F and inches (a server that ignored the units): converted back.
        let metric = try ForecastSpread(openMeteoJSON: Data(Self.imperialAnswer.utf8), units: .metric)
        #expect(abs(metric.hours[0].temperature - (40.1 - 32) / 1.8) < 1e-9)
        #expect(metric.hours[0].temperatureSpread == 2.0)
        #expect(abs((metric.hours[1].precipitation ?? 0) - 0.04 * 25.4) < 1e-9)
    }

    @Test func aSpreadInAnUnknownOrMissingUnitIsNotShown() throws {
        let odd = Self.imperialAnswer.replacingOccurrences(
            of: #""temperature_2m_spread":"K""#, with: #""temperature_2m_spread":"W""#)
        #expect(throws: SpreadUnitError(variable: "temperature_2m_spread", unit: "W")) {
            try ForecastSpread(openMeteoJSON: Data(odd.utf8), units: .imperial)
        }
        let missing = Self.imperialAnswer.replacingOccurrences(of: #""temperature_2m_spread":"K","#, with: "")
        #expect(throws: SpreadUnitError(variable: "temperature_2m_spread", unit: nil)) {
            try ForecastSpread(openMeteoJSON: Data(missing.utf8), units: .imperial)
        }
        let rain = Self.imperialAnswer.replacingOccurrences(
            of: #""precipitation_spread":"inch""#, with: #""precipitation_spread":"furlong""#)
        #expect(throws: SpreadUnitError(variable: "precipitation_spread", unit: "furlong")) {
            try ForecastSpread(openMeteoJSON: Data(rain.utf8), units: .imperial)
        }
        #expect(WeatherError.unexpectedUnit(variable: "temperature_2m_spread", unit: "W").shortReason == "unit W")
        #expect(WeatherError.unexpectedUnit(variable: "temperature_2m_spread", unit: nil).shortReason == "unit missing")
    }

    @Test func nullsPastTheHorizonEndTheSeries() throws {
        let json = #"""
            {"latitude":40.7,"longitude":-74.0,"utc_offset_seconds":-18000,"timezone":"America/New_York",
             "hourly_units":{"time":"iso8601","temperature_2m":"°F","temperature_2m_spread":"K",
               "precipitation":"inch","precipitation_spread":"inch"},
             "hourly":{"time":["2026-11-25T00:00","2026-11-25T01:00","2026-11-25T02:00","2026-11-25T03:00"],
               "temperature_2m":[40.1,39.5,null,41],"temperature_2m_spread":[1.2,-3,null,2],
               "precipitation":[0,null,null,0],"precipitation_spread":[0.01,0.02,null,0]}}
            """#
        let spread = try ForecastSpread(openMeteoJSON: Data(json.utf8), units: .imperial)
        // The negative spread is missing, so the series ends after the first hour.
        expectNoDifference(
            spread.hours,
            [
                ForecastSpread.Hour(
                    time: Self.at(25, 0), temperature: 40.1, temperatureSpread: 1.2 * 1.8, precipitation: 0,
                    precipitationSpread: 0.01)
            ])
        #expect(
            spread.temperatureSpread(
                at: LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 25), hour: 0, minute: 40)) == 1.2 * 1.8)
        #expect(spread.temperatureSpread(at: Self.at(25, 1)) == nil)
    }

    @Test func notJSONThrows() {
        #expect(throws: DecodingError.self) { try ForecastSpread(openMeteoJSON: Data("<html>".utf8), units: .metric) }
    }

    @Test func theRequestAsksOneMeanModelForSixteenDays() {
        let request = EnsembleRequest(latitude: 40.75, longitude: -73.99, units: .imperial)
        #expect(request.model == .gefs)
        let url = request.url(base: URL(string: "https://ensemble-api.open-meteo.com")!).absoluteString
        #expect(
            url
                == "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=40.75&longitude=-73.99"
                + "&models=ncep_gefs_ensemble_mean_seamless"
                + "&hourly=temperature_2m,temperature_2m_spread,precipitation,precipitation_spread&timezone=auto"
                + "&forecast_days=16&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch")
        #expect(EnsembleModel.forPlace(latitude: 48.85, longitude: 2.35) == .ecmwfIFS)
        #expect(EnsembleModel.forPlace(latitude: 21.3, longitude: -157.85) == .gefs)
        #expect(EnsembleModel.forPlace(latitude: -33.9, longitude: 151.2) == .ecmwfIFS)
    }

    @Test func aDaysConfidenceFromTheSpreadAtItsHigh() {
        func day(spreadAtHigh: Double, rain: Double?, units: UnitSystem) -> DaySpread? {
            let hours = (0..<24).map { hour in
                ForecastSpread.Hour(
                    time: Self.at(25, hour), temperature: hour == 15 ? 20 : 10,
                    temperatureSpread: hour == 15 ? spreadAtHigh : 9, precipitationSpread: rain.map { $0 / 24 })
            }
            return ForecastSpread(units: units, hours: hours).day(LocalDate(year: 2026, month: 11, day: 25))
        }
        #expect(day(spreadAtHigh: 1.4, rain: nil, units: .metric)?.confidence == .sure)
        #expect(day(spreadAtHigh: 1.5, rain: nil, units: .metric)?.confidence == .fair)
        #expect(day(spreadAtHigh: 2.9, rain: 1, units: .metric)?.confidence == .fair)
        #expect(day(spreadAtHigh: 3, rain: nil, units: .metric)?.confidence == .unsure)
        #expect(day(spreadAtHigh: 1, rain: 2.4, units: .metric)?.confidence == .fair)
        #expect(day(spreadAtHigh: 2, rain: 2.4, units: .metric)?.confidence == .unsure)
        #expect(day(spreadAtHigh: 2.6, rain: nil, units: .imperial)?.confidence == .sure)
        #expect(day(spreadAtHigh: 5.5, rain: nil, units: .imperial)?.confidence == .unsure)
        #expect(day(spreadAtHigh: 1, rain: 0.1, units: .imperial)?.confidence == .fair)
        // Past the horizon (a day not covered to its last hour): no mark.
        let short = ForecastSpread(
            units: .metric,
            hours: (0..<20).map { ForecastSpread.Hour(time: Self.at(25, $0), temperature: 1, temperatureSpread: 1) })
        #expect(short.day(LocalDate(year: 2026, month: 11, day: 25)) == nil)
        #expect(short.day(LocalDate(year: 2026, month: 11, day: 26)) == nil)
    }
}
