import FoundationEssentials
import Testing
import WeatherCore

@testable import WeatherApp

/// One side source's feature alone, without a screen: asking, answers, failures with their time, replaced requests,
/// and how answers settle `r`'s note.
struct SideFeatureTests {
    typealias Air = SideFeature<AirQualitySnapshot, WeatherError>
    static let now = DetailFixtures.now
    static let request = SideRequest(place: DetailFixtures.place, units: .imperial, policy: .cacheFirst)
    static let answer = AirQualitySnapshot(value: AirQuality(usAQI: 42), fetchedAt: now)

    static func feature(fetch: Air.Fetch? = { _ throws(WeatherError) in answer }) -> Air {
        .cached(name: "air quality", fetch: fetch, now: { now })
    }

    @Test func withoutASourceItStartsOffAndIsNeverAsked() {
        let feature = Self.feature(fetch: nil)
        var state = feature.initialState
        #expect(state == .off && !feature.isAvailable)
        #expect(feature.reduce(&state, .ask(Self.request)).isNone)
        #expect(state == .off)
    }

    @Test func aSourceStartsPendingAndAsks() {
        let feature = Self.feature()
        var state = feature.initialState
        #expect(state == .pending)
        #expect(!feature.reduce(&state, .ask(Self.request)).isNone)
        #expect(state == .pending)  // asking changes nothing on screen
    }

    @Test func anAnswerIsLoadedAndAFailureIsUnavailableSinceItCame() {
        let feature = Self.feature()
        var state = feature.initialState
        _ = feature.reduce(&state, .didLoad(.success(Self.answer), at: Self.now))
        #expect(state == .loaded(Self.answer))
        let later = Self.now.addingTimeInterval(600)
        _ = feature.reduce(&state, .didLoad(.failure(.http(status: 500, reason: nil)), at: later))
        #expect(state == .unavailable(.http(status: 500, reason: nil), since: later))
        #expect(feature.isAnswer(.didLoad(.failure(.timedOut(seconds: 10)), at: later)))
    }

    @Test func aReplacedRequestChangesNothingAndIsNoAnswer() {
        let feature = Self.feature()
        var state = Air.State.loaded(Self.answer)
        let cancelled = Air.Action.didLoad(.failure(.cancelled), at: Self.now)
        #expect(feature.reduce(&state, cancelled).isNone)
        #expect(state == .loaded(Self.answer) && !feature.isAnswer(cancelled))
        #expect(feature.settlement(.failure(.cancelled), Self.answer) == nil)
    }

    @Test func dataOnScreenOutlivesAFailureOnlyWhereTheSourceSaysSo() {
        let error = WeatherError.http(status: 503, reason: nil)
        let keeping = SideFeature<AirQualitySnapshot, WeatherError>(
            name: "kept", fetch: nil, now: { Self.now }, isCancellation: { $0 == .cancelled }, keepsDataOnFailure: true)
        var kept = Air.State.loaded(Self.answer)
        _ = keeping.reduce(&kept, .didLoad(.failure(error), at: Self.now))
        #expect(kept == .loaded(Self.answer))
        var pending = Air.State.pending
        _ = keeping.reduce(&pending, .didLoad(.failure(error), at: Self.now))
        #expect(pending == .unavailable(error, since: Self.now))
    }

    /// A cached answer standing in for a failure is no update, and says how old the data shown is.
    @Test func aCachedSourceSettlesTheRefreshNote() {
        let feature = Self.feature()
        let stale = AirQualitySnapshot(
            value: AirQuality(usAQI: 42), fetchedAt: Self.now.addingTimeInterval(-3600),
            freshness: .offline(.timedOut(seconds: 10)))
        #expect(feature.settlement(.success(Self.answer), nil) == .answered)
        #expect(feature.settlement(.success(stale), nil) == .failed("timed out", dataFrom: stale.fetchedAt))
        #expect(
            feature.settlement(.failure(.http(status: 500, reason: nil)), nil) == .failed("HTTP 500", dataFrom: nil))
    }
}
