import Foundation
import Testing

@testable import WeatherCore

/// ECCC's real OGC API answer around Toronto on 2026-03-05 (Fixtures/real/alerts-abroad/
/// eccc-weather-alerts-toronto-2026-03-05.json; the shape `ECCCClient` asks for): a freezing rain warning for six
/// areas, its event from validity_datetime 22:00Z to event_end_datetime 06:00Z, in force until
/// expiration_datetime 08:04Z; and a special weather statement for St. Catharines.
@Suite struct ECCCRealTorontoTests {
    static func alerts() throws -> [CAPAlert] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = folder.appendingPathComponent(
            "Fixtures/real/alerts-abroad/eccc-weather-alerts-toronto-2026-03-05.json")
        let collection = try ECCCAlertCollection.decode(try Data(contentsOf: url))
        #expect(collection.skipped == 0)
        #expect(collection.alerts.count == 7)
        return collection.alerts
    }

    static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    static let toronto = GeoPoint(longitude: -79.3832, latitude: 43.6532)
    static let mississauga = GeoPoint(longitude: -79.6441, latitude: 43.589)
    /// 18:00 EST, during the event.
    static let evening = date("2026-03-05T23:00:00Z")

    /// What the app keeps for a place: the alerts in force whose outline holds it, ordered for the screen.
    static func shown(at point: GeoPoint, now: Date) throws -> [WeatherAlert] {
        AlertsSnapshot(alerts: try alerts().alerts(containing: point, language: "en", at: now), fetchedAt: now)
            .active(at: now).alerts
    }

    @Test func torontoHasTheFreezingRainWarningOnceForItsEvent() throws {
        let toronto = try Self.shown(at: Self.toronto, now: Self.evening)
        #expect(toronto.map(\.event) == ["Freezing rain warning"])
        #expect(toronto.map(\.areaDesc) == ["City of Toronto"])
        let warning = try #require(toronto.first)
        // 17:00 to 01:00 EST: the event, not the message's expiry (03:04 EST).
        #expect(warning.onset == Self.date("2026-03-05T22:00:00Z"))
        #expect(warning.until == Self.date("2026-03-06T06:00:00Z"))
        #expect(warning.expires == Self.date("2026-03-06T08:04:06.795Z"))
        #expect(warning.colour == .yellow)
        #expect(warning.severity == .severe)
    }

    @Test func mississaugaHasTheSameWarningUnderItsOwnRegion() throws {
        let mississauga = try Self.shown(at: Self.mississauga, now: Self.evening)
        #expect(mississauga.map(\.event) == ["Freezing rain warning"])
        #expect(mississauga.map(\.areaDesc) == ["Mississauga - Brampton"])
        #expect(mississauga.first?.until == Self.date("2026-03-06T06:00:00Z"))
    }

    /// After the event's end (01:00 EST) and before expiry (03:04 EST) the warning is still in force, and has
    /// ended; after expiry it is gone.
    @Test func afterTheEventsEndItHasEndedUntilItExpires() throws {
        let late = Self.date("2026-03-06T07:00:00Z")
        let toronto = try Self.shown(at: Self.toronto, now: late)
        #expect(toronto.map(\.event) == ["Freezing rain warning"])
        #expect(toronto.first?.hasEnded(at: late) == true)
        #expect(try Self.shown(at: Self.toronto, now: Self.date("2026-03-06T08:05:00Z")).isEmpty)
    }
}
