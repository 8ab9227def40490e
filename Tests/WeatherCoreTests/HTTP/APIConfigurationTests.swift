import Foundation
import ServiceEndpoints
import Testing
import WeatherCore

@Suite struct APIConfigurationTests {
    @Test func flagBeatsEnvironmentBeatsDefault() throws {
        let env = [ServiceEndpoint.forecast.environmentVariable: "http://127.0.0.1:9000"]
        let flag = try APIConfiguration.resolve(flag: "http://localhost:8080", environment: env)
        #expect(flag == APIConfiguration(baseURL: URL(string: "http://localhost:8080")!, source: .flag))
        let fromEnv = try APIConfiguration.resolve(flag: nil, environment: env)
        #expect(fromEnv == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        let fallback = try APIConfiguration.resolve(flag: nil, environment: [:])
        #expect(fallback.baseURL.absoluteString == "https://api.open-meteo.com")
        #expect(fallback.source == .defaultValue && !fallback.isCustom)
        #expect(
            try APIConfiguration.resolve(flag: nil, environment: [ServiceEndpoint.forecast.environmentVariable: "  "])
                .source
                == .defaultValue)
    }

    @Test func normalisesTrailingSlashAndForecastPath() throws {
        #expect(try APIConfiguration.validate("http://127.0.0.1:8080/").absoluteString == "http://127.0.0.1:8080")
        #expect(
            try APIConfiguration.validate("https://x.example/om/v1/forecast").absoluteString == "https://x.example/om")
        #expect(
            try APIConfiguration.validate(" HTTP://Example.com ").absoluteString.lowercased() == "http://example.com")
    }

    @Test func rejectsBadURLsWithAClearError() {
        let cases: [(String, String)] = [
            ("", "it is empty"),
            ("ftp://example.com", "the scheme must be http or https"),
            ("localhost:8080", "the scheme must be http or https"),
            ("http://", "it has no host"),
            ("http://example.com/?a=1", "it must not have a query or fragment"),
            ("not a url", "it is not a URL (expected e.g. http://127.0.0.1:8080)"),
        ]
        for (text, reason) in cases {
            #expect(throws: WeatherError.invalidBaseURL(text, reason: reason), "\(text)") {
                try APIConfiguration.validate(text)
            }
        }
        #expect(throws: WeatherError.self) { try APIConfiguration.resolve(flag: "", environment: [:]) }
        #expect(throws: WeatherError.self) {
            try APIConfiguration.resolve(
                flag: nil, environment: [ServiceEndpoint.forecast.environmentVariable: "gopher://x"])
        }
        #expect(
            WeatherError.invalidBaseURL("ftp://x", reason: "the scheme must be http or https").message
                == "The weather API URL \"ftp://x\" is not usable: the scheme must be http or https.")
    }

    @Test func requestURLHasEveryParameter() throws {
        let base = try APIConfiguration.validate("http://127.0.0.1:8080/prefix")
        let url = ForecastRequest(latitude: 40.71280, longitude: -74.0060, units: .imperial).url(base: base)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/prefix/v1/forecast")
        let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(items["latitude"] == "40.7128" && items["longitude"] == "-74.006")
        #expect(items["timezone"] == "auto" && items["forecast_days"] == "7")
        #expect(items["temperature_unit"] == "fahrenheit" && items["wind_speed_unit"] == "mph")
        #expect(items["precipitation_unit"] == "inch")
        #expect(
            items["current"] == "temperature_2m,apparent_temperature,relative_humidity_2m,is_day,precipitation,"
                + "weather_code,cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,uv_index")
        #expect(
            items["hourly"]
                == "temperature_2m,precipitation_probability,precipitation,weather_code,wind_speed_10m,is_day,"
                + "apparent_temperature,wind_gusts_10m,wind_direction_10m")
        #expect(
            items["daily"] == "weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,precipitation_sum,"
                + "precipitation_probability_max,wind_speed_10m_max,uv_index_max")
        let metric = ForecastRequest(latitude: 0, longitude: -0.00001, units: .metric).url(base: base).absoluteString
        #expect(metric.contains("latitude=0&longitude=0&") && metric.contains("temperature_unit=celsius"))
    }

    /// 16 days only when asked for; the variables are the same either way.
    @Test func requestURLAsksForTheDaysChosen() throws {
        let base = try APIConfiguration.validate("https://api.open-meteo.com")
        func items(_ request: ForecastRequest) throws -> [String: String] {
            let components = try #require(URLComponents(url: request.url(base: base), resolvingAgainstBaseURL: false))
            return Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        }
        let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
        let week = try items(ForecastRequest(place: place, units: .imperial))
        let long = try items(ForecastRequest(place: place, units: .imperial, days: .sixteen))
        #expect(week["forecast_days"] == "7" && long["forecast_days"] == "16")
        #expect(
            try items(ForecastRequest(latitude: 40.75, longitude: -73.99, units: .imperial, days: .seven)) == week)
        var rest = long
        rest["forecast_days"] = "7"
        #expect(rest == week)
        #expect(ForecastRequest(place: place, units: .metric, days: .sixteen).days.count == 16)
    }
}
