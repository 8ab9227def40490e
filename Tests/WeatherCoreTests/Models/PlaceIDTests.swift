import Testing

@testable import WeatherCore

/// The place id's one encoding: what was written before (recent.json, cache keys, normals' file names, `now
/// --json`'s id) reads back as it was.
@Suite struct PlaceIDTests {
    @Test func eachKindAsTextAndBack() {
        let zurich = Place(
            zip: "", city: "Zürich", state: "", latitude: 47.37, longitude: 8.55, country: "CH", geonameID: 2_657_896)
        let newYork = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
        let nowhere = Place(zip: "", city: "Nowhere", state: "", latitude: 47.37, longitude: 8.55, country: "XX")
        #expect(zurich.id == "geonames:2657896" && zurich.placeID == .geonames(2_657_896))
        #expect(newYork.id == "10001" && newYork.placeID == .zip("10001"))
        #expect(nowhere.id == "47.37,8.55")
        for place in [zurich, newYork, nowhere] { #expect(PlaceID(place.id) == place.placeID) }
        #expect(PlaceID("geonames:x") == nil && PlaceID("") == nil && PlaceID("../etc") == nil)
    }

    /// The normals' files were named so before the type: "geonames_2657896.json", "10001.json".
    @Test func fileNamesAreThoseWrittenBefore() {
        #expect(PlaceID.geonames(2_657_896).fileName == "geonames_2657896")
        #expect(PlaceID.zip("10001").fileName == "10001")
        #expect(PlaceID.coordinates(latitude: -33.9, longitude: 151.2).fileName == "-33_9_151_2")
    }
}
