import Foundation

/// A place whose next two hours the fixture fixes, relative to the time of each request.
public struct FixtureRainPlace: Sendable {
    public enum Scenario: Sendable {
        /// Dry for three steps, then rain: "Rain starting in about 30 min" (less the minutes into the quarter).
        case rainStarting
        /// Snow for four steps, then dry: "Snow stopping in about 45 min".
        case snowStopping
        /// Rain in every step: "Rain for the next 2 hours".
        case steadyRain
        /// Dry for five steps, then freezing rain: "Freezing rain starting in about 1 h".
        case freezingRainStarting
        /// Dry throughout: "No precipitation in the next 2 hours".
        case dry

        /// Millimetres and the WMO code of the step `ahead` quarters after the current one (its 15 minutes end then).
        func step(_ ahead: Int) -> (Double, Int) {
            switch self {
            case .rainStarting:
                guard ahead >= 3 else { return (0, 3) }
                let amount = 0.2 + 0.25 * Double(min(ahead - 3, 4))
                return (amount, amount < 0.5 ? 61 : 63)
            case .snowStopping:
                return ahead <= 3 ? (0.6 - 0.1 * Double(max(0, ahead)), 73) : (0, 3)
            case .steadyRain:
                return (0.4 + 0.1 * Double(((ahead % 3) + 3) % 3), 63)
            case .freezingRainStarting:
                return ahead >= 5 ? (0.3, 66) : (0, 3)
            case .dry:
                return (0, 1)
            }
        }
    }

    public let zip: String
    public let name: String
    public let latitude: Double
    public let longitude: Double
    public let scenario: Scenario

    static func near(latitude: Double, longitude: Double) -> FixtureRainPlace? {
        all.first {
            FixtureAlertPlace.distanceKm(latitude, longitude, $0.latitude, $0.longitude)
                <= FixtureAlertPlace.matchKilometres
        }
    }

    public static let all = [
        FixtureRainPlace(
            zip: "10001", name: "New York, NY", latitude: 40.7484, longitude: -73.9967, scenario: .rainStarting),
        FixtureRainPlace(
            zip: "60601", name: "Chicago, IL", latitude: 41.8858, longitude: -87.6181, scenario: .snowStopping),
        FixtureRainPlace(
            zip: "98101", name: "Seattle, WA", latitude: 47.6114, longitude: -122.3305, scenario: .steadyRain),
        FixtureRainPlace(
            zip: "55401", name: "Minneapolis, MN", latitude: 44.9835, longitude: -93.2683,
            scenario: .freezingRainStarting),
        FixtureRainPlace(
            zip: "94103", name: "San Francisco, CA", latitude: 37.7725, longitude: -122.4147, scenario: .dry),
    ]
}
