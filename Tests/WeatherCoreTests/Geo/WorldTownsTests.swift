import Foundation
import Testing

@testable import WeatherCore

/// The Map's labels abroad from the embedded world directory: biggest first, inside the box, across ±180° too.
@Suite struct WorldTownsTests {
    let towns = WorldTowns.shared

    @Test func aroundTokyoTheBiggestComeFirstAndAllAreInTheBox() throws {
        let box = GeoBox(minLongitude: 138.5, minLatitude: 34.8, maxLongitude: 141, maxLatitude: 36.5)
        let found = towns.towns(in: box, limit: 20)
        #expect(found.count == 20)
        #expect(found.first?.name == "Tokyo" && found.first?.country == "JP")
        #expect(found.contains { $0.name == "Yokohama" })
        #expect(found.allSatisfy { box.contains($0.place.coordinate) && $0.population >= 5_000 })
        let populations = found.map(\.population)
        #expect(populations == populations.sorted(by: >))
    }

    /// The index keeps no block: a town's place is made from what it kept, and is the place its row makes.
    @Test func aTownsPlaceIsThePlaceItsRowMakes() throws {
        let box = GeoBox(minLongitude: 5.9, minLatitude: 45.8, maxLongitude: 10.5, maxLatitude: 47.8)
        let found = towns.towns(in: box, limit: 50)
        #expect(found.count == 50)
        for town in found {
            let id = try #require(town.place.geonameID)
            #expect(town.place == WorldDirectory.shared.place(geonameID: id))
        }
        let units = { (text: String) in
            WorldTowns.tenMillionths(ByteStore(copying: Data(text.utf8)), 0..<text.utf8.count)
        }
        #expect(
            units("-73.9967") == -739_967_000 && units("35.5") == 355_000_000 && units("139.71722") == 1_397_172_200)
        #expect(units("1.23456789") == nil && units("-") == nil && units("215") == nil && units("1.") == nil)
    }

    @Test func aBoxPastTheAntimeridianFindsThePlacesOnTheOtherSide() {
        // Suva lies at 178.4°E: 181.6°W to a view centred west of the antimeridian.
        let box = GeoBox(minLongitude: -184, minLatitude: -19, maxLongitude: -176, maxLatitude: -17)
        #expect(towns.towns(in: box, limit: 10).contains { $0.name == "Suva" })
    }

    @Test func noPlaceInTheUSAndNoneForAZeroLimit() {
        let kansas = GeoBox(minLongitude: -102, minLatitude: 37, maxLongitude: -94.6, maxLatitude: 40)
        #expect(towns.towns(in: kansas, limit: 10).isEmpty)
        #expect(towns.towns(in: .world, limit: 0).isEmpty)
    }

    /// The Map keeps an index of the region around its view, not of the world: only that region's towns, and it
    /// holds a view a turn east or west too.
    @Test func anIndexHoldsItsRegionsTownsAlone() {
        let view = GeoBox(minLongitude: 138.5, minLatitude: 34.8, maxLongitude: 141, maxLatitude: 36.5)
        let region = WorldTowns.region(around: view)
        let expected = GeoBox(minLongitude: 136, minLatitude: 33.1, maxLongitude: 143.5, maxLatitude: 38.2)
        #expect(
            abs(region.minLongitude - expected.minLongitude) < 1e-9
                && abs(region.minLatitude - expected.minLatitude) < 1e-9
                && abs(region.maxLongitude - expected.maxLongitude) < 1e-9
                && abs(region.maxLatitude - expected.maxLatitude) < 1e-9)
        let index = towns.index(covering: region)
        let all = index.towns(in: .world, limit: .max)
        #expect(all.count == index.count && all.count > 50 && all.count < 2_000)
        #expect(all.allSatisfy { region.contains($0.place.coordinate) })
        #expect(index.towns(in: view, limit: 20).map(\.name) == towns.towns(in: view, limit: 20).map(\.name))
        #expect(index.covers(view) && !index.covers(.world))
        #expect(index.covers(view.shifted(byLongitude: 360)), "the same view, past 180°")
        let fiji = towns.index(
            covering: GeoBox(minLongitude: 175, minLatitude: -20, maxLongitude: 185, maxLatitude: -15))
        #expect(fiji.towns(in: .world, limit: .max).contains { $0.name == "Suva" })
        #expect(WorldTowns.region(around: .world).minLatitude == -90, "a region never passes a pole")
    }

    /// A label's place comes from the town's own line: building an index and making its places reads neither the
    /// directory's ranking columns nor its id column (1.5 MB the Map over New York never needs), and the place is
    /// the one its row makes.
    @Test func theTownsReadNoColumnOfTheDirectory() throws {
        let world = WorldDirectory.embedded()
        let box = GeoBox(minLongitude: -80, minLatitude: 42, maxLongitude: -70, maxLatitude: 47)
        let found = WorldTowns(world).towns(in: box, limit: 10)
        #expect(
            found.prefix(3).map(\.name) == ["Toronto", "Montréal", "Ottawa"] && found.allSatisfy { $0.country == "CA" })
        #expect(!world.places.hasReadColumns)
        let id = try #require(found.first?.place.geonameID)
        #expect(found.first?.place == world.place(geonameID: id))
        #expect(world.places.hasReadColumns)
    }
}
