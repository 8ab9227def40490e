import Foundation
import Testing

@testable import WeatherCore

/// ECCC's CAP XML decoder on the real Datamart files (Fixtures/real/alerts-abroad, see SOURCES.md there): what is
/// in force and where, in which language, and hostile XML.
@Suite struct ECCCAlertsDecodingTests {
    static func real(_ name: String) throws -> CAPAlert {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = folder.appendingPathComponent("Fixtures/real/alerts-abroad/datamart-cap-\(name).cap")
        return try CAPDocument.decode(try Data(contentsOf: url))
    }

    static let frost = "CWHX-T_WOCN11_C_CWHX_202210101814_1032737847"
    static let airQuality = "CWVR-T_WOCN20_C_CWVR_202210101743_2051382770"
    /// After both files were sent, before either expires.
    static let evening = try! Date("2022-10-10T19:00:00Z", strategy: .iso8601)
    static let halifax = GeoPoint(longitude: -63.5752, latitude: 44.6488)
    static let kentville = GeoPoint(longitude: -64.4958, latitude: 45.0771)
    static let cranbrook = GeoPoint(longitude: -115.7688, latitude: 49.5097)
    static let princeton = GeoPoint(longitude: -120.5062, latitude: 49.4590)
    static let toronto = GeoPoint(longitude: -79.38, latitude: 43.65)

    @Test func frostAdvisoryHasTwoLanguagesAndTwentyOneOutlinedAreas() throws {
        let alert = try Self.real(Self.frost)
        #expect(alert.identifier == "urn:oid:2.49.0.1.124.1032737847.2022")
        #expect(alert.status == "Actual")
        #expect(alert.messageType == "Update")
        #expect(alert.infos.map(\.language) == ["en-CA", "fr-CA"])
        let english = alert.infos[0]
        #expect(english.event == "frost")
        #expect(english.headline == "frost advisory in effect")
        #expect(english.areas.count == 21)
        #expect(english.areas.allSatisfy { $0.polygons.count == 1 && $0.polygons[0].count >= 4 })
        #expect(english.areas[0].areaDesc == "Kings County")
        #expect(english.expires == (try Date("2022-10-11T10:14:20Z", strategy: .iso8601)))
        #expect(english.parameter(endingWith: ":Alert_Location_Status").allSatisfy { $0 == "active" })
        #expect(alert.infos[1].areas[0].areaDesc == "comté de Kings")
        // The 13 earlier issues it updates, each "sender,identifier,sent" in the file: their identifiers, in order.
        #expect(alert.references.count == 13)
        #expect(alert.references.first == "urn:oid:2.49.0.1.124.1601135595.2022")
        #expect(alert.references.last == "urn:oid:2.49.0.1.124.2597534288.2022")
        let shown = alert.weatherAlert(english, area: english.areas[0])
        #expect(shown.references?.first == "bulletin:urn:oid:2.49.0.1.124.1601135595.2022")
    }

    @Test func referencesKeepOnlyWholeTriples() {
        #expect(
            CAPAlert.referencedIdentifiers("a@b,urn:1,2022-10-08T07:55:35-00:00\n  a@b,urn:2,x  broken a@b,,x a,b")
                == ["urn:1", "urn:2"])
        #expect(CAPAlert.referencedIdentifiers(nil).isEmpty && CAPAlert.referencedIdentifiers("").isEmpty)
    }

    @Test func frostAdvisoryIsHalifaxsAndKentvillesNamedByTheirArea() throws {
        let alerts = [try Self.real(Self.frost)]
        let halifax = alerts.alerts(containing: Self.halifax, language: "en", at: Self.evening)
        #expect(halifax.map(\.areaDesc) == ["Halifax Metro and Halifax County West"])
        #expect(halifax.map(\.headline) == ["frost advisory in effect"])
        #expect(halifax[0].polygon.count == 1)
        let kentville = alerts.alerts(containing: Self.kentville, language: "fr", at: Self.evening)
        #expect(kentville.map(\.areaDesc) == ["comté de Kings"])
        #expect(alerts.alerts(containing: Self.toronto, language: "en", at: Self.evening).isEmpty)
    }

    @Test func frostAdvisoryIsOverWhenItExpires() throws {
        let alerts = [try Self.real(Self.frost)]
        let after = try Date("2022-10-11T10:14:20Z", strategy: .iso8601)
        #expect(alerts.alerts(containing: Self.halifax, language: "en", at: after).isEmpty)
        #expect(alerts.alerts(containing: Self.halifax, language: "en", at: after - 1).count == 1)
    }

    @Test func airQualityStatementInEffectInCranbrookAndEndedInPrinceton() throws {
        let alert = try Self.real(Self.airQuality)
        #expect(alert.infos.map(\.language) == ["en-CA", "fr-CA", "en-CA", "fr-CA"])
        let ended = alert.infos[2]
        #expect(ended.responseTypes == ["AllClear"])
        #expect(ended.urgency == "Past")
        #expect(ended.areas.map(\.areaDesc) == ["Similkameen", "B.C. North Peace River"])
        let alerts = [alert]
        let cranbrook = alerts.alerts(containing: Self.cranbrook, language: "en", at: Self.evening)
        #expect(cranbrook.map(\.areaDesc) == ["East Kootenay - south including Cranbrook"])
        #expect(cranbrook.map(\.severity) == [alert.infos[0].severity == "Moderate" ? .moderate : .minor])
        // The "ended" notice names Princeton's area but says the alert is over there.
        #expect(alerts.alerts(containing: Self.princeton, language: "en", at: Self.evening).isEmpty)
        #expect(!alert.isInForce(ended, at: Self.evening))
    }

    @Test func languageFallsBackToEnglishThenTheFirst() throws {
        let alert = try Self.real(Self.frost)
        #expect(alert.infos(in: "fr").map(\.language) == ["fr-CA"])
        #expect(alert.infos(in: "de").map(\.language) == ["en-CA"])
        var french = alert
        french.infos = [alert.infos[1]]
        #expect(french.infos(in: "de").map(\.language) == ["fr-CA"])
        #expect(AppLanguage.contentLanguage(environment: ["LANG": "fr_CA.UTF-8"]) == "fr")
        #expect(
            AppLanguage.contentLanguage(environment: ["LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_CA.UTF-8"]) == "de")
        #expect(AppLanguage.contentLanguage(environment: ["LANG": "C.UTF-8"]) == "en")
        #expect(AppLanguage.contentLanguage(environment: [:]) == "en")
    }

    @Test func cancelledTestAndEndedAreNotInForce() throws {
        var alert = try Self.real(Self.frost)
        let here = { [alert] in alert.infos(in: "en").filter { alert.isInForce($0, at: Self.evening) }.count }
        #expect(here() == 1)
        alert.messageType = "Cancel"
        #expect(alert.infos(in: "en").filter { alert.isInForce($0, at: Self.evening) }.isEmpty)
        alert.messageType = "Update"
        alert.status = "Test"
        #expect(alert.infos(in: "en").filter { alert.isInForce($0, at: Self.evening) }.isEmpty)
    }

    static func cap(_ body: String, prolog: String = "") -> Data {
        Data(
            """
            <?xml version="1.0"?>\(prolog)
            <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>x</identifier><status>Actual</status>\
            <msgType>Alert</msgType>\(body)</alert>
            """.utf8)
    }

    @Test func aDocumentWithADTDIsRefusedSoNoEntityIsLoadedOrExpanded() {
        let cases = [
            (#"<!DOCTYPE alert [<!ENTITY secret SYSTEM "file:///etc/hostname">]>"#, "&secret;"),
            (#"<!DOCTYPE alert [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>"#, "&b;"),
            (#"<!DOCTYPE alert SYSTEM "http://127.0.0.1:9/cap.dtd">"#, ""),
        ]
        for (prolog, reference) in cases {
            #expect(throws: WeatherError.malformedResponse(detail: "CAP alert with a DOCTYPE"), "\(prolog)") {
                try CAPDocument.decode(Self.cap("<info><event>e\(reference)</event></info>", prolog: prolog))
            }
        }
    }

    @Test func textIsSanitisedAndBadPolygonsDropped() throws {
        let body = """
            <info><event>fr&#x9B;31most</event><description>line one&#x202E;
            line two</description><area><areaDesc>A</areaDesc><polygon>1,2 3,4</polygon>\
            <polygon>91,0 0,0 1,1 91,0</polygon><polygon>0,0 0,1 1,1 0,0</polygon></area></info>
            """
        let info = try #require(try CAPDocument.decode(Self.cap(body)).infos.first)
        #expect(!info.event.unicodeScalars.contains("\u{9B}"))
        #expect(info.description?.contains("\n") == true)
        #expect(info.description?.unicodeScalars.contains("\u{202E}") == false)
        #expect(info.areas[0].polygons.count == 1)
        // "lat,lon" pairs: the triangle (0,0), (0,1), (1,1) lies below the diagonal on a lon/lat plot.
        #expect(info.areas[0].contains(GeoPoint(longitude: 0.8, latitude: 0.2)))
        #expect(!info.areas[0].contains(GeoPoint(longitude: 0.2, latitude: 0.8)))
    }

    @Test func notCAPIsMalformed() {
        for body in ["", "<alert>", "<alert/>", #"<alert xmlns="urn:other"/>"#, "{\"warnings\":[]}"] {
            #expect(throws: WeatherError.self, "\(body)") { try CAPDocument.decode(Data(body.utf8)) }
        }
    }
}
