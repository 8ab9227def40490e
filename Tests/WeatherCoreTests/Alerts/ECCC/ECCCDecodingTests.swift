import Foundation
import Testing

@testable import WeatherCore

/// ECCC's OGC API answer read into CAP alerts: both languages, Polygon and MultiPolygon outlines, the "ended" status,
/// and what is skipped or refused.
@Suite struct ECCCDecodingTests {
    static func feature(_ properties: String, geometry: String = "null", id: String = "\"A_1\"") -> String {
        #"{"type":"Feature","id":\#(id),"geometry":\#(geometry),"properties":{\#(properties)}}"#
    }

    static func decode(_ features: [String]) throws -> ECCCAlertCollection {
        let body = #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
        return try ECCCAlertCollection.decode(Data(body.utf8))
    }

    static let square = #"{"type":"Polygon","coordinates":[[[-76,45],[-75,45],[-75,46],[-76,46],[-76,45]]]}"#
    static let inside = GeoPoint(longitude: -75.5, latitude: 45.5)
    static let now = Date(timeIntervalSince1970: 1_795_361_400)

    @Test func bothLanguagesAndTheOutline() throws {
        let collection = try Self.decode([
            Self.feature(
                #""alert_type":"watch","alert_name_en":"tornado watch","alert_name_fr":"veille de tornade","#
                    + #""feature_name_en":"Ottawa","status_en":"issued","expiration_datetime":"2026-11-22T20:00:00Z""#,
                geometry: Self.square)
        ])
        let alert = try #require(collection.alerts.first)
        #expect(alert.identifier == "A_1")
        #expect(alert.infos.map(\.language) == ["en-CA", "fr-CA"])
        #expect(alert.infos.map(\.event) == ["Tornado watch", "Veille de tornade"])
        #expect(alert.infos.first?.severity == "Moderate")
        #expect(alert.infos.first?.areas.first?.polygons.first?.count == 5)
        #expect(
            collection.alerts.alerts(containing: Self.inside, language: "en", at: Self.now).map(\.event) == [
                "Tornado watch"
            ])
        #expect(
            collection.alerts.alerts(
                containing: GeoPoint(longitude: -74.5, latitude: 45.5), language: "en", at: Self.now
            ).isEmpty)
    }

    @Test func anEndedAlertIsNotInForce() throws {
        let collection = try Self.decode([
            Self.feature(
                #""alert_type":"warning","alert_name_en":"rainfall warning","status_en":"ended""#, geometry: Self.square
            )
        ])
        #expect(collection.alerts.count == 1)
        #expect(collection.alerts.alerts(containing: Self.inside, language: "en", at: Self.now).isEmpty)
    }

    @Test func aMultiPolygonHoldsThePlaceInAnyPart() throws {
        let multi =
            #"{"type":"MultiPolygon","coordinates":[[[[-80,50],[-79,50],[-79,51],[-80,50]]],"#
            + #"[[[-76,45],[-75,45],[-75,46],[-76,46],[-76,45]]]]}"#
        let collection = try Self.decode([
            Self.feature(#""alert_type":"statement","alert_name_en":"special weather statement""#, geometry: multi)
        ])
        let shown = collection.alerts.alerts(containing: Self.inside, language: "en", at: Self.now)
        #expect(shown.map(\.severity) == [.minor])
        #expect(shown.first?.polygon.count == 2)
    }

    @Test func unreadableFeaturesAreSkippedAndABodyWithoutFeaturesFails() throws {
        let collection = try Self.decode([
            #"{"type":"Feature","properties":"nope"}"#,
            Self.feature(#""alert_type":"warning""#),  // no alert name in either language
            Self.feature(#""alert_name_en":"fog advisory""#, geometry: #"{"type":"Point","coordinates":[-75.5,45.5]}"#),
        ])
        #expect(collection.skipped == 2)
        // A geometry that is not an area leaves the alert without an outline.
        #expect(collection.alerts.first?.infos.first?.areas.first?.polygons == [])
        #expect(throws: WeatherError.malformedResponse(detail: "not an ECCC weather-alerts collection")) {
            try ECCCAlertCollection.decode(Data(#"{"type":"FeatureCollection"}"#.utf8))
        }
        #expect(throws: WeatherError.malformedResponse(detail: "not valid JSON")) {
            try ECCCAlertCollection.decode(Data("<html>".utf8))
        }
    }
}
