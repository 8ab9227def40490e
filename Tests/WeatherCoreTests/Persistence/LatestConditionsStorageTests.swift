import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// Each recent place's latest conditions (temperature, condition, today's high/low, when), as Home's many-places
/// refresh, Home's Enter and Detail store them in the recent list, and files written before these fields existed.
@Suite struct LatestConditionsStorageTests {
    static func conditions(_ temperature: Double?, at seconds: TimeInterval, units: UnitSystem = .imperial)
        -> LatestConditions
    {
        LatestConditions(
            temperature: temperature, weatherCode: 61, isDay: false, high: 58, low: 49, units: units,
            fetchedAt: fixedMoment(seconds))
    }

    @Test func storingReplacesTheWholeReadingAndKeepsTheOrder() {
        var list = RecentSearchList()
        for zip in ["10001", "94103", "60601"] { list.record(persistencePlace(zip), at: fixedMoment()) }
        list.updateObservation(id: "94103", temperature: 20, units: .metric, weatherCode: 0, at: fixedMoment(5))
        let changed = list.updateConditions([
            ("94103", Self.conditions(55.4, at: 10)), ("10001", Self.conditions(41, at: 10)),
            ("99999", Self.conditions(1, at: 10)),  // not listed: skipped
        ])
        #expect(changed == 2)
        #expect(list.entries.map(\.place.zip) == ["60601", "94103", "10001"])
        expectNoDifference(
            list.entries[1],
            RecentSearch(
                place: persistencePlace("94103"), searchedAt: fixedMoment(), lastTemperature: 55.4,
                lastUnits: .imperial, lastWeatherCode: 61, lastSeenAt: fixedMoment(10), lastHigh: 58, lastLow: 49,
                lastIsDay: false))
        #expect(list.entries[1].lastConditions == Self.conditions(55.4, at: 10))
        #expect(list.entries[0].lastConditions == nil)  // never seen
    }

    @Test func anOlderReadingOrOneWithoutATemperatureIsNotStored() {
        var list = RecentSearchList()
        list.record(persistencePlace("10001"), at: fixedMoment())
        list.updateConditions([("10001", Self.conditions(70, at: 100))])
        let before = list
        // A slow answer overtaken by a newer one, and an answer with no temperature (nulls): the row keeps its
        // reading, with that reading's age.
        #expect(list.updateConditions([("10001", Self.conditions(60, at: 50))]) == 0)
        #expect(list.updateConditions([("10001", Self.conditions(nil, at: 200))]) == 0)
        #expect(list == before)
        // The same moment again is no news either, but a newer one is.
        #expect(list.updateConditions([("10001", Self.conditions(70, at: 100))]) == 0)
        #expect(list.updateConditions([("10001", Self.conditions(21, at: 300, units: .metric))]) == 1)
        #expect(list.entries[0].lastUnits == .metric && list.entries[0].lastSeenAt == fixedMoment(300))
    }

    @Test func searchingAgainKeepsTheHighLowAndDaytime() {
        var list = RecentSearchList()
        list.record(persistencePlace("10001"), at: fixedMoment())
        list.updateConditions([("10001", Self.conditions(70, at: 10))])
        list.record(persistencePlace("10001"), at: fixedMoment(20))
        #expect(list.entries[0].lastConditions == Self.conditions(70, at: 10))
        #expect(list.entries[0].searchedAt == fixedMoment(20))
    }

    @Test func aFileWrittenBeforeHighLowExistedStillReads() throws {
        let old = Data(
            #"""
            {"entries":[{"place":{"zip":"10001","kind":"standard","city":"New York","state":"NY","county":"",
              "timeZone":"America/New_York","latitude":40.75,"longitude":-73.99,"alternateCities":[]},
              "searchedAt":"2027-01-15T08:00:00.000Z","lastTemperature":71.5,"lastUnits":"imperial",
              "lastWeatherCode":3,"lastSeenAt":"2027-01-15T08:00:00.000Z"}]}
            """#.utf8)
        let list = try PersistenceJSON.decoder().decode(RecentSearchList.self, from: old)
        let entry = try #require(list.entries.first)
        #expect(entry.lastTemperature == 71.5 && entry.lastWeatherCode == 3)
        #expect(entry.lastHigh == nil && entry.lastLow == nil && entry.lastIsDay == nil)
        #expect(entry.lastConditions?.temperature == 71.5)
    }

    @Test(arguments: ["live", "inMemory"])
    func theClientStoresManyPlacesInOneCall(kind: String) throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            let client =
                kind == "live" ? RecentSearchesClient.live(paths: paths, warnings: warnings) : .inMemory()
            for zip in ["10001", "94103"] { _ = client.record(persistencePlace(zip), fixedMoment()) }
            let list = client.updateConditions([
                ("10001", Self.conditions(41, at: 10)), ("94103", Self.conditions(62, at: 10)),
            ])
            #expect(list.map(\.lastTemperature) == [62, 41])
            #expect(client.all() == list)
            if kind == "live" {
                // Written through: a new instance (a restart) reads the same.
                #expect(RecentSearchesClient.live(paths: paths, warnings: warnings).all() == list)
            }
            #expect(warnings.all.isEmpty)
        }
    }
}
