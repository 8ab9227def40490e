import FoundationEssentials
import Testing

@testable import WeatherCore

/// What the notifications read from elsewhere: the NWS's `references` (an update names the alerts it updates) and
/// the two settings.
struct NotificationSourcesTests {
    @Test func anNWSUpdateKeepsTheIdentifiersOfTheAlertsItReferences() throws {
        let body = """
            {"type": "FeatureCollection", "features": [{"id": "x", "properties": {
              "id": "urn:oid:2", "event": "Flood Warning", "severity": "Severe", "messageType": "Update",
              "status": "Actual", "references": [
                {"@id": "https://api.weather.gov/alerts/urn:oid:1", "identifier": "urn:oid:1", "sender": "w-nws"},
                {"identifier": "urn:oid:0\\u001b]0;x\\u0007"}]}}]}
            """
        let alerts = try NWSAlertCollection.decode(Data(body.utf8)).alerts
        #expect(alerts.map(\.references) == [["urn:oid:1", "urn:oid:0"]])
        var list = NotifiedAlerts()
        list.record(WeatherAlert(id: "urn:oid:1", event: "Flood Warning", severity: .severe), at: Date())
        #expect(list.knows(try #require(alerts.first)))
    }

    @Test func theNotifySettingsRoundTripAndDefaultToAutoAndSevere() throws {
        let read = { (json: String) in try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) }
        #expect(try read("{}").notify == .auto)
        #expect(try read("{}").notifyMin == .severe)
        #expect(try read(#"{"notify": "bogus", "notifyMin": 3}"#).notify == .auto)
        #expect(try read(#"{"notifyMin": "extreme"}"#).notifyMin == .extreme)
        let chosen = try read(#"{"notify": "osc9", "notifyMin": "Moderate"}"#)
        #expect((chosen.notify, chosen.notifyMin) == (.osc9, .moderate))
        let again = try read(String(decoding: try JSONEncoder().encode(chosen), as: UTF8.self))
        #expect(again == chosen)
    }
}
