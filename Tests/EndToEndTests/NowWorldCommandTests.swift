import Foundation
import Testing
import WeatherFixtures

/// `now` and `lookup` for places outside the US, the built binary against the in-process fixture server: the
/// place by its name and country, its own zone's times, its id in the JSON, and no request to the US alerts
/// service, whose silence is said rather than shown as calm.
@Suite(.leavesNothingBehind) struct NowWorldCommandTests {
    @Test func nowZurichIsZurichSwitzerlandInItsOwnZoneWithMeteoAlarmsAlertsNotTheUSs() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Zürich", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Zürich, CH")
            // The zone's own abbreviation, where the service says "GMT+1".
            #expect(lines.contains { $0.hasPrefix("As of ") && ($0.contains(" CET,") || $0.contains(" CEST,")) })
            #expect(!run.stdout.contains("GMT+"))
            // Switzerland's alerts come from MeteoAlarm, which has none for it: nothing to say.
            #expect(run.stderrLines == [])
            #expect(await sandbox.server.meteoAlarmRequests() == ["switzerland"])
            #expect(await sandbox.server.alertsRequestCount() == 0)
            #expect(await sandbox.server.forecastRequestCount() == 1)
        }
    }

    @Test func jsonOfAWorldPlaceHasItsIdAndNoZIP() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "zurich", "--json", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            let json = try parseJSONObject(run.stdout)
            let place = try #require(json["place"] as? [String: Any])
            #expect(place["id"] as? String == "geonames:2657896")
            #expect(place["zip"] == nil)
            #expect(place["country"] as? String == "CH" && place["timeZone"] as? String == "Europe/Zurich")
            let time = try #require(json["time"] as? [String: Any])
            #expect(time["timezone"] as? String == "Europe/Zurich")
            #expect(["CET", "CEST"].contains(time["abbreviation"] as? String ?? ""))
            #expect((json["alerts"] as? [Any])?.isEmpty == true)
            #expect(json["alertsError"] is NSNull)
            #expect(await sandbox.server.alertsRequestCount() == 0)

            // A ZIP keeps its id and ZIP, and is asked about alerts.
            let newYork = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString]).stdout)
            let zip = try #require(newYork["place"] as? [String: Any])
            #expect(zip["id"] as? String == "10001" && zip["zip"] as? String == "10001")
            #expect(await sandbox.server.alertsRequestCount() == 1)
        }
    }

    @Test func tokyoIsInJapanStandardTime() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Tokyo", "--format", "%n %d", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "Tokyo, JP geonames:1850147\n")
            let text = try await sandbox.run(["now", "Tokyo", "--api-url", url.absoluteString])
            #expect(text.stdout.contains(" JST, local time at the place"))
            #expect(text.stderrLines == ["lasso-weather: no official alerts source for Japan"])
            #expect(await sandbox.server.alertsRequestCount() == 0)
            #expect(await sandbox.server.meteoAlarmRequests() == [])
        }
    }

    /// In the US, Paris, FR does not outweigh Paris, TX tenfold: the choices, and the form that picks one.
    @Test func anAmbiguousNameAbroadSuggestsTheCountry() async throws {
        try await withSandbox { sandbox, url in
            let us = try await sandbox.run(
                ["now", "Paris", "--api-url", url.absoluteString], environment: ["LANG": "en_US.UTF-8"])
            #expect(us.status == 65)
            #expect(us.stdout.isEmpty)
            #expect(us.stderr.contains("“Paris” matches several places: Paris, Île-de-France, FR; Paris, TX (75460)"))
            #expect(us.stderr.contains("; add the state or country, like “Paris, FR”."))
            // With no territory, Paris is Paris, FR.
            let none = try await sandbox.run(["now", "Paris", "--format", "%n", "--api-url", url.absoluteString])
            #expect(none.status == 0 && none.stdout == "Paris, Île-de-France, FR\n", "\(none.stderr)")
        }
    }

    @Test func lookupShowsAWorldPlacesRegionCountryZoneAndCoordinates() async throws {
        try await withSandbox { sandbox, _ in
            let run = try await sandbox.run(["lookup", "Toronto, ON", "--limit", "1"])
            #expect(run.status == 0, "\(run.stderr)")
            let fields = run.stdout.split(separator: "\n").first.map { $0.split(separator: #/ {2,}/#) } ?? []
            #expect(
                fields.map(String.init) == [
                    "Toronto, Ontario, CA", "Ontario, Canada", "America/Toronto", "43.71°N 79.40°W",
                ])
        }
    }
}
