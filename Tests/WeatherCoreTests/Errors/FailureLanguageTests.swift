import Foundation
import Testing

@testable import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Failures in the user's language (issue 37): the reasons screens and stderr show, the sentences, the saved
/// files' warnings. English is the sentence as it always was; what the server or the system said stays as it came.
struct FailureLanguageTests {
    static let failures: [WeatherError] = [
        .invalidBaseURL("ftp://x", reason: "the scheme must be http or https"),
        .cannotConnect(host: "api.open-meteo.com", detail: "connection refused"),
        .cannotConnect(host: "h", detail: "proxy: network error 113"),
        .insecureConnection(host: "h", detail: "SSL certificate problem"),
        .connectTimeout(seconds: 5), .timedOut(seconds: 1.5), .timedOut(seconds: 1),
        .rateLimited(reason: nil, retryAfterSeconds: 30),
        .rateLimited(reason: "Too many. Try again later.", retryAfterSeconds: nil),
        .rateLimited(reason: "Daily limit exceeded.", retryAfterSeconds: nil),
        .http(status: 404, reason: "Not found."), .http(status: 503, reason: nil), .http(status: 500, reason: nil),
        .responseTooLarge(limitBytes: 4_194_304), .truncatedResponse, .malformedResponse(detail: "not valid JSON"),
        .unexpectedUnit(variable: "temperature", unit: "K"), .unexpectedUnit(variable: "wind", unit: nil), .cancelled,
        .transport("too many redirects"),
    ]

    /// The screens' reason ("nicht aktualisiert: Luftqualität (HTTP 500)") and `now`'s stderr.
    @Test func shortReasonsInGermanAndJapanese() {
        #expect(WeatherError.cannotConnect(host: "h", detail: "x").shortReason(in: .de) == "keine Verbindung")
        #expect(WeatherError.timedOut(seconds: 2).shortReason(in: .de) == "Zeitüberschreitung")
        #expect(WeatherError.http(status: 500, reason: nil).shortReason(in: .de) == "HTTP 500")
        #expect(WeatherError.cannotConnect(host: "h", detail: "x").shortReason(in: .ja) == "接続なし")
        #expect(WeatherError.timedOut(seconds: 2).shortReason(in: .ja) == "タイムアウト")
        #expect(
            AlertsError.failed(.timedOut(seconds: 2)).message(in: .de)
                == "Warnungen nicht verfügbar: Zeitüberschreitung")
    }

    @Test func sentencesInGermanAndJapanese() {
        #expect(
            WeatherError.cannotConnect(host: "api.open-meteo.com", detail: "host not found").message(in: .de)
                == "Der Wetterdienst unter api.open-meteo.com war nicht erreichbar (Host nicht gefunden); "
                + "Internetverbindung prüfen.")
        #expect(
            WeatherError.timedOut(seconds: 2.5).message(in: .de)
                == "Der Wetterdienst hat nicht innerhalb von 2,5 Sekunden geantwortet.")
        #expect(WeatherError.timedOut(seconds: 15).message(in: .ja) == "気象サービスが15秒以内に応答しませんでした。")
        // The server's own reason as it wrote it.
        #expect(
            WeatherError.http(status: 400, reason: "Invalid timezone").message(in: .ja)
                == "気象サービスが要求を拒否しました (HTTP 400): Invalid timezone。")
    }

    /// Every failure's English is the one `message` and `shortReason` give, and every language has its own words
    /// for each (no English of the app's left in the pseudo-locale's).
    @Test func englishIsUnchangedAndEveryFailureIsTranslated() {
        for failure in Self.failures {
            #expect(failure.message(in: .en) == failure.message)
            #expect(failure.shortReason(in: .en) == failure.shortReason)
            for language in [AppLanguage.de, .ja] {
                #expect(failure.message(in: language) != failure.message, "\(language) \(failure)")
            }
            #expect(failure.message(in: .pseudo).hasPrefix("⟦"), "\(failure)")
            #expect(failure.shortReason(in: .pseudo).hasPrefix("⟦"), "\(failure)")
        }
    }

    @Test func placeLookupMessages() {
        #expect(ZipLookupError.noMatch("Atlantis").message(in: .de) == "Kein Ort passt zu „Atlantis“.")
        #expect(ZipLookupError.notFound(zip: "00000", nearest: []).message(in: .ja) == "ZIPコード 00000 は存在しません。")
        #expect(ZipLookupError.noMatch("Atlantis").message(in: .en) == "No place matches “Atlantis”.")
    }

    // MARK: Saved files

    @Test func aSavedFilesWarningIsSaidInTheLanguage() throws {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        let path = home + "/.config/lasso-weather"
        let failure = PersistenceError("write to", path: path, code: EROFS)
        #expect(failure.reason(in: .de) == "schreibgeschütztes Dateisystem")
        #expect(failure.reason(in: .en) == failure.reason)
        #expect(
            StorageHousekeeping.unwritableMessage(path, reason: failure.reason(in: .de), in: .de)
                == "Speichern in ~/.config/lasso-weather nicht möglich (schreibgeschütztes Dateisystem)")
        #expect(
            StorageHousekeeping.unwritableMessage(path, reason: failure.reason(in: .ja), in: .ja)
                == "~/.config/lasso-weather に保存できません (読み取り専用のファイルシステム)")
        #expect(
            StorageHousekeeping.unwritableMessage(path, reason: failure.reason)
                == "Can't save in ~/.config/lasso-weather (read-only file system)")
    }

    @Test func aCorruptFileIsSaidInTheLanguageAndItsEnglishIsTheMessage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lw-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("settings.json")
        try Data("{ not json".utf8).write(to: file)
        let warnings = PersistenceWarnings()
        _ = JSONDocumentStore(file: file, defaultValue: [String](), warnings: warnings).read()
        let warning = try #require(warnings.all.first)
        #expect(warning.message.hasPrefix("settings.json was unreadable (it is not valid JSON); moved it to "))
        #expect(warning.message(in: .en) == warning.message)
        #expect(warning.message(in: .de).hasPrefix("settings.json war nicht lesbar (es ist kein gültiges JSON); nach "))
        #expect(warning.message(in: .ja).hasPrefix("settings.json を読み取れませんでした (有効なJSONではありません)。"))
    }
}
