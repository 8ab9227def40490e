import Foundation
import StatusLineFormat
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now` and `lookup` for a place outside the US: known by its id, no ZIP printed anywhere, its country said, and
/// no US alerts but a sentence saying there is no source. A ZIP's output is unchanged (the other suites).
struct NowWorldPlaceTests {
    typealias F = StatusLineFixtures

    static let zurich = Place(
        zip: "", city: "Zürich", state: "", timeZone: "Europe/Zurich", latitude: 47.36667, longitude: 8.55,
        country: "CH", geonameID: 2_657_896, region: "Zurich", population: 341_730)
    static let toronto = Place(
        zip: "", city: "Toronto", state: "", timeZone: "America/Toronto", latitude: 43.70011, longitude: -79.4163,
        country: "CA", geonameID: 6_167_865, region: "Ontario", population: 2_600_000)

    static func report(_ place: Place = zurich, alerts: Result<AlertsSnapshot, AlertsError>) -> NowReport {
        let snapshot = ForecastSnapshot(forecast: F.forecast(), fetchedAt: F.now - 180)
        var report = NowReport(place: place, snapshot: snapshot, iconSet: .unicode, startedAt: F.now, now: F.now)
        report.alerts = alerts
        return report
    }

    static let noSource = Result<AlertsSnapshot, AlertsError>.failure(.noOfficialSource(zurich.countryName))

    private static func place(_ report: NowReport) throws -> [String: Any] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
        return try #require(json["place"] as? [String: Any])
    }

    @Test func theTextNamesThePlaceWithoutAZIP() {
        let text = Self.report(alerts: Self.noSource).text
        #expect(text.hasPrefix("Zürich, CH\n"))
        #expect(F.report().text.hasPrefix("New York, NY 10001\n"))
    }

    @Test func jsonHasTheIdAndCountryAndNoZIP() throws {
        let zurich = try Self.place(Self.report(alerts: Self.noSource))
        #expect(zurich["id"] as? String == "geonames:2657896")
        #expect(zurich["zip"] == nil)
        #expect(zurich["country"] as? String == "CH" && zurich["region"] as? String == "Zurich")
        #expect(zurich["city"] as? String == "Zürich" && zurich["timeZone"] as? String == "Europe/Zurich")

        let newYork = try Self.place(F.report())
        #expect(newYork["id"] as? String == "10001" && newYork["zip"] as? String == "10001")
        #expect(newYork["country"] as? String == "US" && newYork["region"] == nil)
    }

    @Test func theAlertsErrorSaysThereIsNoSourceRatherThanAFailure() throws {
        let report = Self.report(alerts: Self.noSource)
        let expected = "no official alerts source for \(Self.zurich.countryName)"
        #expect(report.alertsError == expected && report.alertsNote == expected)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
        #expect(json["alertsError"] as? String == expected)
        #expect(json["alerts"] is NSNull)
        #expect(try report.line("[%a|%e]") == "[—|—]")
    }

    @Test func formatGivesTheIdAndADashForTheMissingZIP() throws {
        let report = Self.report(alerts: Self.noSource)
        #expect(try report.line("%n|%z|%d") == "Zürich, CH|—|geonames:2657896")
        #expect(try F.report().line("%n|%z|%d") == "New York, NY|10001|10001")
    }

    @Test func waybarTooltipNamesThePlaceWithoutAZIP() {
        #expect(Self.report(alerts: Self.noSource).waybarTooltip.first == "Zürich, CH")
    }

    @Test func lookupRowsOfWorldPlacesHaveRegionCountryZoneAndCoordinates() throws {
        let rows = [Self.toronto, Self.zurich].map {
            LookupRow(match: PlaceMatch(name: $0.city, state: "", place: $0, zipCount: 0))
        }
        let lines = LookupRow.aligned(rows)
        let fields = lines.map { $0.split(separator: #/ {2,}/#).map(String.init) }
        #expect(
            fields == [
                ["Toronto, Ontario, CA", "Ontario, \(Self.toronto.countryName)", "America/Toronto", "43.70°N 79.42°W"],
                ["Zürich, CH", "Zurich, \(Self.zurich.countryName)", "Europe/Zurich", "47.37°N 8.55°E"],
            ])
        // No ZIP column when no row has a ZIP; the columns line up.
        #expect(lines[0].hasPrefix("Toronto"))
        // Characters are columns here: "ü" is one of each.
        let toronto = try #require(lines[0].range(of: "America/Toronto"))
        let zurich = try #require(lines[1].range(of: "Europe/Zurich"))
        #expect(lines[0][..<toronto.lowerBound].count == lines[1][..<zurich.lowerBound].count)
        // Beside a ZIP, the ZIP column stays and a world row leaves it blank.
        let newYork = PlaceMatch(name: "New York", state: "NY", place: F.newYork)
        let mixed = LookupRow.aligned([LookupRow(match: newYork), rows[1]])
        #expect(mixed[0].hasPrefix("10001  New York, NY  New York County"))
        #expect(mixed[1].hasPrefix("       Zürich, CH    Zurich, "))
    }

    @Test func coordinatesRoundToHundredthsWithTheirHemisphere() {
        let south = Place(zip: "", city: "Sydney", state: "", latitude: -33.86785, longitude: 151.20732, country: "AU")
        #expect(LookupRow.coordinates(south) == "33.87°S 151.21°E")
        let west = Place(zip: "", city: "Lima", state: "", latitude: -12.04318, longitude: -77.02824, country: "PE")
        #expect(LookupRow.coordinates(west) == "12.04°S 77.03°W")
        #expect(LookupRow.coordinates(Self.zurich) == "47.37°N 8.55°E")
        #expect(LookupRow.coordinates(west, language: .de) == "12,04°S 77,03°W")
        #expect(LookupRow.coordinates(Self.zurich, language: .fr) == "47,37°N 8,55°E")
        #expect(LookupRow.coordinates(Self.zurich, language: .ja) == "北緯47.37° 東経8.55°")
    }

    /// A US place only the geocoder found names its country in the language, as a world place does.
    @Test func aUSPlaceFoundOnlineNamesItsCountryInTheLanguage() {
        let place = Place(
            zip: "", city: "Testburg", state: "KS", timeZone: "America/Chicago", latitude: 38.5, longitude: -98.25,
            country: "US")
        let match = PlaceMatch(name: "Testburg", state: "KS", place: place, isOnline: true)
        let german = LookupRow(online: match, language: .de)
        #expect(german.county == "KS, Vereinigte Staaten")
        #expect(german.note == "38,50°N 98,25°W, online gefunden")
        #expect(LookupRow(online: match).county == "KS, United States")
    }
}
