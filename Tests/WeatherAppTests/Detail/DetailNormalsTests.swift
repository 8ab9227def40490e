import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail asks for the place's normals once, beside the forecast: today against them under the current conditions
/// ("10° warmer than normal for 22 Nov"), and a "+8°" beside each day 2° or more from its normal, in warm or cool
/// colours; nothing while they are fetched or deferred, one dim line after a failure, and `r` never asks again.
@MainActor
@Suite(.serialEffects)
struct DetailNormalsTests {
    /// A normal high of 50 °F and low of 38 °F every day: the fixture's days are then +10, +8, +6, 0, +2, −9, −5.
    nonisolated static let normals = Normals(
        highs: Array(repeating: 10, count: 366), lows: Array(repeating: (38.0 - 32) * 5 / 9, count: 366))

    static func state(_ status: DetailScreen.NormalsStatus) -> DetailScreen.State {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.normals = status
        return state
    }

    @Test func todayAgainstItsNormalsUnderTheCurrentConditions() throws {
        let state = Self.state(.loaded(Self.normals))
        let outlook = try #require(sections(state).body.outlook)
        let buffer = renderSection(outlook, width: 78, height: outlook.height(width: 78, available: 5))
        let lines = buffer.lines()
        let row = try #require(lines.firstIndex { $0.hasPrefix("10° warmer") })
        #expect(
            lines[row].trimmingCharacters(in: .whitespaces) == "10° warmer than normal for 22 Nov · normal H 50° L 38°")
        #expect(buffer[0, row].style.foreground == .red)
        #expect(buffer[12, row].style == .dim)
        // Narrow: the normal's values go first.
        #expect(
            NormalsText.line(try #require(state.normalsLine), ascii: false, width: 40).plainText
                == "10° warmer than normal for 22 Nov")
    }

    /// In another language the comparison is its phrase, in the difference's colour, the date in CLDR's names.
    @Test func theComparisonInTheAppsLanguage() throws {
        let shown = try #require(Self.state(.loaded(Self.normals)).normalsLine)
        let german = NormalsText.line(shown, ascii: false, width: 78, language: .de)
        #expect(german.plainText == "10° wärmer als normal für den 22. Nov. · normal Höchstwert 50°, Tiefstwert 38°")
        #expect(german.spans.first?.style.foreground == .red)
        #expect(
            NormalsText.line(shown, ascii: false, width: 40, language: .de).plainText
                == "10° wärmer als normal für den 22. Nov.")
        #expect(NormalsText.line(shown, ascii: false, width: 78, language: .ja).plainText.hasPrefix("11月22日の平年より10°高い"))
    }

    /// The normals' row is the first to go: in a small window it never takes the air quality's row.
    @Test func inASmallWindowTheAirKeepsItsRowAndTheNormalsGo() {
        var state = Self.state(.loaded(Self.normals))
        let good = AirQuality(usAQI: 42, subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28))
        state.airQuality = .loaded(AirQualitySnapshot(airQuality: good, fetchedAt: DetailFixtures.now))
        let small = renderDetail(state, width: 40, height: 12).lines()
        #expect(small.contains { $0.contains("AQI 42 Good") }, "\(small.joined(separator: "\n"))")
        #expect(!small.contains { $0.contains("than normal") })
        let roomy = renderDetail(state, width: 100, height: 34).lines()
        #expect(roomy.contains { $0.contains("AQI 42 Good") } && roomy.contains { $0.contains("warmer than normal") })
    }

    @Test func eachDayTwoDegreesOrMoreFromNormalGetsAMark() throws {
        let state = Self.state(.loaded(Self.normals))
        #expect(
            state.dayDeltas.sorted { $0.key < $1.key }.map(\.value) == [10, 8, 6, 2, -9, -5])
        let table = sections(state).body.daily
        let buffer = renderSection(table, width: 78, height: 8)
        let lines = buffer.lines()
        for (row, mark) in [(1, "+10°"), (2, "+8°"), (3, "+6°"), (5, "+2°"), (6, "−9°"), (7, "−5°")] {
            let column = try #require(
                lines[row].range(of: mark).map { lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) },
                "\(row)")
            let colour = buffer[column, row].style.foreground
            #expect(
                colour
                    == (mark.hasPrefix("+")
                        ? (mark == "+2°" ? .yellow : .red) : (mark == "−9°" || mark == "−5°" ? .blue : .cyan)),
                "\(mark)")
        }
        // Wednesday is normal: no mark, the column blank.
        #expect(!lines[4].contains("+") && !lines[4].contains("−"))
    }

    /// While they are asked, or to be asked, the line says when: "normals in about 1 min".
    @Test func pendingNormalsSayWhen() throws {
        #expect(Self.state(.pending).normalsLine == .pending(minutes: 1))
        let later = DetailFixtures.now.addingTimeInterval(4 * 60 + 10)
        #expect(
            Self.state(.unavailable(.deferred(.overLimit(until: later)), since: DetailFixtures.now)).normalsLine
                == .pending(minutes: 5))
        let outlook = try #require(sections(Self.state(.pending)).body.outlook)
        let buffer = renderSection(outlook, width: 78, height: outlook.height(width: 78, available: 5))
        let row = try #require(buffer.lines().firstIndex { $0.hasPrefix("normals in about 1 min") })
        #expect(buffer[0, row].style == .dim)
        // A failure's wait is a failure's line.
        let failed = Self.state(.unavailable(.deferred(.failedRecently(until: later)), since: DetailFixtures.now))
        #expect(failed.normalsLine == .unavailable(since: "just now"))
    }

    @Test func withoutNormalsTheScreenIsAsBefore() {
        for status in [DetailScreen.NormalsStatus.off] {
            let state = Self.state(status)
            #expect(
                renderDetail(state, width: 100, height: 34).lines()
                    == renderDetail(Self.state(.off), width: 100, height: 34).lines())
            #expect(sections(state).body.daily == sections(Self.state(.off)).body.daily)
        }
    }

    @Test func aFailureIsOneDimLine() throws {
        let state = Self.state(.unavailable(.failed(.http(status: 500, reason: nil)), since: DetailFixtures.now))
        let outlook = try #require(sections(state).body.outlook)
        let buffer = renderSection(outlook, width: 78, height: outlook.height(width: 78, available: 5))
        let row = try #require(buffer.lines().firstIndex { $0.hasPrefix("normals unavailable, just now") })
        #expect(buffer[0, row].style == .dim)
        #expect(sections(state).body.daily.normalDeltas.isEmpty)
    }

    @Test func askedOnceBesideTheForecast() async {
        var h = DetailHarness()
        let asked = Recorded<String>()
        h.normals = NormalsService { place in
            asked.append(place.id)
            return Self.normals
        }
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.normals = .pending
        let store = h.store(state)
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await store.receive(.normals(.didLoad(.success(Self.normals), at: h.time.now))) {
            $0.normals = .loaded(Self.normals)
        }
        #expect(asked.values == ["10001"])
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    /// Refused for now (the free limits' room): the line says when, and at that time Detail asks again.
    @Test func aDeferralSaysWhenAndIsAskedAgainThen() async {
        var h = DetailHarness()
        let until = DetailFixtures.now.addingTimeInterval(20)
        let refusal = NormalsUnavailable.deferred(.overLimit(until: until))
        let asked = Recorded<String>()
        h.normals = NormalsService { place throws(NormalsUnavailable) in
            asked.append(place.id)
            if asked.values.count == 1 { throw refusal }
            return Self.normals
        }
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.normals = .pending
        let store = h.store(state)
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await store.receive(.normals(.didLoad(.failure(refusal), at: h.time.now))) {
            $0.normals = .unavailable(refusal, since: DetailFixtures.now)
            $0.normalsRetryAt = until
        }
        #expect(store.state.normalsLine == .pending(minutes: 1))
        let tick = await h.tick()
        await store.receive(.didTick(tick)) {
            $0.now = tick
            $0.normals = .pending
            $0.normalsRetryAt = nil
        }
        await store.receive(.normals(.didLoad(.success(Self.normals), at: h.time.now))) {
            $0.normals = .loaded(Self.normals)
        }
        #expect(asked.values == ["10001", "10001"])
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }
}
