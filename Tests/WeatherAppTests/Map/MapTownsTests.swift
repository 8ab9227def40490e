import Testing
import WeatherCore

@testable import WeatherApp

/// Labels from both directories: taken in turn near a border, each alone elsewhere.
struct MapTownsTests {
    private func town(_ name: String, _ country: String) -> PlaceMatch {
        PlaceMatch(
            name: name, state: country == "US" ? "MI" : "",
            place: Place(zip: "", city: name, state: "", latitude: 42, longitude: -83, country: country))
    }

    @Test func bothSidesAreTakenInTurnUpToTheLimit() {
        let us = [town("Detroit", "US"), town("Dearborn", "US"), town("Warren", "US")]
        let world = [town("Windsor", "CA"), town("Tecumseh", "CA")]
        let names = MapTowns.merged(us: us, world: world, limit: 4).map(\.name)
        #expect(names == ["Detroit", "Windsor", "Dearborn", "Tecumseh"])
        #expect(MapTowns.merged(us: us, world: [], limit: 2).map(\.name) == ["Detroit", "Dearborn"])
        #expect(MapTowns.merged(us: [], world: world, limit: 5).map(\.name) == ["Windsor", "Tecumseh"])
    }

    @Test func theEmbeddedWorldsIndexIsShared() {
        #expect(MapTowns.world(.shared) === WorldTowns.shared)
    }
}
