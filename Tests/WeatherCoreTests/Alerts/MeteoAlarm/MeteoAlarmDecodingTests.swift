import Foundation
import Testing

@testable import WeatherCore

/// MeteoAlarm's JSON feed on the real Bosnia and Herzegovina answer (Fixtures/real/alerts-abroad): what is in
/// force, which alerts are the place's own by their area's EMMA_ID, and the rest of the country's; and the real
/// Netherlands answer, all green "No warnings" entries, which are no alerts.
@Suite struct MeteoAlarmDecodingTests {
    static func real() throws -> MeteoAlarmFeed {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = folder.appendingPathComponent(
            "Fixtures/real/alerts-abroad/api-v1-warnings-feeds-bosnia-herzegovina-2024-01.prettier.json")
        return try MeteoAlarmFeed.decode(try Data(contentsOf: url))
    }

    /// A place in Bosnia and Herzegovina, its areas told by MeteoAlarm's table (no directory: names as given).
    static func own(_ city: String, region: String = "") -> (CAPArea) -> Bool {
        let place = Place(zip: "", city: city, state: "", latitude: 0, longitude: 0, country: "BA", region: region)
        return MeteoAlarmAreas.shared.ownArea(of: place, directory: nil)
    }

    /// Before the first warning expires.
    static let sunday = try! Date("2024-01-07T12:00:00+01:00", strategy: .iso8601)

    @Test func twentyTwoWarningsInEnglishAndBosnian() throws {
        let feed = try Self.real()
        #expect(feed.alerts.count == 22)
        #expect(feed.skipped == 0)
        let first = feed.alerts[0]
        #expect(first.identifier == "2.49.0.0.70.1.BA.240105083949.65615156")
        #expect(first.status == "Actual")
        #expect(first.messageType == "Alert")
        #expect(first.infos.map(\.language) == ["en", "bs"])
        let english = first.infos[0]
        #expect(english.event == "Snow-ice Yellow Warning")
        #expect(english.areas == [CAPArea(areaDesc: "Banja Luka", polygons: [], geocodes: ["EMMA_ID": "BA003"])])
        #expect(english.severity == "Moderate")
        #expect(english.responseTypes == ["Monitor"])
        #expect(english.parameter(endingWith: "awareness_level") == ["2; yellow; Moderate"])
        #expect(english.expires == (try Date("2024-01-07T23:59:59+01:00", strategy: .iso8601)))
        #expect(first.infos[1].event == "Snijeg-led žuto Upozorenje")
    }

    @Test func banjaLukasOwnAlertsAndTheRestOfTheCountry() throws {
        let alerts = try Self.real().alerts
        let sunday = alerts.alerts(
            ownArea: Self.own("Banja Luka", region: "Republika Srpska"), language: "en", at: Self.sunday)
        #expect(sunday.own.map(\.areaDesc) == ["Banja Luka", "Banja Luka"])
        #expect(
            sunday.own.allSatisfy {
                $0.event == "Snow-ice Yellow Warning" && $0.severity == .moderate && $0.colour == .yellow
            })
        #expect(sunday.elsewhere.count == 20)
        #expect(!sunday.elsewhere.contains { $0.areaDesc == "Banja Luka" })
        // A day later the warnings that ended on Sunday night are gone.
        let monday = alerts.alerts(ownArea: Self.own("Banja Luka"), language: "en", at: Self.sunday + 86_400)
        #expect(monday.own.count == 1)
        #expect(monday.own[0].expires == (try Date("2024-01-08T23:59:59+01:00", strategy: .iso8601)))
    }

    @Test func namesFoldAccentsAndMatchTheRegion() throws {
        let alerts = try Self.real().alerts
        // BA001 is "BIHAC" in MeteoAlarm's table.
        #expect(alerts.alerts(ownArea: Self.own("Bihać"), language: "en", at: Self.sunday).own.count == 6)
        let inRegion = alerts.alerts(ownArea: Self.own("Vogošća", region: "Sarajevo"), language: "en", at: Self.sunday)
        #expect(inRegion.own.map(\.areaDesc) == ["Sarajevo", "Sarajevo", "Sarajevo"])
        #expect(alerts.alerts(ownArea: Self.own("Mostar"), language: "en", at: Self.sunday).own.isEmpty)
    }

    @Test func theUsersLanguageElseEnglish() throws {
        let alerts = try Self.real().alerts
        let bosnian = alerts.alerts(ownArea: Self.own("Banja Luka"), language: "bs", at: Self.sunday).own
        #expect(bosnian.first?.event == "Snijeg-led žuto Upozorenje")
        #expect(
            alerts.alerts(ownArea: Self.own("Banja Luka"), language: "pl", at: Self.sunday).own.first?.event
                == "Snow-ice Yellow Warning")
    }

    /// The real Netherlands answer: every entry green, awareness level "1; green; Minor", "No warnings". None is
    /// an alert, for Drenthe or anywhere, and none counts as unreadable.
    @Test func greenEntriesAreNoWarnings() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = folder.appendingPathComponent(
            "Fixtures/real/alerts-abroad/api-v1-warnings-feeds-netherlands-2026-03-green-no-warnings.json")
        let feed = try MeteoAlarmFeed.decode(try Data(contentsOf: url))
        #expect(feed.alerts.isEmpty)
        #expect(feed.skipped == 0)
        let assen = Place(
            zip: "", city: "Assen", state: "", latitude: 52.997, longitude: 6.562, country: "NL", region: "Drenthe")
        let during = try Date("2026-03-07T12:00:00+01:00", strategy: .iso8601)
        let alerts = feed.alerts.alerts(
            ownArea: MeteoAlarmAreas.shared.ownArea(of: assen, directory: nil), language: "en", at: during)
        #expect(alerts == PlaceAlerts(own: [], elsewhere: []))
    }

    /// A warning with a green block and a yellow one keeps the yellow; the level's colour rides on the block.
    @Test func aGreenBlockIsDroppedAndTheColourKept() throws {
        let body = #"""
            {"warnings":[{"alert":{"status":"Actual","msgType":"Alert","info":[
              {"language":"en","event":"Minor wind warning","description":"No warnings",
               "parameter":[{"valueName":"awareness_level","value":"1; green; Minor"}],"area":[{"areaDesc":"X"}]},
              {"language":"en","event":"Wind","parameter":[{"valueName":"awareness_level","value":"4; red; Extreme"}],
               "area":[{"areaDesc":"X"}]}]}}]}
            """#
        let feed = try MeteoAlarmFeed.decode(Data(body.utf8))
        #expect(feed.alerts.map { $0.infos.map(\.event) } == [["Wind"]])
        #expect(feed.alerts.first?.infos.first?.colour == .red)
    }

    @Test func unreadableWarningsAreSkippedAndOtherShapesFail() throws {
        let body =
            #"{"warnings":[{"alert":{"info":[{"language":"en"}]}},7,{"alert":{"status":"Actual","info":[{"event":"Wind","area":[{"areaDesc":"X"}]}]}}]}"#
        let feed = try MeteoAlarmFeed.decode(Data(body.utf8))
        #expect(feed.skipped == 2)
        #expect(feed.alerts.map { $0.infos[0].event } == ["Wind"])
        for bad in ["", "[]", #"{"warnings":{}}"#, "<alert/>"] {
            #expect(throws: WeatherError.self, "\(bad)") { try MeteoAlarmFeed.decode(Data(bad.utf8)) }
        }
    }
}
