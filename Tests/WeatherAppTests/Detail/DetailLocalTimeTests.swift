import CustomDump
import Foundation
import Testing
import WeatherCore

@testable import WeatherApp

/// Local time at the place comes from its zone's rules: the header reads EST/EDT (not the service's "GMT-5"),
/// and a forecast cached before a daylight-saving change shows the right time after it.
@MainActor
struct DetailLocalTimeTests {
    /// The forecast as fetched on Saturday 31 October 2026 at noon EDT (UTC-4), with the service's "GMT-4".
    func cachedBeforeTheChange() -> ForecastSnapshot {
        var forecast = DetailFixtures.forecast()
        forecast.utcOffsetSeconds = -4 * 3600
        forecast.timezoneAbbreviation = "GMT-4"
        let fetched = Date(timeIntervalSince1970: 1_793_462_400)  // 2026-10-31 16:00 UTC
        return ForecastSnapshot(forecast: forecast, fetchedAt: fetched, zone: DetailFixtures.zone)
    }

    @Test func theHeaderNamesTheZoneByItsOwnAbbreviation() {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.snapshot?.forecast.timezoneAbbreviation = "GMT-5"
        let header = renderDetail(state, width: 80, height: 22).lines()[0]
        #expect(header.hasSuffix("Sun 10:10 AM EST"))
    }

    @Test func aForecastCachedBeforeTheChangeShowsTheTimeAfterIt() {
        // Monday 2 November 2026, 15:10 UTC: 10:10 AM EST (the change was on Sunday at 2 AM).
        let now = Date(timeIntervalSince1970: 1_793_632_200)
        var state = DetailScreen.State(place: DetailFixtures.place, snapshot: cachedBeforeTheChange(), now: now)
        state.now = now
        #expect(state.utcOffsetSeconds == -5 * 3600)
        #expect(state.zoneAbbreviation == "EST")
        let header = renderDetail(state, width: 80, height: 22).lines()[0]
        #expect(header.hasSuffix("Mon 10:10 AM EST"))
    }

    @Test func alertTimesUseTheOffsetInForceAtThatTime() throws {
        let zone = try #require(ZoneRules.named("America/New_York"))
        // An alert ending on Sunday 1 November 2026 at 7 AM EST (12:00 UTC), seen from Saturday, in EDT.
        let end = Date(timeIntervalSince1970: 1_793_534_400)
        #expect(AlertText.localTime(end, utcOffsetSeconds: -4 * 3600, zone: zone) == "Sun 7:00 AM")
        #expect(AlertText.localTime(end, utcOffsetSeconds: -4 * 3600) == "Sun 8:00 AM")  // the offset alone is wrong
    }
}
