import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's four side sources are one kind of state: the same cases, the same reading of value and failure.
struct LoadableTests {
    @Test func everySideSourceIsALoadable() {
        let error = WeatherError.http(status: 500, reason: nil)
        let air: DetailScreen.AirQualityStatus = .unavailable(error, since: DetailFixtures.now)
        let spread: DetailScreen.SpreadStatus = .unavailable(error, since: DetailFixtures.now)
        #expect(air.failure == error && air.value == nil && spread.failure == air.failure)
        let normals: DetailScreen.NormalsStatus = .loaded(Normals(highs: [1], lows: [0]))
        #expect(normals.value?.highs == [1] && normals.failure == nil)
        let alerts: DetailScreen.AlertsStatus = .off
        #expect(alerts.value == nil && alerts.failure == nil)
    }
}
