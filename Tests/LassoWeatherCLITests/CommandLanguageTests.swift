import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// The commands' words in the user's language (issue 37), German and Japanese: `now --format`'s words, the waybar
/// tooltip, stderr's messages and the notifications; what a machine reads (JSON keys, `class`, `alt`, the JSON's
/// reasons) the same in every language, and the alerts as issued.
struct CommandLanguageTests {
    typealias F = StatusLineFixtures

    static func report(_ language: AppLanguage, freshness: ForecastSnapshot.Freshness = .fresh) -> NowReport {
        var report = F.report(freshness: freshness)
        report.language = language
        return report
    }

    // MARK: now --format

    @Test func formatWordsInGerman() throws {
        let report = Self.report(.de)
        #expect(try report.line("%c · %w · %q · %u") == "Bedeckt · 4 mi/h W · AQI 42 Gut · vor 3 Min.")
        // Numbers, names and alerts as they are: only the words change.
        #expect(try report.line("%t %f %h %H %L %n %e") == "32°F 34°F 65% 45°F 23°F New York, NY Extreme Heat Warning")
        let offline = Self.report(.de, freshness: .offline(.timedOut(seconds: 10)))
        #expect(try offline.line("%c") == "Bedeckt (offline)")
    }

    @Test func formatWordsInJapanese() throws {
        let report = Self.report(.ja)
        #expect(try report.line("%c · %w · %q · %u") == "曇り · 4 mph 西 · AQI 42 良好 · 3分前")
        let offline = Self.report(.ja, freshness: .offline(.timedOut(seconds: 10)))
        #expect(try offline.line("%i %t %c") == "☁ 32°F 曇り (オフライン)")
    }

    @Test func englishFormatIsUnchanged() throws {
        let offline = Self.report(.en, freshness: .offline(.timedOut(seconds: 10)))
        #expect(try offline.line("%c · %w · %q") == "Overcast · 4 mph W · AQI 42 Good (offline)")
    }

    // MARK: now --waybar

    static func waybar(_ language: AppLanguage, freshness: ForecastSnapshot.Freshness = .fresh) throws -> [String: Any]
    {
        var report = WaybarOutputTests.report(freshness: freshness)
        report.language = language
        return try WaybarOutputTests.object(report)
    }

    @Test func waybarTooltipInGerman() throws {
        let json = try Self.waybar(.de)
        let tooltip = try #require(json["tooltip"] as? String).split(separator: "\n").map(String.init)
        #expect(tooltip.first == "New York, NY 10001")
        #expect(tooltip.contains("☁ Bedeckt"))
        #expect(tooltip.contains("Niederschlagsrisiko in dieser Stunde: 42%"))
        #expect(tooltip.contains("Luftqualität: AQI 42 Gut · PM2.5"))
        #expect(tooltip.contains("⚠ Extreme Heat Warning"), "the alert as issued")
        #expect(tooltip.last == "Aktualisiert vor 3 Min.")
        for english in ["Chance of", "Updated", "Overcast", "feels like", "Today", "Air quality"] {
            #expect(!tooltip.joined().contains(english), "\(english)")
        }
        let offline = try #require(
            try Self.waybar(.de, freshness: .offline(.timedOut(seconds: 10)))["tooltip"] as? String)
        #expect(offline.hasSuffix("\nOffline: gespeicherte Vorhersage, vor 3 Min."))
    }

    @Test func waybarTooltipInJapanese() throws {
        let tooltip = try #require(try Self.waybar(.ja)["tooltip"] as? String).split(separator: "\n").map(String.init)
        #expect(tooltip.contains("☁ 曇り"))
        #expect(tooltip.contains("この1時間の降水確率: 42%"))
        #expect(tooltip.contains("大気質: AQI 42 良好 · PM2.5"))
        #expect(tooltip.last == "3分前更新")
    }

    /// `text`, `alt`, `class`, `percentage` and the keys are the same whatever the language.
    @Test func waybarCodesStayEnglish() throws {
        for freshness: ForecastSnapshot.Freshness in [.fresh, .offline(.timedOut(seconds: 10))] {
            let english = try Self.waybar(.en, freshness: freshness)
            for language in [AppLanguage.de, .ja] {
                let json = try Self.waybar(language, freshness: freshness)
                #expect(Set(json.keys) == Set(english.keys))
                #expect(json["text"] as? String == english["text"] as? String)
                #expect(json["alt"] as? String == english["alt"] as? String)
                #expect(json["class"] as? [String] == english["class"] as? [String])
                #expect(json["percentage"] as? Int == english["percentage"] as? Int)
            }
        }
    }

    @Test func waybarFailureSaysWhyInTheLanguage() throws {
        let error = CLIError(WeatherError.timedOut(seconds: 10).message(in: .de), status: ExitStatus.serviceFailure)
        let line = NowReport.waybarFailure(error, place: "10001", language: .de).compact
        #expect(line.contains("Der Wetterdienst hat nicht innerhalb von 10 Sekunden geantwortet."))
        #expect(line.contains(#"\nFür 10001 ist noch nichts gespeichert.""#))
        #expect(line.contains(#""class":["offline","error"]"#) && line.contains(#""alt":"unknown""#))
    }

    // MARK: stderr

    @Test func stderrNotesInGermanAndJapanese() {
        var report = Self.report(.de, freshness: .offline(.timedOut(seconds: 10)))
        report.alerts = .failure(.failed(.timedOut(seconds: 2)))
        report.airQuality = .failure(.http(status: 500, reason: nil))
        #expect(
            report.offlineNote
                == "Der Wetterdienst hat nicht innerhalb von 10 Sekunden geantwortet. "
                + "Gezeigt wird die gespeicherte Vorhersage (vor 3 Min.).")
        #expect(report.alertsNote == "Warnungen nicht verfügbar: Zeitüberschreitung")
        #expect(report.airQualityNote == "Luftqualität nicht verfügbar: HTTP 500")
        report.language = .ja
        #expect(report.offlineNote == "気象サービスが10秒以内に応答しませんでした。3分前に保存した予報を表示します。")
        #expect(report.alertsNote == "警報を取得できません: タイムアウト")
        // The JSON keeps its English reasons.
        #expect(report.offlineReason == "The weather service did not answer within 10 seconds.")
        #expect(report.alertsError == "alerts unavailable: timed out")
        #expect(report.airQualityError == "air quality unavailable: HTTP 500")
    }

    @Test func englishStderrIsUnchanged() {
        var report = Self.report(.en, freshness: .offline(.timedOut(seconds: 10)))
        report.alerts = .failure(.failed(.cannotConnect(host: "api.weather.gov", detail: "host not found")))
        #expect(
            report.offlineNote
                == "The weather service did not answer within 10 seconds. Showing the forecast cached 3 min ago.")
        #expect(report.alertsNote == "alerts unavailable: no connection")
    }

    @Test func placeErrorsInTheLanguageWithTheirStatus() async throws {
        let german = try #require(throws: CLIError.self) {
            try PlaceQuery.resolve("0000", in: .shared, territory: nil, language: .de)
        }
        #expect(german.message == "„0000“ ist kein ZIP-Code: Ein ZIP-Code hat 5 Ziffern, z. B. 10001 oder 10001-1234.")
        #expect(german.status == ExitStatus.badInput)
        let japanese = try #require(throws: CLIError.self) {
            try PlaceQuery.resolve(" ", in: .shared, territory: nil, language: .ja)
        }
        #expect(japanese.message == "ZIPコードか地名を指定してください(例: 10001、\"Portland, OR\")。")
        #expect(japanese.status == ExitStatus.badInput)
    }

    @Test func aBadURLIsSaidInTheLanguage() throws {
        let error = try #require(throws: CLIError.self) {
            try ServiceURLs.resolve(.alerts, flag: "ftp://x", environment: [:], language: .de)
        }
        #expect(
            error.message
                == "Die URL (Warnungen) \"ftp://x\" ist nicht verwendbar: das Schema muss http oder https sein.")
        #expect(error.status == ExitStatus.badInput)
        let english = try #require(throws: CLIError.self) {
            try ServiceURLs.resolve(.alerts, flag: "ftp://x", environment: [:])
        }
        #expect(english.message == "The alerts URL \"ftp://x\" is not usable: the scheme must be http or https.")
    }

    @Test func watchLinesInTheLanguage() {
        let reason = AlertsError.failed(.cannotConnect(host: "x", detail: "connection refused"))
        #expect(
            AppText.watchSourceFailing(place: "Berlin", reason: reason.message(in: .de), in: .de)
                == "Warnungen für Berlin: Warnungen nicht verfügbar: keine Verbindung")
        #expect(AppText.watchNoPlaces(in: .ja).hasPrefix("監視する場所がありません"))
        #expect(AppText.watchNotifySendFailed("exit status 1", in: .de).hasPrefix("notify-send ist fehlgeschlagen"))
    }

    /// A notify-send that cannot be run says why in the language (a directory of that name: EACCES).
    @Test func aNotifySendThatCannotRunSaysWhyInTheLanguage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lw-notify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("notify-send"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notifySend = try #require(NotifySend(path: folder.path))
        let german = await notifySend.show(Self.storm, language: .de)
        #expect(german == AppLanguage.de.localized("Permission denied") && german != "Permission denied")
        #expect(await notifySend.show(Self.storm, language: .en) == "Permission denied")
    }

    // MARK: Notifications

    static let storm = AlertNote(
        alert: WeatherAlert(
            id: "a", event: "Unwetterwarnung vor Gewitter", severity: .severe, senderName: "Deutscher Wetterdienst"),
        placeName: "Berlin, BE")

    @Test func notificationTitlesKeepTheAlertAsIssued() {
        #expect(Self.storm.title(in: .de) == "⚠ Unwetterwarnung vor Gewitter · Berlin, BE")
        #expect(Self.storm.body(in: .de) == "Unwetterwarnung vor Gewitter · Deutscher Wetterdienst")
        let tokyo = AlertNote(
            alert: WeatherAlert(id: "b", event: "大雨警報", severity: .severe, senderName: "気象庁"), placeName: "東京")
        #expect(tokyo.title(in: .ja) == "⚠ 大雨警報（東京）")
        #expect(tokyo.body(in: .ja) == "大雨警報（気象庁）")
        #expect(Self.storm.title(in: .en) == Self.storm.title)
        #expect(Self.storm.title == "⚠ Unwetterwarnung vor Gewitter · Berlin, BE")
    }

    @Test func notifySendAndTheTerminalGetTheTitleInTheLanguage() {
        let tokyo = AlertNote(alert: WeatherAlert(id: "b", event: "大雨警報", severity: .severe), placeName: "東京")
        #expect(
            NotifySend.arguments(for: tokyo, language: .ja) == [
                "-a", "lasso-weather", "-u", "critical", "⚠ 大雨警報（東京）", "大雨警報",
            ])
        let osc9 = String(
            decoding: TerminalNotification.output(for: [tokyo], kind: .osc9, insideTmux: false, language: .ja),
            as: UTF8.self)
        #expect(osc9.contains("9;⚠ 大雨警報（東京）：大雨警報"))
    }
}
