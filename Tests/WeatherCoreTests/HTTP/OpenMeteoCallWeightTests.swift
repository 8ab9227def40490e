import Foundation
import Testing

@testable import WeatherCore

/// Open-Meteo's rule for what a request costs, applied to the requests the app really builds.
@Suite struct OpenMeteoCallWeightTests {
    let base = URL(string: "https://api.open-meteo.com")!

    func weight(_ text: String) -> Double? { OpenMeteoCallWeight.of(URL(string: text)!) }

    @Test func thePricingFAQsExample() {
        // "2 weeks of data with 15 weather variables … 1.5 API calls".
        let fifteen = (1...15).map { "v\($0)" }.joined(separator: ",")
        #expect(
            weight("https://api.open-meteo.com/v1/forecast?latitude=1&longitude=2&hourly=\(fifteen)&forecast_days=14")
                == 1.5)
        // Ten variables or fewer over two weeks or less is one call; a longer span multiplies.
        #expect(
            weight("https://api.open-meteo.com/v1/forecast?latitude=1&longitude=2&hourly=a,b&forecast_days=16") == 1)
        #expect(
            weight("https://api.open-meteo.com/v1/forecast?latitude=1&longitude=2&hourly=\(fifteen)&forecast_days=28")
                == 3)
    }

    @Test func theAppsForecastWeighsItsThirtyTwoVariables() throws {
        let url = ForecastRequest(latitude: 40.75, longitude: -73.99, units: .imperial).url(base: base)
        // 12 current + 9 hourly + 9 daily + 2 fifteen-minute variables over 7 days.
        #expect(OpenMeteoCallWeight.of(url) == 3.2)
        let sixteen = ForecastRequest(latitude: 40.75, longitude: -73.99, units: .imperial, days: .sixteen).url(
            base: base)
        let weight = try #require(OpenMeteoCallWeight.of(sixteen))
        #expect(abs(weight - 3.2 * 16 / 14) < 1e-9)
    }

    @Test func manyPlacesInOneRequestCountEachPlace() {
        let url = ConditionsRequest(
            coordinates: (0..<20).map { .init(latitude: Double($0), longitude: 0) }, units: .metric
        ).url(base: base)
        let one = ConditionsRequest(coordinates: [.init(latitude: 0, longitude: 0)], units: .metric).url(base: base)
        #expect(OpenMeteoCallWeight.of(url) == 20 * OpenMeteoCallWeight.of(one)!)
    }

    /// The archive's requests state their weight (per location and per date range): the URL is not read back.
    @Test func theArchiveIsWeighedByItsRequestNotItsURL() throws {
        let url =
            "https://archive-api.open-meteo.com/v1/archive?latitude=1&longitude=2&models=era5"
            + "&daily=temperature_2m_max,temperature_2m_min&start_date=1991-01-01&end_date=2020-12-31"
        #expect(self.weight(url) == nil)
        // The whole 30 years as one range: 2/10 × 10,958/14, about 157.
        let whole = ArchiveRequest(
            latitude: 1, longitude: 2, timeZone: "",
            ranges: [.init(start: .init(year: 1991, month: 1, day: 1), end: .init(year: 2020, month: 12, day: 31))])
        #expect(abs(whole.weight - 2.0 / 10 * 10_958 / 14) < 1e-9)
    }

    @Test func ensembleMembersMultiplyAndAMeanModelCountsOnce() {
        let members =
            "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=1&longitude=2"
            + "&hourly=temperature_2m,precipitation&models=ecmwf_ifs025&forecast_days=7"
        #expect(weight(members) == 2.0 * 51 / 10)
        let mean =
            "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=1&longitude=2"
            + "&hourly=temperature_2m,precipitation&models=ecmwf_ifs025_ensemble_mean&forecast_days=16"
        #expect(weight(mean) == 1)
    }

    @Test func theGeocoderIsOneCallAndOtherServicesNone() {
        #expect(weight("https://geocoding-api.open-meteo.com/v1/search?name=Tokyo&count=10") == 1)
        #expect(weight("https://api.weather.gov/alerts/active?point=40,-73") == nil)
        #expect(weight("https://feeds.meteoalarm.org/api/v1/warnings/feeds-poland") == nil)
    }
}
