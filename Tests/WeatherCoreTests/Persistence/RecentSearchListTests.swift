import CustomDump
import Foundation
import Testing

@testable import WeatherCore

@Suite struct RecentSearchListTests {
    @Test func newestFirstAndOneEntryPerZIPKeepingLastSeenWeather() {
        var list = RecentSearchList()
        list.record(persistencePlace("10001"), at: fixedMoment(0))
        list.record(persistencePlace("94103"), at: fixedMoment(1))
        list.updateObservation(id: "10001", temperature: 71.5, units: .imperial, weatherCode: 3, at: fixedMoment(2))
        list.record(persistencePlace("10001", city: "New York"), at: fixedMoment(3))

        expectNoDifference(
            list.entries,
            [
                RecentSearch(
                    place: persistencePlace("10001", city: "New York"), searchedAt: fixedMoment(3),
                    lastTemperature: 71.5,
                    lastUnits: .imperial, lastWeatherCode: 3, lastSeenAt: fixedMoment(2)
                ),
                RecentSearch(place: persistencePlace("94103"), searchedAt: fixedMoment(1)),
            ])
    }

    @Test func observationUpdatesKeepOrderAndOldValuesForNils() {
        var list = RecentSearchList()
        list.record(persistencePlace("10001"), at: fixedMoment(0))
        list.record(persistencePlace("94103"), at: fixedMoment(1))
        let updated = list.updateObservation(
            id: "10001", temperature: 20, units: .metric, weatherCode: 61, at: fixedMoment(5))
        let updatedAgain = list.updateObservation(
            id: "10001", temperature: nil, units: nil, weatherCode: 0, at: fixedMoment(9))
        let absent = list.updateObservation(
            id: "60601", temperature: 1, units: .metric, weatherCode: 1, at: fixedMoment(9))
        #expect(updated && updatedAgain && !absent)

        #expect(list.entries.map(\.place.zip) == ["94103", "10001"])
        let entry = list.entries[1]
        #expect(entry.lastTemperature == 20 && entry.lastUnits == .metric)
        #expect(entry.lastWeatherCode == 0 && entry.lastSeenAt == fixedMoment(9))
    }

    @Test func cappedAtTwentyDroppingTheOldest() {
        var list = RecentSearchList()
        for n in 0..<25 { list.record(persistencePlace(String(format: "%05d", 10000 + n)), at: fixedMoment(Double(n))) }
        #expect(list.entries.count == 20)
        #expect(list.entries.first?.place.zip == "10024")
        #expect(list.entries.last?.place.zip == "10005")
    }

    @Test func removeThenRestoreAtTheSameIndex() throws {
        var list = RecentSearchList()
        for zip in ["10001", "94103", "60601"] { list.record(persistencePlace(zip), at: fixedMoment()) }
        let before = list
        let removedResult = list.remove(id: "94103")
        let removed = try #require(removedResult)
        #expect(removed.index == 1)
        #expect(list.entries.map(\.place.zip) == ["60601", "10001"])
        let second = list.remove(id: "94103")
        #expect(second == nil)
        list.restore(removed.entry, at: removed.index)
        #expect(list == before)
    }

    @Test func restoreClampsTheIndexAndDefersToANewerSearch() throws {
        var list = RecentSearchList()
        for zip in ["10001", "94103"] { list.record(persistencePlace(zip), at: fixedMoment()) }
        let removedResult = list.remove(id: "10001")
        let removed = try #require(removedResult)
        list.restore(removed.entry, at: 7)
        #expect(list.entries.map(\.place.zip) == ["94103", "10001"])

        let againResult = list.remove(id: "94103")
        let again = try #require(againResult)
        list.record(persistencePlace("94103", city: "Searched again"), at: fixedMoment(60))
        list.restore(again.entry, at: again.index)
        #expect(list.entries.map(\.place.city) == ["Searched again", "Testville"])
    }

    @Test func decodingNormalisesDuplicatesAndTheCap() throws {
        let entries = (0..<22).map {
            RecentSearch(place: persistencePlace(String(format: "%05d", $0 % 21)), searchedAt: fixedMoment())
        }
        let data = try PersistenceJSON.encoder().encode(["entries": entries])
        let list = try PersistenceJSON.decoder().decode(RecentSearchList.self, from: data)
        #expect(list.entries.count == 20)
        #expect(Set(list.entries.map(\.place.zip)).count == 20)
    }

    @Test func datesRoundTripToTheMillisecond() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000.123)
        let list = RecentSearchList(entries: [RecentSearch(place: persistencePlace("10001"), searchedAt: date)])
        let data = try PersistenceJSON.encoder().encode(list)
        #expect(String(decoding: data, as: UTF8.self).contains("\"2027-01-15T08:00:00.123Z\""))
        let decoded = try PersistenceJSON.decoder().decode(RecentSearchList.self, from: data)
        #expect(abs(decoded.entries[0].searchedAt.timeIntervalSince(date)) < 0.001)
    }
}
