import Testing
import WeatherCore

@testable import WeatherApp

/// `lasso-weather Tokyo`: a name abroad that outweighs every other place of that name opens at launch; the user's
/// country weighs its own places up; a name that leaves a choice still stays on Home.
struct DeepStartWorldTests {
    func opened(_ query: String, territory: String? = nil) -> String? {
        guard
            case .place(let place) = DeepStart.resolve(
                query, in: .shared, territory: territory.flatMap { UserTerritory(code: $0) })
        else { return nil }
        return place.id
    }

    @Test func aDecisiveNameOpensItsPlace() {
        #expect(opened("Tokyo") == "geonames:1850147")
        #expect(opened("zurich") == "geonames:2657896")
        #expect(opened("10001") == "10001")
        #expect(opened("Portland, OR") == "97201")
    }

    @Test func aNameThatLeavesAChoiceStaysOnHome() {
        #expect(opened("Springfield") == nil)
        // In the US, Paris, TX weighs tenfold: Paris, FR no longer outweighs it tenfold.
        #expect(opened("Paris") != nil)
        #expect(opened("Paris", territory: "US") == nil)
    }
}
