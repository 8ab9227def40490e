import Foundation
import LassoTesting
import TerminalUI
import WeatherCore

@testable import WeatherApp

/// Known places, times and forecasts for Home's tests.
enum HomeFixtures {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let newYork = Place(
        zip: "10001", city: "New York", state: "NY", county: "New York County",
        timeZone: "America/New_York", latitude: 40.75, longitude: -73.99)
    static let portland = Place(
        zip: "97201", city: "Portland", state: "OR", timeZone: "America/Los_Angeles",
        latitude: 45.5, longitude: -122.69)
    static let portlandME = Place(
        zip: "04101", city: "Portland", state: "ME", timeZone: "America/New_York",
        latitude: 43.66, longitude: -70.26)
    static let apo = Place(zip: "09001", kind: .military, city: "APO", state: "AE", latitude: 0, longitude: 0)

    static func snapshot(_ temperature: Double = 72, code: Int = 0, at date: Date = now) -> ForecastSnapshot {
        ForecastSnapshot(
            forecast: Forecast(units: .imperial, current: .init(temperature: temperature, weatherCode: code)),
            fetchedAt: date)
    }

    static func recent(_ place: Place, temperature: Double? = nil, minutesAgo: Double = 5) -> RecentSearch {
        let seen = now.addingTimeInterval(-minutesAgo * 60)
        return RecentSearch(
            place: place, searchedAt: seen, lastTemperature: temperature, lastUnits: temperature.map { _ in .imperial },
            lastWeatherCode: temperature.map { _ in 0 }, lastSeenAt: temperature.map { _ in seen })
    }

    /// A reading as the many-places request answers it, fetched `minutesAgo` before `now`.
    static func conditions(
        _ temperature: Double, code: Int = 0, high: Double? = nil, low: Double? = nil, minutesAgo: Double = 0
    ) -> LatestConditions {
        LatestConditions(
            temperature: temperature, weatherCode: code, isDay: true, high: high, low: low, units: .imperial,
            fetchedAt: now.addingTimeInterval(-minutesAgo * 60))
    }

    /// `entry` after `conditions` were stored in it, written out field by field.
    static func updated(_ entry: RecentSearch, _ conditions: LatestConditions) -> RecentSearch {
        var entry = entry
        entry.lastTemperature = conditions.temperature
        entry.lastUnits = conditions.units
        entry.lastWeatherCode = conditions.weatherCode
        entry.lastIsDay = conditions.isDay
        entry.lastHigh = conditions.high
        entry.lastLow = conditions.low
        entry.lastSeenAt = conditions.fetchedAt
        return entry
    }

    /// The many-places client as parked calls keyed by the ZIPs asked (found from the coordinates among Home's
    /// fixture places); a cancelled call fails as `.cancelled`, as the live client's does.
    typealias ConditionsCalls = ParkedCalls<[String], [Result<LatestConditions, WeatherError>]>

    static func conditionsClient(_ calls: ConditionsCalls) -> ConditionsClient {
        ConditionsClient { request throws(WeatherError) in
            let zips = request.coordinates.map { coordinate in
                [newYork, portland, portlandME].first {
                    $0.latitude == coordinate.latitude && $0.longitude == coordinate.longitude
                }?.zip ?? "?"
            }
            do {
                return try await calls.call(zips)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
    }

    /// A stand-in for the directory's search with fixed answers, so expected states are written out here.
    static func search(_ query: String) -> DirectorySearch {
        switch query {
        case "": return DirectorySearch(mode: .empty)
        case "1", "10", "100", "1000":
            return DirectorySearch(
                mode: .zipPrefix, suggestions: [PlaceMatch(name: "New York", state: "NY", place: newYork)])
        case "10001":
            return DirectorySearch(
                mode: .zip, suggestions: [PlaceMatch(name: "New York", state: "NY", place: newYork)], exact: newYork)
        case "00000": return DirectorySearch(mode: .zip, problem: .notFound(zip: "00000", nearest: [newYork]))
        case "09001": return DirectorySearch(mode: .zip, exact: apo)
        case "portland":
            return DirectorySearch(
                mode: .city,
                suggestions: [
                    PlaceMatch(name: "Portland", state: "OR", place: portland, zipCount: 30),
                    PlaceMatch(name: "Portland", state: "ME", place: portlandME, zipCount: 8),
                ])
        default: return DirectorySearch(mode: .city, problem: .noMatch(query))
        }
    }

    /// What a successful load does to Home: the overlay goes, and the prompt is cleared for next time.
    static func opened(_ state: inout HomeScreen.State) {
        state.loading = nil
        state.prompt.setText("")
        state.suggestions = []
        state.suggestionIndex = nil
    }

    /// Home with `text` already typed, suggestions and all.
    static func typed(_ text: String) -> HomeScreen.State {
        var state = HomeScreen.State(now: now)
        state.prompt.setText(text)
        state.suggestions = search(text).suggestions
        return state
    }

    /// A many-places client whose every request fails as an unreachable server's would, without reporting an
    /// issue: for tests whose stale recents Home refreshes on the way (`.failing` reports the call).
    static let unreachableConditions = ConditionsClient { request throws(WeatherError) in
        throw WeatherError.transport("unreachable: asked for \(request.coordinates.count) places")
    }

    /// Home's reducer with doubles. Time stands still unless the test moves `time`: the spinner never ticks by
    /// itself (its ticks are tested on their own).
    static func store(
        forecasts: ForecastService = .mock(snapshot()), recents: RecentSearchesClient = .inMemory(),
        alerts: AlertsService = .mock([]), time: TestTime = TestTime(start: now),
        conditions: ConditionsClient = .failing, online: HomeStore.OnlineLookup? = nil
    ) -> HomeStore {
        HomeStore(
            search: { search($0) }, forecasts: forecasts, alerts: alerts, recentSearches: recents,
            conditions: conditions, clock: time.appClock, airQuality: nil, online: online)
    }
}

extension TestKeys {
    static func typing(_ text: String) -> [Key] { text.map { Key.char($0) } }
}

enum TestKeys {}

/// Home's screens, one literal per size: every render test of a whole Home screen expects one of these with the rows
/// it changes replaced (`replacingLines`).
extension HomeFixtures {
    /// The 40×12 terminal's body with no recent searches (`HomeScreen.State(now: now)`), the prompt empty.
    static let screen40x10 = """
         ╭─ Search: ZIP code or place ────────╮
         │ e.g. 10001 or Portland, OR         │
         ╰────────────────────────────────────╯

         ╭─ Recent Searches ──────────────────╮
         │                                    │
         │ No recent searches yet. Type a ZIP │
         │    code above and press Enter.     │
         │                                    │
         ╰────────────────────────────────────╯
        """

    /// A 60-column body with New York (70°F, 5 minutes ago), Portland, OR (55°F, 150 minutes ago) and Portland, ME
    /// (never seen) in the recent searches, New York selected.
    static let screen60x10 = """
         ╭─ Search: ZIP code or place ────────────────────────────╮
         │ e.g. 10001 or Portland, OR                             │
         ╰────────────────────────────────────────────────────────╯

         ╭─ Recent Searches ──────────────────────────────────────╮
         │› 1 New York, NY 10001          70°F ☀ Clear sky        │
         │  2 Portland, OR 97201          55°F ☀ Clear sky 2 h ago│
         │  3 Portland, ME 04101             —                    │
         │                                                        │
         ╰────────────────────────────────────────────────────────╯
        """
}
