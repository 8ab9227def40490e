import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The fixture server's air-quality route and 15-minute block: the real service's shape and key order, its errors,
/// and the places that start raining, stop snowing, and so on within two hours of any request.
@Suite struct FixtureAirQualityAndMinutelyTests {
    /// The keys of a JSON text in the order written.
    static func keys(_ json: String) -> [String] {
        json.matches(of: /"([a-z_0-9]+)":/).map { String($0.1) }
    }

    @Test func airQualityHasTheRealAnswersKeysInItsOrder() async throws {
        let real = try String(
            decoding: AirQualityDecodingTests.real("openmeteo-airquality-washington-dc-current-pollutants"),
            as: UTF8.self)
        // The same request as the real one.
        let current =
            "pm2_5,pm10,ozone,nitrogen_dioxide,us_aqi,european_aqi,uv_index,alder_pollen,birch_pollen,"
            + "grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen"
        let result = try await FixtureServerTests().call([
            "/v1/air-quality?latitude=38.9072&longitude=-77.0369&current=\(current)&timezone=auto"
        ])[0]
        #expect(result.status == 200)
        #expect(Self.keys(result.body) == Self.keys(real))
        #expect(result.body.hasPrefix(#"{"latitude":38.9,"longitude":-77,"generationtime_ms":"#))
        #expect(
            result.body.contains(
                #""current_units":{"time":"iso8601","interval":"seconds","pm2_5":"μg/m³","pm10":"μg/m³","ozone":"μg/m³","nitrogen_dioxide":"μg/m³","us_aqi":"USAQI","european_aqi":"EAQI","uv_index":"","alder_pollen":"grains/m³""#
            ))
        #expect(result.body.contains(#""current":{"time":"2026-11-22T10:00","interval":3600,"pm2_5":"#))
        #expect(result.body.contains(#""alder_pollen":null"#))
    }

    @Test func airQualityErrorsAreOpenMeteos() async throws {
        let results = try await FixtureServerTests().call([
            "/v1/air-quality?latitude=40&longitude=-74&current=us_aqi,bogus",
            "/v1/air-quality?latitude=91&longitude=0&current=us_aqi",
            "/admin/fault?mode=server-error&route=air-quality",
            "/v1/air-quality?latitude=40&longitude=-74&current=us_aqi",
            "/v1/forecast?latitude=40&longitude=-74&current=temperature_2m",
            "/admin/requests",
        ])
        #expect(results.map(\.status) == [400, 400, 200, 500, 200, 200])
        #expect(
            results[0].body
                == #"{"error":true,"reason":"Cannot initialize AirQualityVariable from invalid String value bogus for key current"}"#
        )
        #expect(results[1].body.contains("Latitude must be in range of -90 to 90°. Given: 91.0."))
        #expect(
            results[2].body
                == #"{"fault":"none","alertsFault":"none","meteoAlarmFault":"none","ecccFault":"none","airQualityFault":"server-error","ensembleFault":"none","archiveFault":"none","radarFault":"none","geocodingFault":"none"}"#
        )
        #expect(results[3].body.contains("<html>"))
        #expect(
            results[5].body
                == #"{"forecast":1,"alerts":0,"meteoAlarm":0,"eccc":0,"airQuality":3,"ensemble":0,"archive":0,"radar":0,"geocoding":0,"total":6}"#
        )
    }

    @Test func minutelyComesAfterCurrentInTheRealShape() async throws {
        let result = try await FixtureServerTests().call([
            "/v1/forecast?latitude=40.7484&longitude=-73.9967&current=temperature_2m&hourly=temperature_2m"
                + "&minutely_15=precipitation,weather_code&forecast_minutely_15=8&timezone=auto&precipitation_unit=inch"
        ])[0]
        #expect(
            result.body.contains(
                #""minutely_15_units":{"time":"iso8601","precipitation":"inch","weather_code":"wmo code"},"minutely_15":{"time":["2026-11-22T10:30","2026-11-22T10:45","2026-11-22T11:00""#
            ))
        let order = ["current", "minutely_15_units", "minutely_15", "hourly_units", "hourly"].map {
            result.body.range(of: "\"\($0)\":")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        // Rain from the step ending at 11:15, in inches.
        #expect(result.body.contains(#""precipitation":[0,0,0,0.008,0.018,0.028,0.037,0.047]"#))
    }

    @Test func withoutAStepCountEveryQuarterOfTheDaysIsSent() async throws {
        let body = try await FixtureServerTests().call([
            "/v1/forecast?latitude=40&longitude=-74&minutely_15=precipitation&forecast_days=1&timezone=auto"
        ])[0].body
        let forecast = try Forecast(openMeteoJSON: Data(body.utf8), units: .metric)
        #expect(forecast.minutely15?.count == 96)
        #expect(forecast.minutely15?.first?.time.iso == "2026-11-22T00:00")
    }

    /// Each scripted place says its sentence at the fixture's 15:30Z (10:30 at GMT-5, the start of a quarter).
    @Test func theScriptedPlacesSayEverySentence() async throws {
        let expected = [
            "10001": "Rain starting in about 30 min", "60601": "Snow stopping in about 45 min",
            "98101": "Rain for the next 2 hours", "55401": "Freezing rain starting in about 1 h",
            "94103": "No precipitation in the next 2 hours",
        ]
        #expect(Set(FixtureRainPlace.all.map(\.zip)) == Set(expected.keys))
        try await NetFixture.run { _, client in
            for place in FixtureRainPlace.all {
                for units in UnitSystem.allCases {
                    let forecast = try await client.fetch(
                        ForecastRequest(latitude: place.latitude, longitude: place.longitude, units: units))
                    // The fixture's zone is whole hours from the longitude, so its offset is the data's own.
                    #expect(forecast.nextTwoHours(at: NetFixture.now)?.summary == expected[place.zip], "\(place.zip)")
                }
            }
        }
    }
}
