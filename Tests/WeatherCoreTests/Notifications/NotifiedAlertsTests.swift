import FoundationEssentials
import Testing

@testable import WeatherCore

/// The notified-list's rules: once per alert (its id, its bulletin, an update referencing it), nothing for what was
/// in force at the start, the severity threshold, and the list shared through its file.
struct NotifiedAlertsTests {
    let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func alert(_ id: String, _ severity: WeatherAlert.Severity = .severe, references: [String]? = nil) -> WeatherAlert {
        WeatherAlert(id: id, event: "Event \(id)", severity: severity, references: references)
    }

    func answer(_ alerts: [WeatherAlert], baseline: Bool = false) -> AlertAnswer {
        AlertAnswer(place: place, alerts: alerts, isBaseline: baseline)
    }

    @Test func aNewAlertIsToldOnceAndNeverAgain() {
        var list = NotifiedAlerts()
        let first = list.notes(for: [answer([alert("a")])], minimum: .severe, now: now)
        #expect(first.map(\.alert.id) == ["a"])
        #expect(first.first?.title == "⚠ Event a · New York, NY")
        #expect(list.notes(for: [answer([alert("a")])], minimum: .severe, now: now).isEmpty)
    }

    @Test func whatIsInForceAtTheStartIsRecordedNotTold() {
        var list = NotifiedAlerts()
        #expect(list.notes(for: [answer([alert("a")], baseline: true)], minimum: .minor, now: now).isEmpty)
        #expect(
            list.notes(for: [answer([alert("a"), alert("b")])], minimum: .minor, now: now).map(\.alert.id) == ["b"])
    }

    @Test func anUpdateReferencingANotifiedAlertIsNotTold() {
        var list = NotifiedAlerts()
        _ = list.notes(for: [answer([alert("urn:1")])], minimum: .severe, now: now)
        let update = alert("urn:2", references: ["urn:1"])
        #expect(list.notes(for: [answer([update])], minimum: .severe, now: now).isEmpty)
        // And the update is known itself from then on.
        #expect(list.knows(alert("urn:2")))
    }

    /// A CAP update (ECCC's Datamart, MeteoAlarm) names the bulletins it updates in `references`: an area of a
    /// notified bulletin's update is not told again.
    @Test func aCAPUpdateOfANotifiedBulletinIsNotTold() {
        var list = NotifiedAlerts()
        _ = list.notes(for: [answer([alert("urn:oid:1#Kings County")])], minimum: .severe, now: now)
        let update = alert("urn:oid:2#Kings County", references: ["bulletin:urn:oid:1"])
        #expect(list.notes(for: [answer([update])], minimum: .severe, now: now).isEmpty)
        let unrelated = alert("urn:oid:3#Kings County", references: ["bulletin:urn:oid:9"])
        #expect(list.notes(for: [answer([unrelated])], minimum: .severe, now: now).count == 1)
    }

    @Test func anotherAreaOfTheSameECCCBulletinIsNotTold() {
        var list = NotifiedAlerts()
        _ = list.notes(for: [answer([alert("ON1_2026#Ottawa")])], minimum: .severe, now: now)
        #expect(list.notes(for: [answer([alert("ON1_2026#Arnprior")])], minimum: .severe, now: now).isEmpty)
        #expect(list.notes(for: [answer([alert("ON3_2026#Ottawa")])], minimum: .severe, now: now).count == 1)
    }

    @Test func oneAlertOfTwoPlacesIsToldOnce() {
        var list = NotifiedAlerts()
        let notes = list.notes(for: [answer([alert("a")]), answer([alert("a")])], minimum: .severe, now: now)
        #expect(notes.count == 1)
    }

    @Test func theThresholdIsTheLowestSeverityTold() {
        var list = NotifiedAlerts()
        let alerts = [
            alert("x", .extreme), alert("s", .severe), alert("m", .moderate), alert("n", .minor),
            alert("u", .unknown),
        ]
        #expect(list.notes(for: [answer(alerts)], minimum: .severe, now: now).map(\.alert.id) == ["x", "s"])
        // Those below were not recorded: a lower threshold later tells them.
        #expect(list.notes(for: [answer(alerts)], minimum: .moderate, now: now).map(\.alert.id) == ["m"])
        #expect(list.notes(for: [answer(alerts)], minimum: .unknown, now: now).map(\.alert.id) == ["n", "u"])
    }

    @Test func urgencyFollowsSeverity() {
        let urgency = { (severity: WeatherAlert.Severity) in
            AlertNote(alert: alert("a", severity), placeName: "P").urgency
        }
        #expect(
            [.extreme, .severe, .moderate, .minor, .unknown].map(urgency)
                == ["critical", "critical", "normal", "low", "low"])
    }

    @Test func keysOlderThanTwoWeeksAreForgotten() {
        var list = NotifiedAlerts()
        list.record(alert("old"), at: now.addingTimeInterval(-NotifiedAlerts.keptFor - 1))
        list.record(alert("new"), at: now)
        list.prune(now: now)
        #expect(Array(list.keys.keys) == ["new"])
    }

    @Test func theListIsSharedThroughItsFileUnderXDGStateHome() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lw-notified-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try #require(
            AppPaths(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("st").path]))
        #expect(paths.notifiedAlertsFile.path.hasSuffix("/st/lasso-weather/notified-alerts.json"))
        let warnings = PersistenceWarnings()
        let app = NotifiedAlertsClient.live(paths: paths, warnings: warnings)
        let watch = NotifiedAlertsClient.live(paths: paths, warnings: warnings)
        #expect(app.notes([answer([alert("a")])], .severe, now).count == 1)
        #expect(watch.notes([answer([alert("a")])], .severe, now).isEmpty)
        #expect(warnings.all.isEmpty)
    }

    @Test func aWatchTellsFromItsFirstCheckAndTheAppRecordsItsFirstAnswerPerPlace() {
        let results: [(place: Place, result: Result<[WeatherAlert], AlertsError>)] = [(place, .success([alert("a")]))]
        var app = AlertWatch(firstAnswerIsBaseline: true)
        #expect(app.take(results).answers.map(\.isBaseline) == [true])
        #expect(app.take(results).answers.map(\.isBaseline) == [false])
        var watch = AlertWatch(firstAnswerIsBaseline: false)
        #expect(watch.take(results).answers.map(\.isBaseline) == [false])
    }

    @Test func aFailingPlaceIsSaidOncePerFailingStretch() {
        var watch = AlertWatch(firstAnswerIsBaseline: false)
        let failed: [(place: Place, result: Result<[WeatherAlert], AlertsError>)] = [
            (place, .failure(.failed(.timedOut(seconds: 5))))
        ]
        let answered: [(place: Place, result: Result<[WeatherAlert], AlertsError>)] = [(place, .success([]))]
        #expect(watch.take(failed).newlyFailing.count == 1)
        #expect(watch.take(failed).newlyFailing.isEmpty)
        #expect(watch.take(answered).newlyFailing.isEmpty)
        #expect(watch.take(failed).newlyFailing.count == 1)
    }
}
