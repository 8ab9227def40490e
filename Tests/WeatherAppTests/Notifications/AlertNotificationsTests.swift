import FoundationEssentials
import Synchronization
import Testing
import WeatherCore

@testable import WeatherApp

/// The app's checks: the first records what is in force, a later one that brings a new alert writes one sequence
/// per alert and one bell, and a check that brings nothing new writes nothing.
@MainActor
struct AlertNotificationsTests {
    let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)

    @Test func firstCheckRecordsThenEachNewAlertIsToldOnceWithOneBell() async {
        let served = Mutex([WeatherAlert(id: "heat", event: "Extreme Heat Warning", severity: .severe)])
        let alerts = AlertsService(load: { _ in AlertsSnapshot(alerts: served.withLock { $0 }, fetchedAt: Date()) })
        let notifier = AlertNotifications(
            configuration: .init(kind: .osc777, insideTmux: false, minimum: .severe),
            alerts: alerts, recents: .inMemory([RecentSearch(place: place, searchedAt: Date())]),
            notified: .inMemory(), clock: .live)
        #expect(await notifier.check().isEmpty)
        served.withLock {
            $0.append(WeatherAlert(id: "tornado", event: "Tornado\u{1B}]0;x\u{07} Warning", severity: .extreme))
            $0.append(WeatherAlert(id: "statement", event: "Special Weather Statement", severity: .moderate))
        }
        let bytes = await notifier.check()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == "\u{1B}]777;notify;⚠ Tornado Warning · New York, NY;Tornado Warning\u{1B}\\\u{07}")
        #expect(await notifier.check().isEmpty)
    }
}
