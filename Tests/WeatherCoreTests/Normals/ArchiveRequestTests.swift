import CivilCalendar
import Foundation
import ServiceEndpoints
import Testing

@testable import WeatherCore

/// The archive request's URL and where it goes: `--archive-url`, then `ServiceEndpoint.archive.environmentVariable`, then Open-Meteo.
@Suite struct ArchiveRequestTests {
    static let newYork = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: 40.74840,
        longitude: -73.99670)

    /// A window from 14 November: 70 days in each year of 1991–2020, so each range weighs one call (2 variables /
    /// 10 × 70 days / 14 = 1; Open-Meteo counts per location and per date range) and the request 31, where the
    /// whole 30 years in one range weighed 156.5. The window runs into the new year: 2020's is cut at 31 December,
    /// and 1991's January part asked on its own, so each month-day has 30 years.
    @Test func aWindowInEachYearWeighingOneCallARange() throws {
        let request = ArchiveRequest(place: Self.newYork, window: CivilDate(year: 2026, month: 11, day: 14))
        #expect(request.ranges.count == 31)
        #expect(request.weight == 31)
        let first = try #require(request.ranges.first)
        #expect(first.start == CivilDate(year: 1991, month: 1, day: 1))
        #expect(first.end == CivilDate(year: 1991, month: 1, day: 22))
        #expect(request.ranges[1].start == CivilDate(year: 1991, month: 11, day: 14))
        #expect(request.ranges[1].end == CivilDate(year: 1992, month: 1, day: 22) && request.ranges[1].days == 70)
        #expect(request.ranges.last?.end == CivilDate(year: 2020, month: 12, day: 31))
        let url = request.url(base: APIConfiguration.baseURL(for: .archive)).absoluteString
        #expect(url.hasPrefix("https://archive-api.open-meteo.com/v1/archive?latitude=40.7484&longitude=-73.9967"))
        #expect(url.contains("&start_date=1991-01-01,1991-11-14,1992-11-14,"))
        #expect(url.contains("&end_date=1991-01-22,1992-01-22,"))
        #expect(url.hasSuffix("&daily=temperature_2m_max,temperature_2m_min&models=era5&timezone=America/New_York"))
        // Within one year: no wrapped part, 30 ranges.
        let june = ArchiveRequest(place: Self.newYork, window: CivilDate(year: 2026, month: 6, day: 1))
        #expect(june.ranges.count == 30 && june.weight == 30)
        // The rule itself: a range longer than 70 days weighs more.
        let long = ArchiveRequest(
            latitude: 1, longitude: 2, timeZone: "",
            ranges: [
                .init(start: CivilDate(year: 1991, month: 1, day: 1), end: CivilDate(year: 2020, month: 12, day: 31))
            ])
        #expect(abs(long.weight - 156.54) < 0.01)
    }

    @Test func aPlaceWithoutAZoneAsksForTheCoordinatesOwn() {
        #expect(ArchiveRequest(latitude: 1, longitude: 2, timeZone: "", ranges: []).timeZone == "auto")
    }

    @Test func theBaseURLFromTheFlagTheEnvironmentOrOpenMeteo() throws {
        let env = [ServiceEndpoint.archive.environmentVariable: "http://127.0.0.1:9000"]
        #expect(
            try APIConfiguration.resolve(.archive, flag: "http://127.0.0.1:8000/v1/archive", environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:8000")!, source: .flag))
        #expect(
            try APIConfiguration.resolve(.archive, flag: nil, environment: env)
                == APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9000")!, source: .environment))
        #expect(
            try APIConfiguration.resolve(.archive, flag: nil, environment: [:]).baseURL.absoluteString
                == "https://archive-api.open-meteo.com")
        #expect(throws: WeatherError.self) {
            try APIConfiguration.resolve(
                .archive, flag: nil, environment: [ServiceEndpoint.archive.environmentVariable: "ftp://x"])
        }
    }
}
