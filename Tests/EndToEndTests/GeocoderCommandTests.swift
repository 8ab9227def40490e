import Foundation
import Testing
import WeatherCore
import WeatherFixtures

/// `now` and `lookup` with the online geocoder, the built binary against the in-process fixture server: a place
/// only the geocoder knows opens through it, an unknown name fails naming it, a name offline knows sends nothing,
/// and with the geocoder down offline places still work.
@Suite(.leavesNothingBehind) struct GeocoderCommandTests {
    @Test func aPlaceOnlyTheGeocoderKnowsOpensThroughIt() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Testville", "--format", "%n %d", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "Testville, Brandenburg, DE geonames:99000001\n")
            #expect(await sandbox.server.geocodingRequests() == ["Testville"])
            #expect(await sandbox.server.forecastRequestCount() == 1)
        }
    }

    @Test func aNameOfflineKnowsExactlySendsNothing() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Zürich", "--format", "%n", "--api-url", url.absoluteString])
            #expect(run.status == 0 && run.stdout == "Zürich, CH\n", "\(run.stderr)")
            let lookup = try await sandbox.run(["lookup", "Springfield, IL"])
            #expect(lookup.status == 0)
            #expect(await sandbox.server.geocodingRequests() == [])
        }
    }

    @Test func anUnknownNameFailsNamingIt() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Xyzzy", "--api-url", url.absoluteString])
            #expect(run.status == 66)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "lasso-weather: No place matches “Xyzzy” (offline or online).\n")
            let lookup = try await sandbox.run(["lookup", "Xyzzy"])
            #expect(lookup.status == 66)
            #expect(lookup.stderr == "lasso-weather: No place matches “Xyzzy” (offline or online).\n")
            #expect(await sandbox.server.geocodingRequests() == ["Xyzzy", "Xyzzy"])
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func twoOfOneNameAndSizeLeaveAChoice() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Twinford", "--api-url", url.absoluteString])
            #expect(run.status == 65)
            #expect(run.stderr.contains("“Twinford” matches several places: Twinford, Leinster, IE; Twinford, "))
            // The form that picks one is understood online too.
            let picked = try await sandbox.run(
                ["now", "Twinford, NZ", "--format", "%n", "--api-url", url.absoluteString])
            #expect(picked.status == 0 && picked.stdout == "Twinford, Wellington, NZ\n", "\(picked.stderr)")
        }
    }

    /// `now Suva` is Suva, FJ, as the launch and Home's Enter resolve it (issue 34), with nothing asked online.
    @Test func suvaIsSuvaFiji() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "Suva", "--format", "%n %d", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "Suva, Central, FJ geonames:2198148\n")
            #expect(await sandbox.server.geocodingRequests() == [])
        }
    }

    /// A place the geocoder found, kept in the recent list, is found by its own name with the geocoder down.
    @Test func aRecentPlaceTheGeocoderFoundIsFoundByItsNameWithTheGeocoderDown() async throws {
        try await withSandbox { sandbox, url in
            let paths = try #require(AppPaths(environment: sandbox.environment))
            let testville = Place(
                zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011,
                longitude: 13.5702, country: "DE", geonameID: 99_000_001, region: "Brandenburg", population: 420)
            _ = RecentSearchesClient.live(paths: paths, warnings: PersistenceWarnings()).record(testville, Date())
            await sandbox.server.setFault(.serverError, on: .geocoding)
            let run = try await sandbox.run(
                ["now", "Testville", "--format", "%n %d", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "Testville, Brandenburg, DE geonames:99000001\n")
            #expect(await sandbox.server.geocodingRequests() == [])
        }
    }

    @Test func lookupListsTheGeocodersPlacesMarkedAsFoundOnline() async throws {
        try await withSandbox { sandbox, _ in
            let run = try await sandbox.run(["lookup", "Testville"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.split(separator: "\n").count == 1)
            #expect(run.stdout.hasPrefix("Testville, Brandenburg, DE"))
            #expect(run.stdout.contains("Europe/Berlin"))
            #expect(run.stdout.contains("52.40°N 13.57°E, found online"))
        }
    }

    /// `lookup` speaks as `now` does (issue 37): `--lang`, else the saved `language`, else the environment; the
    /// coordinates take the language's decimal and compass letters, the note its words.
    @Test func lookupSpeaksTheChosenLanguage() async throws {
        try await withSandbox { sandbox, _ in
            let german = try await sandbox.run(["lookup", "Testville", "--lang", "de"])
            #expect(german.status == 0, "\(german.stderr)")
            #expect(german.stdout.contains("52,40°N 13,57°O, online gefunden"), "\(german.stdout)")
            #expect(german.stdout.hasPrefix("Testville, Brandenburg, DE  Brandenburg, Deutschland"))

            let config = sandbox.root.appendingPathComponent("config/lasso-weather")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(#"{"language": "fr"}"#.utf8).write(to: config.appendingPathComponent("settings.json"))
            let saved = try await sandbox.run(["lookup", "Testville"], environment: ["LANG": "de_DE.UTF-8"])
            #expect(saved.stdout.contains("52,40°N 13,57°E, trouvé en ligne"), "\(saved.stdout)")
            let chosen = try await sandbox.run(["lookup", "Testville", "--lang", "en"])
            #expect(chosen.stdout.contains("52.40°N 13.57°E, found online"), "\(chosen.stdout)")
        }
    }

    @Test func withTheGeocoderDownOfflinePlacesStillWork() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.serverError, on: .geocoding)
            let zurich = try await sandbox.run(["now", "Zürich", "--format", "%n", "--api-url", url.absoluteString])
            #expect(zurich.status == 0 && zurich.stdout == "Zürich, CH\n", "\(zurich.stderr)")
            // Switzerland's alerts come from MeteoAlarm (the fixture server's, with none for it).
            #expect(zurich.stderrLines == [])
            let testville = try await sandbox.run(["now", "Testville", "--api-url", url.absoluteString])
            #expect(testville.status == 66)
            #expect(
                testville.stderrLines == [
                    "lasso-weather: online search unavailable: HTTP 500",
                    "lasso-weather: No place matches “Testville”.",
                ])
            // A name offline begins still gives its offline answer, with the quiet line.
            let begun = try await sandbox.run(["now", "Zürichber", "--format", "%n", "--api-url", url.absoluteString])
            #expect(begun.stderrLines.first == "lasso-weather: online search unavailable: HTTP 500")
            #expect(await sandbox.server.geocodingRequests() == ["Testville", "Zürichber"])
        }
    }
}
