import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// The fixture server's own contract: real response shape, parameters honoured, real error bodies, admin API.
@Suite struct FixtureServerTests {
    /// Requests each path in turn (POST for admin changes, GET otherwise), returning status and body text.
    func call(_ paths: [String], server: FixtureServer? = nil) async throws -> [(status: Int, body: String)] {
        let server = server ?? FixtureServer(now: { NetFixture.now })
        try await server.start()
        let http = HTTPClient.makeForWeather()
        var results: [(Int, String)] = []
        do {
            for path in paths {
                let base = try #require(await server.baseURL)
                let url = try #require(URL(string: base.absoluteString + path))
                let method = path.hasPrefix("/admin/fault?") || path == "/admin/reset" ? "POST" : "GET"
                let answer = try await http.send(
                    url, method: method, timeouts: HTTPLimits(total: .seconds(5), maxBodyBytes: 10_000_000))
                results.append((answer.status, String(decoding: answer.body, as: UTF8.self)))
            }
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
        try await http.shutdown()
        await server.stop()
        return results
    }

    @Test func unknownVariableIsThe400ErrorBody() async throws {
        let result = try await call(["/v1/forecast?latitude=40&longitude=-74&hourly=tempeture_2m"])[0]
        #expect(result.status == 400)
        #expect(
            result.body
                == #"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"}"#
        )
    }

    @Test func invalidParametersGiveTheServicesReasons() async throws {
        let results = try await call([
            "/v1/forecast?latitude=91&longitude=0",
            "/v1/forecast?latitude=40&longitude=-74&forecast_days=17",
            "/v1/forecast?latitude=40&longitude=-74&timezone=Mars/Olympus",
            "/v1/forecast?latitude=40&longitude=-74&daily=sunrise,bogus",
        ])
        #expect(results.map(\.status) == [400, 400, 400, 400])
        #expect(results[0].body.contains("Latitude must be in range of -90 to 90°. Given: 91."))
        #expect(results[1].body.contains("Forecast days is invalid. Allowed range 0 to 16. Given 17."))
        #expect(results[2].body.contains("Invalid timezone"))
        #expect(results[3].body.contains("invalid String value bogus for key daily"))
    }

    /// `timezone=auto` abroad answers as the real service does: the place's IANA zone, named by its bare offset.
    @Test func autoGivesAPlaceAbroadItsOwnZone() async throws {
        let forecast = "/v1/forecast?current=temperature_2m&timezone=auto&"
        let results = try await call([
            forecast + "latitude=47.3667&longitude=8.55", forecast + "latitude=35.6895&longitude=139.6917",
            forecast + "latitude=46.948&longitude=7.4474", forecast + "latitude=43.7001&longitude=-79.4163",
            "/v1/air-quality?current=us_aqi&timezone=auto&latitude=47.3667&longitude=8.55",
        ])
        #expect(results.map(\.status) == [200, 200, 200, 200, 200])
        let zurich = #""utc_offset_seconds":3600,"timezone":"Europe/Zurich","timezone_abbreviation":"GMT+1""#
        #expect(results[0].body.contains(zurich))
        #expect(results[0].body.contains(#""current":{"time":"2026-11-22T16:30""#))
        #expect(
            results[1].body.contains(
                #""utc_offset_seconds":32400,"timezone":"Asia/Tokyo","timezone_abbreviation":"GMT+9""#))
        // Bern is not in the table: the nearest known zone.
        #expect(results[2].body.contains(zurich))
        // Toronto is inside the box drawn around the US, but close to a known zone.
        #expect(results[3].body.contains(#""timezone":"America/Toronto","timezone_abbreviation":"GMT-5""#))
        #expect(results[4].body.contains(#""timezone":"Europe/Zurich""#))
    }

    /// The many-places form with one zone per place, as Home asks: each answer in the zone asked for it (Suva in
    /// Fiji's own zone, which `auto`'s lookup would not know), `auto` where the app has none; a zone the server does
    /// not know, or a list of the wrong length, is the real 400.
    @Test func aZonePerPlaceIsAnsweredInThatZone() async throws {
        let many =
            "/v1/forecast?current=temperature_2m&forecast_days=1&latitude=-18.1416,47.3667&longitude=178.4415,8.55"
        let results = try await call([
            many + "&timezone=Pacific/Fiji,auto", many + "&timezone=Pacific/Fiji,Mars/Olympus",
            many + "&timezone=Pacific/Fiji", many + "&timezone=Pacific/Fiji,auto,auto",
        ])
        #expect(results.map(\.status) == [200, 400, 200, 400])
        #expect(results[0].body.contains(#""timezone":"Pacific/Fiji""#))
        #expect(results[0].body.contains(#""timezone":"Europe/Zurich""#))
        #expect(results[1].body.contains("Invalid timezone"))
        // One zone for all: both places in Fiji's.
        #expect(results[2].body.components(separatedBy: #""timezone":"Pacific/Fiji""#).count == 3)
        #expect(results[3].body.contains("must have the same number of elements"))
    }

    @Test func responseShapeUnitsAndKeyOrder() async throws {
        let path =
            "/v1/forecast?latitude=40.7128&longitude=-74.006&current=temperature_2m,wind_speed_10m,is_day"
            + "&daily=temperature_2m_max,sunrise&timezone=auto&forecast_days=2"
            + "&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch"
        let result = try await call([path])[0]
        #expect(result.status == 200)
        #expect(result.body.hasPrefix(#"{"latitude":40.725,"longitude":-74,"generationtime_ms":"#))
        #expect(
            result.body.contains(#""utc_offset_seconds":-18000,"timezone":"Etc/GMT+5","timezone_abbreviation":"GMT-5""#)
        )
        #expect(
            result.body.contains(
                #""current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°F","wind_speed_10m":"mp/h","is_day":""}"#
            ))
        #expect(result.body.contains(#""current":{"time":"2026-11-22T10:30","interval":900,"temperature_2m":"#))
        #expect(result.body.contains(#""daily":{"time":["2026-11-22","2026-11-23"],"temperature_2m_max":["#))
        #expect(result.body.contains(#""sunrise":["2026-11-22T0"#))
        #expect(!result.body.contains("hourly"))
    }

    /// The app's own request, 7 and 16 days: every variable it asks for is answered (the hour cursor's feels-like,
    /// gusts and direction, the UV index now and per day), with as many days as asked.
    @Test func answersTheAppsRequestForSevenAndSixteenDays() async throws {
        func path(_ days: ForecastDays) throws -> String {
            let url = ForecastRequest(latitude: 40.7128, longitude: -74.006, units: .imperial, days: days)
                .url(base: try #require(URL(string: "http://fixture")))
            let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            return components.path + "?" + (components.percentEncodedQuery ?? "")
        }
        let results = try await call([try path(.seven), try path(.sixteen)])
        #expect(results.map(\.status) == [200, 200])
        let week = try Forecast(openMeteoJSON: Data(results[0].body.utf8), units: .imperial)
        let long = try Forecast(openMeteoJSON: Data(results[1].body.utf8), units: .imperial)
        #expect(week.daily.count == 7 && long.daily.count == 16)
        #expect(week.hourly.count == 7 * 24 && long.hourly.count == 16 * 24)
        #expect(long.daily.map(\.date).prefix(7) == week.daily.map(\.date)[...])
        #expect(long.current?.uvIndex != nil && long.daily.allSatisfy { $0.uvIndexMax != nil })
        #expect(
            long.hourly.allSatisfy { $0.feelsLike != nil && $0.windGusts != nil && $0.windDirection != nil })
        #expect(results[1].body.contains(#""apparent_temperature":"°F""#))
    }

    @Test func explicitTimezoneAndPastDays() async throws {
        let result = try await call([
            "/v1/forecast?latitude=35.68&longitude=139.69&hourly=temperature_2m&timezone=Asia/Tokyo&past_days=1&forecast_days=1"
        ])[0]
        #expect(result.body.contains(#""utc_offset_seconds":32400,"timezone":"Asia/Tokyo""#))
        // 15:30Z is 00:30 on the 23rd in Tokyo: one past day (22nd) plus today (23rd), 48 hours from midnight.
        let forecast = try Forecast(openMeteoJSON: Data(result.body.utf8), units: .metric)
        #expect(forecast.hourly.count == 48)
        #expect(forecast.hourly.first?.time.iso == "2026-11-22T00:00")
        #expect(forecast.hourly.last?.time.iso == "2026-11-23T23:00")
    }

    @Test func noTimezoneMeansGMT() async throws {
        let result = try await call(["/v1/forecast?latitude=40&longitude=-74&current=temperature_2m"])[0]
        #expect(result.body.contains(#""utc_offset_seconds":0,"timezone":"GMT","timezone_abbreviation":"GMT""#))
        #expect(result.body.contains(#""time":"2026-11-22T15:30""#))
    }

    @Test func adminSwitchesFaultsAndCountsRequests() async throws {
        let server = FixtureServer(now: { NetFixture.now })
        let results = try await call(
            [
                "/v1/forecast?latitude=40&longitude=-74",
                "/admin/fault?mode=server-error",
                "/v1/forecast?latitude=40&longitude=-74",
                "/admin/fault?mode=nonsense",
                "/admin/requests",
                "/admin/reset",
                "/admin/fault",
            ], server: server)
        #expect(results.map(\.status) == [200, 200, 500, 400, 200, 200, 200])
        #expect(
            results[1].body
                == #"{"fault":"server-error","alertsFault":"none","meteoAlarmFault":"none","ecccFault":"none","airQualityFault":"none","ensembleFault":"none","archiveFault":"none","radarFault":"none","geocodingFault":"none"}"#
        )
        #expect(results[2].body.contains("<html>"))
        #expect(
            results[4].body
                == #"{"forecast":2,"alerts":0,"meteoAlarm":0,"eccc":0,"airQuality":0,"ensemble":0,"archive":0,"radar":0,"geocoding":0,"total":5}"#
        )
        #expect(
            results[6].body
                == #"{"fault":"none","alertsFault":"none","meteoAlarmFault":"none","ecccFault":"none","airQualityFault":"none","ensembleFault":"none","archiveFault":"none","radarFault":"none","geocodingFault":"none"}"#
        )
    }

    @Test func theAlertsRoutesFaultIsSwitchedOnItsOwn() async throws {
        let results = try await call([
            "/admin/fault?mode=server-error&route=alerts",
            "/alerts/active?point=40.7484,-73.9967",
            "/v1/forecast?latitude=40&longitude=-74",
            "/admin/fault?mode=hang&route=weather",
            "/admin/requests",
            "/admin/reset",
            "/alerts/active?point=40.7484,-73.9967",
        ])
        #expect(results.map(\.status) == [200, 500, 200, 400, 200, 200, 200])
        #expect(
            results[0].body
                == #"{"fault":"none","alertsFault":"server-error","meteoAlarmFault":"none","ecccFault":"none","airQualityFault":"none","ensembleFault":"none","archiveFault":"none","radarFault":"none","geocodingFault":"none"}"#
        )
        #expect(results[3].body.contains("Unknown route. Known: forecast, alerts, meteoAlarm, eccc, airQuality"))
        #expect(
            results[4].body
                == #"{"forecast":1,"alerts":1,"meteoAlarm":0,"eccc":0,"airQuality":0,"ensemble":0,"archive":0,"radar":0,"geocoding":0,"total":5}"#
        )
    }

    @Test func faultModeNamesRoundTrip() {
        for name in FixtureFault.modeNames {
            #expect(FixtureFault(mode: name)?.mode == name)
        }
        #expect(FixtureFault(mode: "slow", seconds: 2) == .slow(seconds: 2))
        #expect(FixtureFault(mode: "bogus") == nil)
    }

    @Test func reportsTheBoundPortAndStopsCleanly() async throws {
        let server = FixtureServer()
        let port = try await server.start()
        #expect(port > 0)
        #expect(await server.baseURL?.absoluteString == "http://127.0.0.1:\(port)")
        await server.stop()
        await server.stop()
        #expect(await server.port == nil)
    }
}
