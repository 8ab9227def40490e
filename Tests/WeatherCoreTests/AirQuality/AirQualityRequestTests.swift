import Foundation
import ServiceEndpoints
import Testing

@testable import WeatherCore

/// The request's URL and where it goes: `--air-quality-url`, then `ServiceEndpoint.airQuality.environmentVariable`, then Open-Meteo.
@Suite struct AirQualityRequestTests {
    @Test func theURLAsksForTheIndexItsSubIndicesAndTheConcentrationsInTheLocalZone() {
        let url = AirQualityRequest(latitude: 40.74840, longitude: -73.99670)
            .url(base: URL(string: "https://air-quality-api.open-meteo.com")!)
        #expect(
            url.absoluteString
                == "https://air-quality-api.open-meteo.com/v1/air-quality?latitude=40.7484&longitude=-73.9967"
                + "&current=us_aqi,us_aqi_pm2_5,us_aqi_pm10,us_aqi_ozone,us_aqi_nitrogen_dioxide,pm2_5,pm10,ozone,"
                + "nitrogen_dioxide&timezone=auto")
        let prefixed = AirQualityRequest(latitude: 1, longitude: 2).url(base: URL(string: "http://127.0.0.1:9/aq")!)
        #expect(prefixed.path == "/aq/v1/air-quality")
    }

    @Test func theFlagWinsOverTheEnvironmentWhichWinsOverTheDefault() throws {
        let env = [
            ServiceEndpoint.airQuality.environmentVariable: "http://127.0.0.1:9000",
            ServiceEndpoint.forecast.environmentVariable: "http://x:1",
        ]
        #expect(
            try APIConfiguration.resolve(.airQuality, flag: "http://127.0.0.1:8000/", environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:8000")!, source: .flag))
        #expect(
            try APIConfiguration.resolve(.airQuality, flag: nil, environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        #expect(
            try APIConfiguration.resolve(
                .airQuality, flag: nil, environment: [ServiceEndpoint.airQuality.environmentVariable: " "])
                == APIConfiguration(baseURL: APIConfiguration.baseURL(for: .airQuality), source: .defaultValue))
        #expect(APIConfiguration.baseURL(for: .airQuality).absoluteString == "https://air-quality-api.open-meteo.com")
    }

    @Test func aTrailingEndpointIsDroppedAndABadURLIsRefused() throws {
        #expect(
            try APIConfiguration.resolve(.airQuality, flag: "http://h:1/p/v1/air-quality/", environment: [:]).baseURL
                == URL(string: "http://h:1/p")!)
        #expect(throws: WeatherError.invalidBaseURL("ftp://x", reason: "the scheme must be http or https")) {
            try APIConfiguration.resolve(
                .airQuality, flag: nil, environment: [ServiceEndpoint.airQuality.environmentVariable: "ftp://x"])
        }
    }
}
