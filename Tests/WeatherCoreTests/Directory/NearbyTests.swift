import Testing

@testable import WeatherCore

@Suite struct NearbyTests {
    let directory = ZipDirectory.shared

    @Test func nearestToMidtownManhattan() {
        let nearby = directory.nearest(latitude: 40.7484, longitude: -73.9967, limit: 8)
        #expect(nearby.count == 8)
        #expect(nearby.first?.place.zip == "10001")
        #expect(nearby.first.map { $0.distanceKm < 0.01 } == true)
        #expect(nearby.map(\.distanceKm) == nearby.map(\.distanceKm).sorted())
        #expect(nearby.allSatisfy { $0.place.state == "NY" && $0.distanceKm < 5 })
    }

    @Test func matchesABruteForceSearch() {
        let origin = GeoPoint(longitude: -149.9, latitude: 61.2)
        let nearby = directory.nearest(latitude: origin.latitude, longitude: origin.longitude, limit: 5)
        var all: [(zip: String, km: Double)] = []
        for row in 0..<directory.count {
            let place = directory.place(row: row)
            if place.hasCoordinates { all.append((place.zip, origin.distanceKm(to: place.coordinate))) }
        }
        all.sort { $0.km < $1.km }
        #expect(nearby.map(\.place.zip) == all.prefix(5).map(\.zip))
    }

    @Test func kindsFilterAndNoPlacesWithoutCoordinates() {
        let standard = directory.nearest(latitude: 21.3, longitude: -157.85, limit: 20, kinds: [.standard])
        #expect(standard.count == 20 && standard.allSatisfy { $0.place.kind == .standard })
        let atNullIsland = directory.nearest(latitude: 0, longitude: 0, limit: 3)
        #expect(atNullIsland.allSatisfy { $0.place.hasCoordinates })
        #expect(atNullIsland.count == 3)
        #expect(directory.nearest(latitude: 0, longitude: 0, limit: 3, kinds: []).isEmpty)
    }

    /// The Map skips the ZIP towns of a view outside `ZipDirectory.extent`: no place with coordinates is.
    @Test func everyPlaceIsInsideTheExtentAndAViewAbroadBuildsNoIndex() {
        let outside = (0..<directory.count).map(directory.place(row:)).filter { place in
            place.hasCoordinates && !ZipDirectory.extent.contains { $0.contains(place.coordinate) }
        }
        #expect(outside.map(\.zip) == [])
        let fresh = ZipDirectory.embedded()
        let japan = GeoBox(minLongitude: 132, minLatitude: 31, maxLongitude: 146, maxLatitude: 40)
        #expect(fresh.towns(in: japan, limit: 10).isEmpty)
        #expect(!fresh.townList.isBuilt)
        let guam = GeoBox(minLongitude: 144.6, minLatitude: 13.2, maxLongitude: 145, maxLatitude: 13.7)
        #expect(fresh.towns(in: guam, limit: 10).map(\.state).contains("GU"))
    }

    @Test func townsInTheBayAreaBiggestFirst() {
        let bay = GeoBox(minLongitude: -122.6, minLatitude: 37.2, maxLongitude: -121.7, maxLatitude: 38.0)
        let towns = directory.towns(in: bay, limit: 10)
        #expect(towns.count == 10)
        #expect(Set(towns.prefix(3).map(\.displayName)).isSuperset(of: ["San Francisco, CA", "San Jose, CA"]))
        #expect(towns.allSatisfy { bay.contains($0.place.coordinate) && !$0.isAlias })
        #expect(towns.map(\.zipCount) == towns.map(\.zipCount).sorted(by: >))
    }

    /// The Map's towns read the city index once and let it go (a label's place is made from its ZIP's row), so a
    /// Map over New York holds 0.6 MB of towns, not the 1.7 MB index and its line table; once a search keeps the
    /// index, the towns read that one. Either way, the same towns.
    @Test func theTownsKeepNoCityIndexAndAreTheSameOnceASearchKeepsIt() {
        let fresh = ZipDirectory.embedded()
        let northeast = GeoBox(minLongitude: -80, minLatitude: 38, maxLongitude: -70, maxLatitude: 44)
        let first = fresh.towns(in: northeast, limit: 40)
        // Most ZIPs first: Washington's unique ZIPs put it ahead of New York.
        #expect(first.prefix(2).map(\.displayName) == ["Washington, DC", "New York, NY"] && first.count == 40)
        #expect(fresh.townList.isBuilt && !fresh.keepsCityIndex)
        let searched = ZipDirectory.embedded()
        #expect(!searched.places(named: "Albany").isEmpty)
        #expect(searched.keepsCityIndex)
        #expect(searched.towns(in: northeast, limit: 40) == first)
        #expect(!fresh.spatial.isBuilt, "the Map builds no grid for `nearest`")
    }
}
