import Foundation
import Testing

@testable import WeatherCore

/// The archive request's URL and where it goes: `--archive-url`, then `LASSO_WEATHER_ARCHIVE_URL`, then Open-Meteo.
@Suite struct ArchiveRequestTests {
    @Test func theURLAsksERA5ForThirtyYearsOfHighsAndLowsInThePlacesZone() {
        let url = ArchiveRequest(latitude: 40.74840, longitude: -73.99670, timeZone: "America/New_York")
            .url(base: APIConfiguration.archiveDefaultBaseURL)
        #expect(
            url.absoluteString
                == "https://archive-api.open-meteo.com/v1/archive?latitude=40.7484&longitude=-73.9967"
                + "&start_date=1991-01-01&end_date=2020-12-31&daily=temperature_2m_max,temperature_2m_min"
                + "&models=era5&timezone=America/New_York")
    }

    @Test func aPlaceWithoutAZoneAsksForTheCoordinatesOwn() {
        #expect(ArchiveRequest(latitude: 1, longitude: 2, timeZone: "").timeZone == "auto")
    }

    @Test func theBaseURLFromTheFlagTheEnvironmentOrOpenMeteo() throws {
        let env = ["LASSO_WEATHER_ARCHIVE_URL": "http://127.0.0.1:9000"]
        #expect(
            try APIConfiguration.resolveArchive(flag: "http://127.0.0.1:8000/v1/archive", environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:8000")!, source: .flag))
        #expect(
            try APIConfiguration.resolveArchive(flag: nil, environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        #expect(
            try APIConfiguration.resolveArchive(flag: nil, environment: [:]).baseURL.absoluteString
                == "https://archive-api.open-meteo.com")
        #expect(throws: WeatherError.self) {
            try APIConfiguration.resolveArchive(flag: nil, environment: ["LASSO_WEATHER_ARCHIVE_URL": "ftp://x"])
        }
    }
}
