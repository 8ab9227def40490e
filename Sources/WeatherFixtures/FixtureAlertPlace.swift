import Foundation

/// A place the fixture server has alerts for: a ZIP code's coordinates (from the app's embedded directory) and
/// the alerts a point within ``matchKilometres`` of it gets. Every other covered point has none.
public struct FixtureAlertPlace: Sendable {
    public let zip: String
    public let name: String
    public let latitude: Double
    public let longitude: Double
    /// The place's zone: alert times are written with its UTC offset, as the NWS writes them.
    let timeZone: String
    let alerts: [FixtureAlert]

    /// Close enough to count as the same ZIP code (a ZIP's coordinates may be rounded or moved a little).
    static let matchKilometres = 3.0

    /// The events listed there, in the order served (a "Test" message among them, which clients must not show).
    public var events: [String] { alerts.map(\.event) }

    /// The place whose alerts a point gets, if any.
    static func near(latitude: Double, longitude: Double) -> FixtureAlertPlace? {
        all.first { distanceKm(latitude, longitude, $0.latitude, $0.longitude) <= matchKilometres }
    }

    /// Roughly the NWS's area: the 50 states with Puerto Rico and the Virgin Islands, Guam and the Northern
    /// Marianas, American Samoa. Points elsewhere (the Marshall Islands, Palau, …) get the not-covered problem.
    static func covers(latitude: Double, longitude: Double) -> Bool {
        (17...72).contains(latitude) && (-180 ... -64).contains(longitude)
            || (13...21).contains(latitude) && (144...146.5).contains(longitude)
            || (-15 ... -11).contains(latitude) && (-171.5 ... -168).contains(longitude)
    }

    /// Great-circle distance in km (haversine); the other fixture tables match places by it too.
    static func distanceKm(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(sqrt(a), sqrt(1 - a))
    }
}

extension FixtureAlertPlace {
    /// New York 10001: two zone-based alerts. Oklahoma City (Moore) 73160: a storm-based Tornado Warning and a
    /// Test message. DeLand, FL 32720: a storm-based Flood Warning with no end time.
    public static let all = [newYork, moore, deland]

    static let newYork = FixtureAlertPlace(
        zip: "10001", name: "New York, NY", latitude: 40.7484, longitude: -73.9967, timeZone: "America/New_York",
        alerts: [
            FixtureAlert(
                event: "Extreme Heat Warning", severity: "Severe", urgency: "Expected", certainty: "Likely",
                response: "Execute", effective: -3600, onset: -3600, expires: 3 * 3600, ends: 6 * 3600,
                senderName: "NWS Upton NY",
                areaDesc:
                    "New York (Manhattan); Bronx; Richmond (Staten Is.); Kings (Brooklyn); Northern Queens; Southern Queens",
                same: ["036061", "036005", "036085", "036047", "036081"],
                ugc: ["NYZ072", "NYZ073", "NYZ074", "NYZ075", "NYZ176", "NYZ178"],
                description: """
                    * WHAT...Dangerously hot conditions with heat index values up to
                    110.

                    * WHERE...Bronx, Kings (Brooklyn), New York (Manhattan), Northern
                    Queens, Richmond (Staten Island) and Southern Queens Counties.

                    * WHEN...Until this evening.

                    * IMPACTS...Extreme heat will significantly increase the risk of
                    heat-related illnesses, especially for those working or
                    participating in outdoor activities.
                    """,
                instruction: """
                    Drink plenty of fluids, stay in an air-conditioned room, stay out
                    of the sun, and check up on relatives and neighbors.

                    New York City residents should call 3 1 1 to find cooling centers.
                    """),
            FixtureAlert(
                event: "Special Weather Statement", severity: "Moderate", urgency: "Expected", certainty: "Observed",
                response: "Monitor", effective: -1800, onset: -1800, expires: 2 * 3600, ends: nil,
                senderName: "NWS Upton NY", areaDesc: "New York (Manhattan); Kings (Brooklyn); Northern Queens",
                same: ["036061", "036047", "036081"], ugc: ["NYZ072", "NYZ075", "NYZ176"],
                description: """
                    Strong thunderstorms will affect New York City through the
                    afternoon. Wind gusts up to 40 mph and brief heavy rain are
                    possible.
                    """,
                instruction: "Move indoors if thunder is heard."),
        ])

    static let moore = FixtureAlertPlace(
        zip: "73160", name: "Oklahoma City, OK", latitude: 35.334, longitude: -97.4768, timeZone: "America/Chicago",
        alerts: [
            FixtureAlert(
                event: "Tornado Warning", severity: "Extreme", urgency: "Immediate", certainty: "Observed",
                response: "Shelter", effective: -600, onset: -600, expires: 35 * 60, ends: 35 * 60,
                senderName: "NWS Norman OK", areaDesc: "Cleveland, OK; Oklahoma, OK", same: ["040027", "040109"],
                ugc: ["OKC027", "OKC109"],
                description: """
                    At this time, a confirmed tornado was located near Moore, moving
                    northeast at 25 mph.

                    HAZARD...Damaging tornado.

                    SOURCE...Radar confirmed tornado.

                    IMPACT...Flying debris will be dangerous to those caught without
                    shelter. Mobile homes will be damaged or destroyed.
                    """,
                instruction: """
                    TAKE COVER NOW! Move to a basement or an interior room on the
                    lowest floor of a sturdy building. Avoid windows.
                    """,
                polygon: FixtureAlert.Outline(radiusDegrees: 0.12, points: 32)),
            FixtureAlert(
                event: "Test Message", severity: "Unknown", urgency: "Unknown", certainty: "Unknown",
                response: "None", effective: -300, onset: nil, expires: 3600, ends: nil, senderName: "NWS Norman OK",
                areaDesc: "Cleveland, OK", same: ["040027"], ugc: ["OKC027"],
                description: "This is a test message. No action is required.", instruction: nil, status: "Test"),
        ])

    static let deland = FixtureAlertPlace(
        zip: "32720", name: "Deland, FL", latitude: 29.0266, longitude: -81.3349, timeZone: "America/New_York",
        alerts: [
            FixtureAlert(
                event: "Flood Warning", severity: "Severe", urgency: "Immediate", certainty: "Observed",
                response: "Avoid", effective: -2 * 3600, onset: -2 * 3600, expires: 12 * 3600, ends: nil,
                senderName: "NWS Melbourne FL", areaDesc: "Lake, FL; Volusia, FL", same: ["012069", "012127"],
                ugc: ["FLC069", "FLC127"],
                description: """
                    * WHAT...Major flooding is occurring and major flooding is forecast.

                    * WHERE...St Johns River Near Deland.

                    * WHEN...Until further notice.

                    * IMPACTS...At 5.3 feet, Major flooding occurs to many structures
                    and marinas along the river and in the Hontoon Island area.
                    """,
                instruction: nil, polygon: FixtureAlert.Outline(radiusDegrees: 0.15, points: 24))
        ])
}

/// One alert a place gets. Times are seconds from the server's `now`, so the alert is in force whenever it is
/// asked for.
struct FixtureAlert: Sendable {
    /// A storm-based warning's area: a wobbly ring around the place.
    struct Outline: Sendable {
        var radiusDegrees: Double
        var points: Int
    }

    var event: String
    var severity: String
    var urgency: String
    var certainty: String
    var response: String
    var effective: TimeInterval
    var onset: TimeInterval?
    var expires: TimeInterval
    var ends: TimeInterval?
    var senderName: String
    var areaDesc: String
    var same: [String]
    var ugc: [String]
    var description: String
    var instruction: String?
    var status = "Actual"
    var polygon: Outline?
}
