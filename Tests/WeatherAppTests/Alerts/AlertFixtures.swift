import Foundation
import WeatherCore

@testable import WeatherApp

/// Known alerts for New York at `DetailFixtures.now` (Sunday 10:10 AM EST): a zone-based Extreme Heat Warning
/// until 9 PM, a storm-based Severe Thunderstorm Warning until noon, and one that ended an hour ago.
enum AlertFixtures {
    static let now = DetailFixtures.now
    static let offset = -18000

    static let heat = WeatherAlert(
        id: "urn:heat", event: "Extreme Heat Warning",
        headline: "Extreme Heat Warning issued November 22 at 9:00AM EST until November 22 at 9:00PM EST",
        severity: .extreme, urgency: "Expected", certainty: "Likely",
        effective: now.addingTimeInterval(-3600), onset: now.addingTimeInterval(-1800),
        expires: now.addingTimeInterval(6 * 3600), ends: now.addingTimeInterval(39_000),
        senderName: "NWS New York NY", areaDesc: "New York (Manhattan); Kings (Brooklyn); Queens",
        description: "* WHAT...Dangerously hot conditions with heat index values up to 110.\n\n"
            + "* WHERE...New York City.\n\n* WHEN...Until 9 PM EST this evening.",
        instruction: "Drink plenty of fluids, stay in an air-conditioned room, stay out of the sun.",
        sameCodes: ["036061", "036047", "036081"], ugcCodes: ["NYZ072"])

    static let storm = WeatherAlert(
        id: "urn:storm", event: "Severe Thunderstorm Warning", headline: "Severe Thunderstorm Warning until noon",
        severity: .severe, urgency: "Immediate", certainty: "Observed", onset: now.addingTimeInterval(-600),
        expires: now.addingTimeInterval(6600), senderName: "NWS New York NY", areaDesc: "Queens, NY",
        description: "At 10:00 AM EST, a severe thunderstorm was located over Queens, moving east at 30 mph.",
        polygon: [
            [
                GeoPoint(longitude: -73.9, latitude: 40.7), GeoPoint(longitude: -73.8, latitude: 40.7),
                GeoPoint(longitude: -73.8, latitude: 40.8), GeoPoint(longitude: -73.9, latitude: 40.7),
            ]
        ])

    static let ended = WeatherAlert(
        id: "urn:fog", event: "Dense Fog Advisory", severity: .minor, expires: now.addingTimeInterval(-3600),
        senderName: "NWS New York NY", areaDesc: "Queens")

    static let snapshot = AlertsSnapshot(alerts: [heat, storm, ended], fetchedAt: now.addingTimeInterval(-120))
    static let active = AlertsSnapshot(alerts: [heat, storm], fetchedAt: now.addingTimeInterval(-120))
}
