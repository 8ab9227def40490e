import Foundation
import ServiceEndpoints
import Testing
import WeatherCore

@Suite struct AlertsConfigurationTests {
    @Test func flagBeatsEnvironmentBeatsTheNWS() throws {
        let env = [
            ServiceEndpoint.alerts.environmentVariable: "http://127.0.0.1:9000",
            ServiceEndpoint.forecast.environmentVariable: "http://127.0.0.1:1",
        ]
        let flag = try APIConfiguration.resolve(.alerts, flag: "http://localhost:8080", environment: env)
        #expect(flag == APIConfiguration(baseURL: URL(string: "http://localhost:8080")!, source: .flag))
        let fromEnv = try APIConfiguration.resolve(.alerts, flag: nil, environment: env)
        #expect(fromEnv == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        let fallback = try APIConfiguration.resolve(
            .alerts, flag: nil, environment: [ServiceEndpoint.forecast.environmentVariable: "http://x"])
        #expect(fallback == APIConfiguration(baseURL: URL(string: "https://api.weather.gov")!, source: .defaultValue))
    }

    @Test func aTrailingAlertsPathIsDropped() throws {
        for text in [
            "https://api.weather.gov/alerts/active", "https://api.weather.gov/alerts/", "https://api.weather.gov/",
        ] {
            #expect(
                try APIConfiguration.resolve(.alerts, flag: text, environment: [:]).baseURL.absoluteString
                    == "https://api.weather.gov", "\(text)")
        }
        #expect(
            try APIConfiguration.resolve(.alerts, flag: "http://h/nws/alerts/active", environment: [:]).baseURL
                .absoluteString == "http://h/nws")
    }

    @Test func badURLsFailLikeTheForecasts() {
        #expect(throws: WeatherError.invalidBaseURL("ftp://x", reason: "the scheme must be http or https")) {
            try APIConfiguration.resolve(
                .alerts, flag: nil, environment: [ServiceEndpoint.alerts.environmentVariable: "ftp://x"])
        }
    }
}

@Suite struct ECCCConfigurationTests {
    @Test func flagBeatsEnvironmentBeatsECCC() throws {
        let env = [
            ServiceEndpoint.eccc.environmentVariable: "http://127.0.0.1:9000",
            ServiceEndpoint.alerts.environmentVariable: "http://127.0.0.1:1",
        ]
        let flag = try APIConfiguration.resolve(.eccc, flag: "http://localhost:8080", environment: env)
        #expect(flag == APIConfiguration(baseURL: URL(string: "http://localhost:8080")!, source: .flag))
        let fromEnv = try APIConfiguration.resolve(.eccc, flag: nil, environment: env)
        #expect(fromEnv == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        let fallback = try APIConfiguration.resolve(
            .eccc,
            flag: nil, environment: [ServiceEndpoint.alerts.environmentVariable: "http://x"])
        #expect(fallback == APIConfiguration(baseURL: URL(string: "https://api.weather.gc.ca")!, source: .defaultValue))
    }

    @Test func aTrailingCollectionPathIsDroppedAndBadURLsFail() throws {
        #expect(
            try APIConfiguration.resolve(
                .eccc,
                flag: "https://api.weather.gc.ca/collections/weather-alerts/items", environment: [:]
            ).baseURL.absoluteString == "https://api.weather.gc.ca")
        #expect(throws: WeatherError.invalidBaseURL("ftp://x", reason: "the scheme must be http or https")) {
            try APIConfiguration.resolve(
                .eccc, flag: nil, environment: [ServiceEndpoint.eccc.environmentVariable: "ftp://x"])
        }
    }
}
