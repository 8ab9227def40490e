import Foundation
import Testing

@testable import WeatherCore

/// Every request made for one place names the place's zone; Home's many-places request names one per place; the
/// Map's layer and the radar's forecast stay in GMT (no parameter).
@Suite struct TimeZoneParameterTests {
    static let suva = Place(
        zip: "", kind: .standard, city: "Suva", state: "", county: "", timeZone: "Pacific/Fiji", latitude: -18.1416,
        longitude: 178.4415, country: "FJ")
    static let nowhere = Place(
        zip: "", kind: .standard, city: "Somewhere", state: "", county: "", timeZone: "", latitude: 10,
        longitude: 10, country: "XX")
    static let base = URL(string: "https://example.test")!

    static func zone(_ url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "timezone" }?.value
    }

    @Test func theValueIsTheZoneOrAuto() {
        #expect(TimeZoneParameter.value(for: "America/Argentina/Buenos_Aires") == "America/Argentina/Buenos_Aires")
        #expect(TimeZoneParameter.value(for: "Etc/GMT+5") == "Etc/GMT+5")
        #expect(TimeZoneParameter.value(for: "") == "auto")
        // A geocoder's zone is untrusted text: anything that is not an IANA-shaped name is not sent.
        #expect(TimeZoneParameter.value(for: "Europe/Paris&hourly=x") == "auto")
        #expect(TimeZoneParameter.value(for: "Europe/Zürich") == "auto")
        #expect(TimeZoneParameter.value(for: ["Pacific/Fiji", "", "Asia/Tokyo"]) == "Pacific/Fiji,auto,Asia/Tokyo")
    }

    @Test func everyOnePlaceRequestSendsThePlacesZone() {
        #expect(Self.zone(ForecastRequest(place: Self.suva, units: .metric).url(base: Self.base)) == "Pacific/Fiji")
        #expect(Self.zone(AirQualityRequest(place: Self.suva).url(base: Self.base)) == "Pacific/Fiji")
        #expect(Self.zone(EnsembleRequest(place: Self.suva, units: .metric).url(base: Self.base)) == "Pacific/Fiji")
        #expect(
            Self.zone(
                ArchiveRequest(place: Self.suva, window: .init(year: 2026, month: 6, day: 1)).url(base: Self.base))
                == "Pacific/Fiji")
        #expect(Self.zone(ForecastRequest(place: Self.nowhere, units: .metric).url(base: Self.base)) == "auto")
        #expect(
            Self.zone(
                ArchiveRequest(place: Self.nowhere, window: .init(year: 2026, month: 6, day: 1)).url(base: Self.base))
                == "auto")
    }

    @Test func homesRequestSendsOneZonePerPlaceInOrder() {
        let request = ConditionsRequest(places: [Self.suva, Self.nowhere], units: .metric)
        #expect(Self.zone(request.url(base: Self.base)) == "Pacific/Fiji,auto")
        let layer = ConditionsRequest(
            coordinates: [.init(latitude: 1, longitude: 2, timeZone: "Asia/Tokyo")], units: .metric, variables: .layer)
        #expect(Self.zone(layer.url(base: Self.base)) == nil)
        let radar = ConditionsRequest(
            coordinates: [.init(latitude: 1, longitude: 2)], units: .metric, variables: .radarForecast)
        #expect(Self.zone(radar.url(base: Self.base)) == nil)
    }
}
