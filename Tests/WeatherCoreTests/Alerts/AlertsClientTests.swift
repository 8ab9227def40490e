import CustomDump
import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The live alerts client over real HTTP against the fixture server's `/alerts/active`.
@Suite struct AlertsClientTests {
    @Test func sendsThePointTheUserAgentAndAccept() async throws {
        try await AlertsFixture.run { server, clients in
            _ = try await clients.alerts.alerts(AlertsFixture.newYork).own
            let precise = Place(
                zip: "10001", city: "New York", state: "NY", latitude: 40.748_437, longitude: -73.996_71)
            _ = try await clients.alerts.alerts(precise)
            let requests = await server.alertsRequests()
            #expect(requests.map(\.point) == ["40.7484,-73.9967", "40.7484,-73.9967"])
            #expect(requests.allSatisfy { $0.accept == "application/geo+json" })
            #expect(
                requests.allSatisfy {
                    $0.userAgent == "lasso-weather/\(AppInfo.version) (https://github.com/lasso-weather/lasso-weather)"
                })
            #expect(await server.forecastRequestCount() == 0)
        }
    }

    @Test func newYorkHasTwoZoneBasedAlerts() async throws {
        try await AlertsFixture.run { _, clients in
            let alerts = try await clients.alerts.alerts(AlertsFixture.newYork).own
            #expect(alerts.map(\.event) == ["Extreme Heat Warning", "Special Weather Statement"])
            let warning = alerts[0]
            #expect(warning.severity == .severe && warning.urgency == "Expected" && warning.certainty == "Likely")
            #expect(warning.status == "Actual" && warning.messageType == "Alert")
            #expect(warning.senderName == "NWS Upton NY")
            #expect(warning.sameCodes == ["036061", "036005", "036085", "036047", "036081"])
            #expect(warning.ugcCodes == ["NYZ072", "NYZ073", "NYZ074", "NYZ075", "NYZ176", "NYZ178"])
            #expect(warning.polygon.isEmpty)
            // Times are whole minutes around the server's now (15:30Z): effective an hour before, ends 6 h after.
            #expect(warning.effective == NetFixture.now - 3600)
            #expect(warning.expires == NetFixture.now + 3 * 3600)
            #expect(warning.ends == NetFixture.now + 6 * 3600)
            #expect(
                warning.headline
                    == "Extreme Heat Warning issued November 22 at 9:30AM EST until November 22 at 4:30PM EST "
                    + "by NWS Upton NY")
            #expect(warning.description?.hasPrefix("* WHAT...Dangerously hot conditions") == true)
            #expect(warning.description?.contains("\n\n* WHERE...") == true)
            let statement = alerts[1]
            #expect(statement.severity == .moderate)
            #expect(statement.ends == nil && statement.until == NetFixture.now + 2 * 3600)
        }
    }

    @Test func stormBasedWarningsCarryAPolygonAroundThePlace() async throws {
        try await AlertsFixture.run { _, clients in
            let moore = try await clients.alerts.alerts(AlertsFixture.moore).own
            // The client lists what the service lists: the Test message is the service's to filter.
            #expect(moore.map(\.event) == ["Tornado Warning", "Test Message"])
            #expect(moore.map(\.status) == ["Actual", "Test"])
            let ring = try #require(moore[0].polygon.first)
            #expect(moore[0].severity == .extreme)
            #expect(ring.count == 33 && ring.first == ring.last)
            let place = GeoPoint(longitude: AlertsFixture.moore.longitude, latitude: AlertsFixture.moore.latitude)
            #expect(ring.allSatisfy { $0.distanceKm(to: place) < 25 })

            let deland = try await clients.alerts.alerts(AlertsFixture.deland).own
            #expect(deland.map(\.event) == ["Flood Warning"])
            #expect(deland[0].polygon.first?.count == 25)
            #expect(deland[0].ends == nil && deland[0].instruction == nil)
        }
    }

    @Test func mostPlacesHaveNoneAndNearbyPointsOfAPlaceMatch() async throws {
        try await AlertsFixture.run { _, clients in
            let chicago = try await clients.alerts.alerts(AlertsFixture.chicago).own
            #expect(chicago.isEmpty)
            let nearby = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.7501, longitude: -73.9952)
            let nearbyAlerts = try await clients.alerts.alerts(nearby).own
            #expect(nearbyAlerts.count == 2)
        }
    }

    @Test func aPlaceOutsideTheServicesAreaIsNotCovered() async throws {
        try await AlertsFixture.run { _, clients in
            let error = await AlertsFixture.failure(clients.alerts, AlertsFixture.majuro)
            #expect(error == .notCovered("Majuro, MH"))
            #expect(error?.message == "alerts are not available for Majuro, MH")
        }
    }

    /// The NWS covers the US: a place elsewhere is never asked about, and the reason names its country.
    @Test func aPlaceOutsideTheUSIsNotAskedAndHasNoOfficialSource() async throws {
        try await AlertsFixture.run { server, clients in
            let zurich = Place(
                zip: "", city: "Zürich", state: "", timeZone: "Europe/Zurich", latitude: 47.36667, longitude: 8.55,
                country: "CH", geonameID: 2_657_896)
            let error = await AlertsFixture.failure(clients.alerts, zurich)
            #expect(error == .noOfficialSource(zurich.countryName))
            #expect(error?.message == "no official alerts source for \(zurich.countryName)")
            #expect(await server.alertsRequests().isEmpty)
            _ = try await clients.alerts.alerts(AlertsFixture.newYork).own
            #expect(await server.alertsRequests().count == 1)
        }
    }

    @Test func problemBodiesBecomeTheForecastsErrorKinds() {
        let place = "Majuro, MH"
        let invalidPoint = Data(
            #"{"title":"Data Unavailable For Requested Point","type":"https://api.weather.gov/problems/InvalidPoint","status":404,"detail":"Unable to provide data for requested point 7.0801,-171.1569"}"#
                .utf8)
        #expect(
            NWSProblem.error(status: 404, body: invalidPoint, retryAfter: nil, placeName: place) == .notCovered(place))
        let badPoint = Data(
            #"{"parameterErrors":[{"parameter":"point","message":"Invalid point"}],"title":"Bad Request","status":400,"detail":"Bad Request"}"#
                .utf8)
        #expect(NWSProblem.error(status: 400, body: badPoint, retryAfter: nil, placeName: place) == .notCovered(place))
        let otherBadRequest = Data(
            #"{"parameterErrors":[{"parameter":"query.limit","message":"Query parameter \"limit\" is not recognized"}],"title":"Bad Request","status":400,"detail":"Bad Request"}"#
                .utf8)
        #expect(
            NWSProblem.error(status: 400, body: otherBadRequest, retryAfter: nil, placeName: place)
                == .failed(.http(status: 400, reason: "Bad Request")))
        #expect(
            NWSProblem.error(status: 404, body: Data("<html>no</html>".utf8), retryAfter: nil, placeName: place)
                == .failed(.http(status: 404, reason: nil)))
        let unavailable = Data(
            #"{"title":"Unavailable Resource","status":503,"detail":"The resource you requested is currently unavailable."}"#
                .utf8)
        #expect(
            NWSProblem.error(status: 503, body: unavailable, retryAfter: nil, placeName: place)
                == .failed(.http(status: 503, reason: "The resource you requested is currently unavailable.")))
        #expect(
            NWSProblem.error(
                status: 500, body: Data(#"{"title":"Unexpected Problem"}"#.utf8), retryAfter: nil, placeName: place)
                == .failed(.http(status: 500, reason: "Unexpected Problem")))
    }

    @Test func theURLHasAtMostFourDecimals() {
        let url = AlertsClient.url(
            base: URL(string: "http://127.0.0.1:8080/prefix")!, latitude: 40.748_437_5, longitude: -73.996_7)
        #expect(url.absoluteString == "http://127.0.0.1:8080/prefix/alerts/active?point=40.7484,-73.9967")
    }
}
