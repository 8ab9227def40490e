import Foundation
import Testing

/// `now` in the user's language from the real binary (issue 37's acceptance): the environment as gettext reads
/// it, against the local server; the JSON the same whatever the language.
@Suite(.serialized, .leavesNothingBehind) struct NowLanguageEndToEndTests {
    @Test func theEnvironmentChoosesTheLanguage() async throws {
        try await withSandbox { sandbox, url in
            let api = ["--api-url", url.absoluteString]
            let german = try await sandbox.run(["now", "10001"] + api, environment: ["LANG": "de_DE.UTF-8"])
            #expect(german.status == 0)
            #expect(german.stdout.contains("\nHeute: Höchstwert ") && german.stdout.contains(", gefühlt "))
            #expect(german.stdout.contains("\nWetterdaten von Open-Meteo.com"), "\(german.stdout)")
            #expect(german.stdout.contains("\nLuftqualität: AQI 42 Gut · PM2.5\n"))
            for word in ["feels like", "Today:", "Air quality", "As of", "Weather data"] {
                #expect(!german.stdout.contains(word), "\(word)")
            }
            let listed = try await sandbox.run(
                ["now", "10001"] + api, environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "de"])
            #expect(listed.stdout.contains("\nHeute: Höchstwert "))
            let plain = try await sandbox.run(["now", "10001"] + api, environment: ["LANG": "C", "LANGUAGE": "de"])
            #expect(plain.stdout.contains("\nToday: high ") && !plain.stdout.contains("Heute"))
            let given = try await sandbox.run(
                ["now", "10001", "--lang", "ja"] + api, environment: ["LANG": "de_DE.UTF-8"])
            #expect(given.stdout.contains("\n今日: 最高 ") && given.stdout.contains("\n気象データ: Open-Meteo.com"))
        }
    }

    @Test func theJSONIsTheSameInEveryLanguage() async throws {
        try await withSandbox { sandbox, url in
            let api = ["--api-url", url.absoluteString, "--json"]
            let english = try await sandbox.run(["now", "10001"] + api)
            let french = try await sandbox.run(["now", "10001"] + api, environment: ["LANG": "fr_FR.UTF-8"])
            let object = { (text: String) throws -> [String: Any] in
                try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            }
            let (en, fr) = (try object(english.stdout), try object(french.stdout))
            #expect(en.keys.sorted() == fr.keys.sorted() && !en.isEmpty)
            #expect(fr["attribution"] as? String == "Weather data by Open-Meteo.com")
            #expect(
                (fr["condition"] as? [String: Any])?["code"] as? Int == (en["condition"] as? [String: Any])?["code"]
                    as? Int)
        }
    }
}
