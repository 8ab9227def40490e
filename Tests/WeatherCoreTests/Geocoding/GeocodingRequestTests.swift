import Foundation
import ServiceEndpoints
import Testing

@testable import WeatherCore

/// What is sent (the name, ten places, the language, JSON) and where: `--geocoding-url`, then
/// `ServiceEndpoint.geocoding.environmentVariable`, then Open-Meteo's geocoding host.
@Suite struct GeocodingRequestTests {
    @Test func theURLSendsTheNameTheCountAndTheLanguageOnly() {
        let url = GeocodingRequest(name: "Sankt Gallen & Co", language: "de")
            .url(base: URL(string: "https://geocoding-api.open-meteo.com")!)
        #expect(
            url.absoluteString
                == "https://geocoding-api.open-meteo.com/v1/search?name=Sankt%20Gallen%20%26%20Co&count=10"
                + "&language=de&format=json")
        #expect(GeocodingRequest(name: "x").url(base: URL(string: "http://127.0.0.1:9/g")!).path == "/g/v1/search")
    }

    @Test func theLanguageIsTheMessagesLocales() {
        #expect(AppLanguage.contentLanguage(environment: ["LANG": "de_CH.UTF-8"]) == "de")
        #expect(AppLanguage.contentLanguage(environment: ["LANG": "de_CH.UTF-8", "LC_MESSAGES": "fr_FR"]) == "fr")
        #expect(AppLanguage.contentLanguage(environment: ["LANG": "de_CH.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == "ja")
        #expect(AppLanguage.contentLanguage(environment: ["LC_ALL": "", "LANG": "pt_BR"]) == "pt")
        for none in ["C", "POSIX", "C.UTF-8", "", "x", "1234"] {
            #expect(AppLanguage.contentLanguage(environment: ["LANG": none]) == "en", "\(none)")
        }
        #expect(AppLanguage.contentLanguage(environment: [:]) == "en")
        // The pseudo-locale is English underneath: "qps" is no language a service knows.
        #expect(AppLanguage.contentLanguage(.pseudo, chosen: true, environment: ["LANG": "de_DE.UTF-8"]) == "en")
        #expect(AppLanguage.contentLanguage(.de, chosen: true, environment: [:]) == "de")
    }

    @Test func theFlagWinsOverTheEnvironmentWhichWinsOverTheDefault() throws {
        let env = [
            ServiceEndpoint.geocoding.environmentVariable: "http://127.0.0.1:9000",
            ServiceEndpoint.forecast.environmentVariable: "http://x:1",
        ]
        #expect(
            try APIConfiguration.resolve(.geocoding, flag: "http://127.0.0.1:8000/", environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:8000")!, source: .flag))
        #expect(
            try APIConfiguration.resolve(.geocoding, flag: nil, environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        #expect(
            try APIConfiguration.resolve(
                .geocoding, flag: nil, environment: [ServiceEndpoint.geocoding.environmentVariable: " "])
                == APIConfiguration(baseURL: APIConfiguration.baseURL(for: .geocoding), source: .defaultValue))
        #expect(APIConfiguration.baseURL(for: .geocoding).absoluteString == "https://geocoding-api.open-meteo.com")
    }

    @Test func aTrailingEndpointIsDroppedAndABadURLIsRefused() throws {
        #expect(
            try APIConfiguration.resolve(.geocoding, flag: "http://h:1/p/v1/search/", environment: [:]).baseURL
                == URL(string: "http://h:1/p")!)
        #expect(throws: WeatherError.invalidBaseURL("ftp://x", reason: "the scheme must be http or https")) {
            try APIConfiguration.resolve(
                .geocoding, flag: nil, environment: [ServiceEndpoint.geocoding.environmentVariable: "ftp://x"])
        }
    }
}
