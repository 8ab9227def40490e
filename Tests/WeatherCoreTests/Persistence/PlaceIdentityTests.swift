import Foundation
import Testing

@testable import WeatherCore

/// A place is known by ``Place/id`` (the ZIP for a ZIP, else "geonames:<id>") in recent places and caches, and the
/// files the previous version wrote, which know only ZIPs, load as they are.
@Suite struct PlaceIdentityTests {
    static let zurich = Place(
        zip: "", city: "Zürich", state: "", timeZone: "Europe/Zurich", latitude: 47.36667, longitude: 8.55,
        country: "CH", geonameID: 2_657_896, region: "Zurich", population: 341_730)
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.6895, longitude: 139.69171,
        country: "JP", geonameID: 1_850_147, region: "Tokyo", population: 8_336_599)

    /// recent.json as the version before world places wrote it: its places have no country, id or region.
    static let previousVersionFile = """
        {
          "entries" : [
            {
              "lastSeenAt" : "2025-11-21T21:30:00.000Z",
              "lastTemperature" : 41.5,
              "lastUnits" : "imperial",
              "lastWeatherCode" : 3,
              "place" : {
                "alternateCities" : [ "Manhattan" ],
                "city" : "New York",
                "county" : "New York County",
                "kind" : "standard",
                "latitude" : 40.7484,
                "longitude" : -73.9967,
                "state" : "NY",
                "timeZone" : "America/New_York",
                "zip" : "10001"
              },
              "searchedAt" : "2025-11-21T21:31:00.000Z"
            },
            {
              "place" : {
                "alternateCities" : [ ],
                "city" : "San Francisco",
                "county" : "San Francisco County",
                "kind" : "standard",
                "latitude" : 37.7725,
                "longitude" : -122.4147,
                "state" : "CA",
                "timeZone" : "America/Los_Angeles",
                "zip" : "94103"
              },
              "searchedAt" : "2025-11-20T08:00:00.000Z"
            }
          ]
        }
        """

    @Test func aRecentFileOfThePreviousVersionLoadsWithItsZIPsAsIds() throws {
        let list = try PersistenceJSON.decoder().decode(
            RecentSearchList.self, from: Data(Self.previousVersionFile.utf8))
        #expect(list.entries.map(\.place.id) == ["10001", "94103"])
        #expect(list.entries.allSatisfy { $0.place.isInUS && $0.place.geonameID == nil && $0.place.region.isEmpty })
        #expect(list.entries[0].place.displayName == "New York, NY")
        #expect(list.entries[0].lastTemperature == 41.5)
        #expect(list.index(of: "94103") == 1)
    }

    @Test func aZIPIsWrittenAsThePreviousVersionWroteIt() throws {
        let place = try #require(
            PersistenceJSON.decoder().decode(RecentSearchList.self, from: Data(Self.previousVersionFile.utf8))
                .entries.first?.place)
        let object = try #require(
            try JSONSerialization.jsonObject(with: PersistenceJSON.encoder().encode(place)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "zip", "kind", "city", "state", "county", "timeZone", "latitude", "longitude", "alternateCities",
            ])
    }

    @Test func worldPlacesRoundTripAndStayApartThoughNeitherHasAZIP() throws {
        var list = RecentSearchList()
        list.record(Self.zurich, at: fixedMoment(0))
        list.record(persistencePlace("10001"), at: fixedMoment(1))
        list.record(Self.tokyo, at: fixedMoment(2))
        list.record(Self.zurich, at: fixedMoment(3))
        #expect(list.entries.map(\.place.id) == ["geonames:2657896", "geonames:1850147", "10001"])

        let data = try PersistenceJSON.encoder().encode(list)
        let decoded = try PersistenceJSON.decoder().decode(RecentSearchList.self, from: data)
        #expect(decoded == list)
        #expect(decoded.entries[0].place.country == "CH" && decoded.entries[0].place.region == "Zurich")

        let updated = list.updateAlerts(id: "geonames:1850147", nil)
        #expect(updated)
        let removal = list.remove(id: "geonames:1850147")
        let removed = try #require(removal)
        #expect(removed.index == 1 && removed.entry.place == Self.tokyo)
        #expect(list.entries.map(\.place.id) == ["geonames:2657896", "10001"])
    }

    @Test func cacheKeysOfAZIPAreTheOnesCachedFilesHaveAndOthersUseTheirId() {
        let newYork = persistencePlace("10001")
        #expect(ForecastService.key(newYork, .imperial) == "10001-imperial")
        #expect(AlertsService.key(newYork) == "alerts-10001")
        #expect(AirQualityService.key(newYork) == "airquality-10001")
        #expect(ForecastService.key(Self.zurich, .metric) == "geonames:2657896-metric")
        #expect(ForecastService.key(Self.tokyo, .metric) != ForecastService.key(Self.zurich, .metric))
        #expect(AlertsService.key(Self.zurich) == "alerts-geonames:2657896")
        #expect(AirQualityService.key(Self.tokyo) == "airquality-geonames:1850147")
    }
}
