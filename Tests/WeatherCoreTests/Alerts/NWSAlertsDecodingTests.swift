import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// The NWS decoder on real recorded answers (Fixtures/real, see SOURCES.md there) and on hand-made edge cases.
@Suite struct NWSAlertsDecodingTests {
    static func real(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/real/\(name).json"))
    }

    /// A field as JSONSerialization reads it, to compare long texts with an independent decoder.
    static func rawProperty(_ data: Data, feature: Int, _ key: String) throws -> String? {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        return (features[feature]["properties"] as? [String: Any])?[key] as? String
    }

    @Test func decatur0FeaturesIsEmpty() throws {
        let collection = try NWSAlertCollection.decode(try Self.real("nws-alerts-decatur-tx-point-0-features"))
        #expect(collection.alerts.isEmpty)
        #expect(collection.skipped == 0)
    }

    @Test func deland1FeatureIsAStormBasedFloodWarning() throws {
        let collection = try NWSAlertCollection.decode(try Self.real("nws-alerts-deland-fl-point-1-feature"))
        #expect(collection.skipped == 0)
        let expected = WeatherAlert(
            id: "urn:oid:2.49.0.1.840.0.dd4ff7b5442e3279bfd86a449cd181e63e5db0fd.001.1", event: "Flood Warning",
            headline: "Flood Warning issued October 17 at 10:15PM EDT by NWS Melbourne FL", severity: .severe,
            urgency: "Immediate", certainty: "Observed", effective: Date(timeIntervalSince1970: 1_666_059_300),
            onset: Date(timeIntervalSince1970: 1_666_059_300), expires: Date(timeIntervalSince1970: 1_666_105_200),
            ends: nil, senderName: "NWS Melbourne FL", areaDesc: "Lake, FL; Volusia, FL",
            description: """
                * WHAT...Major flooding is occurring and major flooding is forecast.

                * WHERE...St Johns River Near Deland.

                * WHEN...Until further notice.

                * IMPACTS...At 5.3 feet, Major flooding occurs to many structures
                and marinas along the river and in the Hontoon Island area.

                * ADDITIONAL DETAILS...
                - At 9:30 PM EDT Monday the stage was 6.0 feet.
                - Recent Activity...The maximum river stage in the 24 hours
                ending at 9:30 PM EDT Monday was 6.1 feet.
                - Forecast...The river is expected to fall to 5.5 feet Saturday
                evening.
                - Flood stage is 4.0 feet.
                - http://www.weather.gov/safety/flood
                """,
            instruction: nil, messageType: "Alert", status: "Actual", sameCodes: ["012069", "012127"],
            ugcCodes: ["FLC069", "FLC127"],
            polygon: [
                [
                    GeoPoint(longitude: -81.39, latitude: 28.9), GeoPoint(longitude: -81.5, latitude: 29.08),
                    GeoPoint(longitude: -81.42, latitude: 29.099999999999998),
                    GeoPoint(longitude: -81.31, latitude: 28.929999999999996),
                    GeoPoint(longitude: -81.39, latitude: 28.9),
                ]
            ])
        expectNoDifference(collection.alerts, [expected])
        #expect(collection.alerts[0].until == Date(timeIntervalSince1970: 1_666_105_200))
        #expect(collection.alerts[0].countyFIPS == ["12069", "12127"])
    }

    @Test func newYork2FeaturesAreZoneBasedHeatAlerts() throws {
        let data = try Self.real("nws-alerts-new-york-point-2-features")
        let collection = try NWSAlertCollection.decode(data)
        #expect(collection.skipped == 0)
        #expect(collection.alerts.map(\.event) == ["Extreme Heat Watch", "Extreme Heat Warning"])
        let (watch, warning) = (collection.alerts[0], collection.alerts[1])
        #expect(watch.id == "urn:oid:2.49.0.1.840.0.ad72d0ac76ac8831bfc72fbfd29fc53ef3f30845.003.2")
        #expect(warning.id == "urn:oid:2.49.0.1.840.0.ad72d0ac76ac8831bfc72fbfd29fc53ef3f30845.003.1")
        #expect(
            watch.headline
                == "Extreme Heat Watch issued July 1 at 11:07PM EDT until July 4 at 9:00PM EDT by NWS Upton NY")
        #expect(
            warning.headline
                == "Extreme Heat Warning issued July 1 at 11:07PM EDT until July 3 at 9:00PM EDT by NWS Upton NY")
        #expect(collection.alerts.map(\.severity) == [.severe, .severe])
        #expect(collection.alerts.map(\.urgency) == ["Future", "Expected"])
        #expect(collection.alerts.map(\.certainty) == ["Likely", "Likely"])
        #expect(collection.alerts.map(\.messageType) == ["Update", "Update"])
        #expect(collection.alerts.map(\.status) == ["Actual", "Actual"])
        #expect(collection.alerts.map(\.senderName) == ["NWS Upton NY", "NWS Upton NY"])
        let july1 = Date(timeIntervalSince1970: 1_782_961_620)
        #expect(watch.effective == july1 && warning.effective == july1)
        #expect(watch.onset == Date(timeIntervalSince1970: 1_783_126_800))
        #expect(warning.onset == july1)
        #expect(watch.expires == Date(timeIntervalSince1970: 1_782_986_400))
        #expect(watch.ends == Date(timeIntervalSince1970: 1_783_213_200))
        #expect(warning.ends == Date(timeIntervalSince1970: 1_783_126_800))
        for alert in collection.alerts {
            #expect(
                alert.areaDesc
                    == "New York (Manhattan); Bronx; Richmond (Staten Is.); Kings (Brooklyn); Northern Queens; "
                    + "Southern Queens")
            #expect(alert.sameCodes == ["036061", "036005", "036085", "036047", "036081"])
            #expect(alert.ugcCodes == ["NYZ072", "NYZ073", "NYZ074", "NYZ075", "NYZ176", "NYZ178"])
            #expect(alert.polygon.isEmpty)
        }
        #expect(
            warning.description == """
                * WHAT...For the Extreme Heat Warning, dangerously hot conditions
                with heat index values up to 113. For the Extreme Heat Watch,
                dangerously hot conditions with heat index values up to 103
                possible.

                * WHERE...Bronx, Kings (Brooklyn), New York (Manhattan), Northern
                Queens, Richmond (Staten Island), and Southern Queens Counties.

                * WHEN...For the Extreme Heat Warning, until 9 PM EDT Friday. For
                the Extreme Heat Watch, from Friday evening through Saturday
                evening.

                * IMPACTS...Extreme heat and humidity will significantly increase
                the potential for heat related illnesses, particularly for those
                working or participating in outdoor activities.
                """)
        // The long instruction, every line and paragraph break kept, as an independent decoder reads it.
        #expect(warning.instruction == (try Self.rawProperty(data, feature: 1, "instruction")))
        #expect(warning.instruction?.hasPrefix("New York City residents should call 3 1 1") == true)
        #expect(warning.instruction?.components(separatedBy: "\n\n").count == 5)
        #expect(watch.instruction == warning.instruction)
    }

    @Test func realAlertsSortMostSevereThenEarliest() throws {
        let alerts = try NWSAlertCollection.decode(try Self.real("nws-alerts-new-york-point-2-features")).alerts
        // Both Severe: the warning's onset (July 1) comes before the watch's (July 3).
        #expect(
            alerts.sorted(by: WeatherAlert.displayOrder).map(\.event) == ["Extreme Heat Warning", "Extreme Heat Watch"])
    }

    @Test func missingOptionalFieldsAndUnknownSeverityAreTolerated() throws {
        let json = #"""
            {"type":"FeatureCollection","features":[
              {"id":"https://api.weather.gov/alerts/x1","geometry":null,
               "properties":{"event":"Dust Storm Warning","severity":"Catastrophic","status":"Actual","ends":null,
                 "instruction":null,"onset":"not a date","expires":"2026-11-22T18:00:00.000-07:00",
                 "geocode":{"SAME":"040027"},"urgency":7}}]}
            """#
        let alerts = try NWSAlertCollection.decode(Data(json.utf8)).alerts
        expectNoDifference(
            alerts,
            [
                WeatherAlert(
                    id: "https://api.weather.gov/alerts/x1", event: "Dust Storm Warning", severity: .unknown,
                    expires: Date(timeIntervalSince1970: 1_795_395_600), messageType: "", status: "Actual")
            ])
    }

    @Test func unreadableFeaturesAreSkippedNotFatal() throws {
        let json = #"""
            {"type":"FeatureCollection","features":[
              {"properties":null}, 17, {"properties":{"headline":"no event"}},
              {"properties":{"event":"Wind Advisory","severity":"minor","status":"Actual"},
               "geometry":{"type":"Polygon","coordinates":[[[-97.1,35.2],[-97.2,35.3],[-97.1,35.2]]]}},
              {"properties":{"event":"Fog Advisory","status":"Actual"},
               "geometry":{"type":"Polygon","coordinates":[[[-97.1,135.2]]]}}]}
            """#
        let collection = try NWSAlertCollection.decode(Data(json.utf8))
        #expect(collection.skipped == 3)
        #expect(collection.alerts.map(\.event) == ["Wind Advisory", "Fog Advisory"])
        #expect(collection.alerts[0].severity == .minor)
        #expect(collection.alerts[0].polygon.first?.count == 3)
        // A position off the globe drops the polygon, not the alert.
        #expect(collection.alerts[1].polygon.isEmpty)
    }

    @Test func aBodyThatIsNotAFeatureCollectionIsMalformed() {
        for (body, detail) in [
            ("<html>Service Unavailable</html>", "not valid JSON"),
            (#"{"type":"Feature","properties":{}}"#, "not a GeoJSON FeatureCollection"),
            (#"{"type":"FeatureCollection"}"#, "not a GeoJSON FeatureCollection"),
            (#"{"type":"FeatureCollection","features":{}}"#, "not a GeoJSON FeatureCollection"),
            ("[]", "not a GeoJSON FeatureCollection"),
        ] {
            #expect(throws: WeatherError.malformedResponse(detail: detail)) {
                try NWSAlertCollection.decode(Data(body.utf8))
            }
        }
    }

    @Test func textIsStrippedOfControlsButParagraphsKeepTheirNewlines() throws {
        let json = #"""
            {"type":"FeatureCollection","features":[{"properties":{
              "event":"Flood\u001b[2J Warning\u0007","headline":"\u001b]0;pwned\u0007Flood Warning issued",
              "areaDesc":"Lake,\tFL\r\n","senderName":"NWS\u009b31m Melbourne FL",
              "description":"* WHAT...Flooding.\u001b[5m\r\n\r\n* WHERE...Here.\u0000\nNext line.\u202e",
              "instruction":"  \n\u001b[31m\n  ","geocode":{"SAME":["012069\u001b[0m"],"UGC":["FLC069"]},
              "status":"Actual"}}]}
            """#
        let alert = try #require(try NWSAlertCollection.decode(Data(json.utf8)).alerts.first)
        #expect(alert.event == "Flood Warning")
        #expect(alert.headline == "Flood Warning issued")
        #expect(alert.areaDesc == "Lake, FL")
        #expect(alert.senderName == "NWS Melbourne FL")
        #expect(alert.description == "* WHAT...Flooding.\n\n* WHERE...Here.\nNext line.")
        #expect(alert.instruction == nil)
        #expect(alert.sameCodes == ["012069"])
    }
}
