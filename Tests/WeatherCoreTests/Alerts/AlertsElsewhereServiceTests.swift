import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The rest of a country's alerts (MeteoAlarm) ride beside the place's own through the service and its cache, are
/// filtered to those in force like the own ones, and answers cached before they existed still load.
@Suite struct AlertsElsewhereServiceTests {
    let place = persistencePlace("10001", city: "New York")

    @Test func theyTravelApartThroughTheServiceAndTheDisk() async throws {
        let own = AlertsServiceTests.alert("Heat Warning", .severe)
        let elsewhere = [
            AlertsServiceTests.alert("Rain Warning", .moderate), AlertsServiceTests.alert("Wind Warning", .extreme),
            AlertsServiceTests.alert("Old Warning", .extreme, until: -1),
        ]
        let client = AlertsClient(alerts: { _ in PlaceAlerts(own: [own], elsewhere: elsewhere) })
        try await withAlertsService(client: client) { service, fixture in
            let snapshot = try await service.load(place)
            #expect(snapshot.alerts.map(\.event) == ["Heat Warning"])
            #expect(snapshot.elsewhere.map(\.event) == ["Wind Warning", "Rain Warning"])
            // Another process reads the same answer from the disk, elsewhere included.
            #expect(fixture.makeService().cached(place)?.elsewhere.map(\.event) == ["Wind Warning", "Rain Warning"])
        }
    }

    @Test func anAnswerCachedBeforeElsewhereExistedLoadsWithNothingElsewhere() throws {
        let json = #"{"alerts":[],"fetchedAt":0}"#
        let decoder = JSONDecoder()
        let snapshot = try decoder.decode(AlertsSnapshot.self, from: Data(json.utf8))
        #expect(snapshot.alerts.isEmpty)
        #expect(snapshot.elsewhere.isEmpty)
        let again = try decoder.decode(
            AlertsSnapshot.self,
            from: JSONEncoder().encode(
                AlertsSnapshot(alerts: [], elsewhere: [AlertsServiceTests.alert("Rain", .minor)], fetchedAt: .now)))
        #expect(again.elsewhere.map(\.event) == ["Rain"])
    }
}
