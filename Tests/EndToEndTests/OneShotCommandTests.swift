import Foundation
import Testing
import WeatherFixtures

/// `lasso-weather now` and `lookup`, the built binary against the in-process fixture server, with temporary XDG
/// directories: the printed numbers are the server's, errors are one stderr line with their own exit status.
@Suite(.leavesNothingBehind) struct OneShotCommandTests {
    @Test func nowPrintsWhatTheServerServes() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--json", "--refresh", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            let json = try parseJSONObject(run.stdout)
            let place = try #require(json["place"] as? [String: Any])
            #expect(place["zip"] as? String == "10001")
            #expect(place["city"] as? String == "New York")
            let served = try await sandbox.served(
                latitude: try #require(place["latitude"] as? Double),
                longitude: try #require(place["longitude"] as? Double))
            let local = (json["time"] as? [String: Any])?["local"] as? String
            #expect(local == (served["current"] as? [String: Any])?["time"] as? String)
            let current = try #require(served["current"] as? [String: Any])
            let daily = try #require(served["daily"] as? [String: Any])
            let temperature = try #require(current["temperature_2m"] as? Double)
            let feelsLike = try #require(current["apparent_temperature"] as? Double)
            let high = try #require((daily["temperature_2m_max"] as? [Double])?.first)
            let low = try #require((daily["temperature_2m_min"] as? [Double])?.first)
            #expect(json["temperature"] as? Double == temperature)
            #expect(json["feelsLike"] as? Double == feelsLike)
            #expect((json["today"] as? [String: Any])?["high"] as? Double == high)
            #expect((json["today"] as? [String: Any])?["low"] as? Double == low)
            #expect((json["condition"] as? [String: Any])?["code"] as? Int == current["weather_code"] as? Int)
            #expect((json["units"] as? [String: Any])?["system"] as? String == "imperial")
            #expect(json["cached"] as? Bool == false)
            #expect(json["offlineReason"] is NSNull)
            #expect(json["attribution"] as? String == "Weather data by Open-Meteo.com")

            // Within 10 minutes the cached forecast answers: the same numbers, as text, with no new request.
            let requests = await sandbox.server.forecastRequestCount()
            let text = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(text.status == 0)
            #expect(text.stderr.isEmpty)
            #expect(await sandbox.server.forecastRequestCount() == requests)
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "New York, NY 10001")
            #expect(lines.contains("\(wholeDegrees(temperature))°F, feels like \(wholeDegrees(feelsLike))°F"))
            #expect(lines.contains("Today: high \(wholeDegrees(high))°F, low \(wholeDegrees(low))°F"))
            #expect(
                lines.contains {
                    $0.hasPrefix("Wind: \(wholeDegrees(current["wind_speed_10m"] as? Double ?? .nan)) mph")
                })
            #expect(lines.contains { $0.hasPrefix("As of ") && $0.hasSuffix("local time at the place") })
            // New York's zone by its own name for the time of year, not the service's "GMT-5".
            #expect(lines.contains { $0.hasPrefix("As of ") && ($0.contains(" EST,") || $0.contains(" EDT,")) })
            #expect(lines.last == "Weather data by Open-Meteo.com")
        }
    }

    @Test func metricUnitsShowCelsius() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run([
                "now", "10001", "--units", "metric", "--json", "--api-url", url.absoluteString,
            ])
            #expect(run.status == 0)
            let json = try parseJSONObject(run.stdout)
            let place = try #require(json["place"] as? [String: Any])
            let served = try await sandbox.served(
                latitude: try #require(place["latitude"] as? Double),
                longitude: try #require(place["longitude"] as? Double), metric: true)
            let high = try #require(((served["daily"] as? [String: Any])?["temperature_2m_max"] as? [Double])?.first)
            #expect((json["today"] as? [String: Any])?["high"] as? Double == high)
            #expect((json["units"] as? [String: Any])?["temperature"] as? String == "°C")

            let text = try await sandbox.run(["now", "10001", "--units", "metric", "--api-url", url.absoluteString])
            #expect(text.stdout.contains("°C, feels like"))
            #expect(text.stdout.contains("km/h"))
            #expect(!text.stdout.contains("°F"))
        }
    }

    @Test func missingValuesAreNullInJSONAndDashesInText() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.nulls)
            let run = try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            let json = try parseJSONObject(run.stdout)
            #expect(json["temperature"] is NSNull)
            #expect((json["wind"] as? [String: Any])?["speed"] is NSNull)
            #expect((json["condition"] as? [String: Any])?["description"] is NSNull)
            let text = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(text.stdout.contains("—, feels like —"))
        }
    }

    @Test func unknownZIPExitsWith66AndNamesTheNearest() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "00000", "--api-url", url.absoluteString])
            #expect(run.status == 66)
            #expect(run.stdout.isEmpty)
            #expect(run.stderrLines.count == 1)
            #expect(run.stderr.hasPrefix("lasso-weather: There is no ZIP code 00000. Nearest: 00501"))
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func aMilitaryZIPWithNoLocationIsRefused() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "09001", "--api-url", url.absoluteString])
            #expect(run.status == 66)
            #expect(
                run.stderr == "lasso-weather: ZIP code 09001 (APO, AE) has no known location, so there is no "
                    + "weather for it; it is a military mail address.\n")
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func malformedInputExitsWith65() async throws {
        try await withSandbox { sandbox, url in
            for input in ["1234a", "1234", "123456"] {
                let run = try await sandbox.run(["now", input, "--api-url", url.absoluteString])
                #expect(run.status == 65, "\(input)")
                #expect(run.stderrLines.count == 1, "\(input)")
                #expect(run.stderr.hasPrefix("lasso-weather: “\(input)” is not a ZIP code"), "\(input)")
            }
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func ambiguousCityExitsWith65ListingChoicesAndAnExactOneWorks() async throws {
        try await withSandbox { sandbox, url in
            let ambiguous = try await sandbox.run(["now", "springfield", "--api-url", url.absoluteString])
            #expect(ambiguous.status == 65)
            #expect(ambiguous.stderrLines.count == 1)
            #expect(ambiguous.stderr.contains("matches several places: Springfield, "))
            let portland = try await sandbox.run(["now", "Portland, OR", "--api-url", url.absoluteString])
            #expect(portland.status == 0, "\(portland.stderr)")
            #expect(portland.stdout.hasPrefix("Portland, OR 97"))
        }
    }

    @Test(arguments: [FixtureFault.serverError, .malformedJSON, .badRequest])
    func serverFaultsExitWith69AndOneLine(fault: FixtureFault) async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(fault)
            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 69)
            #expect(run.stdout.isEmpty)
            #expect(run.stderrLines.count == 1)
            #expect(run.stderr.hasPrefix("lasso-weather: The weather service"))
            // The bad-request body's escape sequences never reach the terminal.
            #expect(!run.stderr.contains("\u{1B}"))
        }
    }

    @Test func refusedConnectionExitsWith69() async throws {
        let sandbox = OneShotSandbox()
        // Port 1 on loopback: nothing listens there (a just-freed ephemeral port could be taken by a parallel test).
        let run = try await sandbox.run(["now", "10001", "--api-url", "http://127.0.0.1:1"])
        #expect(run.status == 69)
        #expect(
            run.stderr == "lasso-weather: Could not reach the weather service at 127.0.0.1 (connection refused); "
                + "check your internet connection.\n")
    }

    @Test func aCachedForecastIsShownAsCachedWhenTheServerFails() async throws {
        try await withSandbox { sandbox, url in
            let first = try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString])
            let temperature = try parseJSONObject(first.stdout)["temperature"] as? Double
            await sandbox.server.setFault(.serverError)

            let text = try await sandbox.run(["now", "10001", "--refresh", "--api-url", url.absoluteString])
            #expect(text.status == 0)
            #expect(text.stdout.contains("Offline: this is the cached forecast from just now."))
            #expect(text.stdout.contains("\(wholeDegrees(try #require(temperature)))°F, feels like"))
            #expect(text.stderrLines.count == 1)
            #expect(text.stderr.contains("(HTTP 500)"))
            #expect(text.stderr.contains("Showing the forecast cached just now."))

            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--refresh", "--json", "--api-url", url.absoluteString]).stdout)
            #expect(json["cached"] as? Bool == true)
            #expect(json["temperature"] as? Double == temperature)
            #expect((json["offlineReason"] as? String)?.contains("HTTP 500") == true)
        }
    }

    @Test func argumentErrorsKeepArgumentParsersStatus() async throws {
        let run = try await OneShotSandbox().run(["now"])
        #expect(run.status == 64)
    }

    @Test func aMistypedCommandIsNamedAndTheMeantOneSuggested() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["nwo", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "lasso-weather: unknown command 'nwo'; did you mean 'now'?\n")
            let lookup = try await sandbox.run(["lookp", "springfield"])
            #expect(lookup.status == 64)
            #expect(lookup.stderr == "lasso-weather: unknown command 'lookp'; did you mean 'lookup'?\n")
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func anEmptyFormatIsAUsageError() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--format", "", "--api-url", url.absoluteString])
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("--format is empty"))
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }
}
