import Foundation
import Testing

@testable import WeatherCore

@Suite struct MapGeometryTests {
    let geometry = MapGeometry.shared

    @Test func statesAndCountries() {
        let states = geometry.features.filter { $0.layer == .state }
        let countries = geometry.features.filter { $0.layer == .country }
        #expect(states.count == 56)  // 50 states, DC, PR, VI, GU, AS, MP
        #expect(Set(["NY", "CA", "AK", "HI", "PR", "DC"]).isSubset(of: Set(states.map(\.code))))
        #expect(states.first { $0.code == "NY" }?.name == "New York")
        #expect(countries.count >= 170)
        #expect(Set(["USA", "CAN", "MEX", "FRA", "AUS"]).isSubset(of: Set(countries.map(\.code))))
        #expect(countries.contains { $0.name == "Côte d'Ivoire" })
    }

    @Test func levelsFinestFirstAndCoarserHaveFewerPoints() {
        let tolerances = geometry.levels.map(\.tolerance)
        #expect(tolerances.count == 5 && tolerances == tolerances.sorted())
        let points = geometry.levels.map { $0.polylines.reduce(0) { $0 + $1.points.count } }
        #expect(points == points.sorted(by: >))
        #expect(points[0] > 20_000 && points[points.count - 1] < 5_000)
    }

    @Test func everyLevelOutlinesEveryStateAndPointsAreInRange() {
        for level in geometry.levels {
            var outlined = Set<Int>()
            for polyline in level.polylines {
                outlined.insert(polyline.feature)
                #expect(polyline.points.count >= 3)
                #expect(polyline.points.first == polyline.points.last)  // closed rings
                let inBox = polyline.points.allSatisfy {
                    (-180...180).contains($0.longitude) && (-90...90).contains($0.latitude)
                        && polyline.bounds.contains($0)
                }
                #expect(inBox)
            }
            let stateIndices = geometry.features.indices.filter { geometry.features[$0].layer == .state }
            let missing = stateIndices.filter { !outlined.contains($0) }.map { geometry.features[$0].code }
            #expect(missing.isEmpty || level.tolerance >= 0.1, "states missing at \(level.tolerance)°: \(missing)")
        }
    }

    @Test func levelForScale() {
        #expect(geometry.level(forDegreesPerDot: 0.001).tolerance == geometry.levels[0].tolerance)
        #expect(geometry.level(forDegreesPerDot: 0.05).tolerance == geometry.levels[1].tolerance)
        #expect(geometry.level(forDegreesPerDot: 5).tolerance == geometry.levels[4].tolerance)
    }

    @Test func cullsToABox() {
        let newYork = GeoBox(minLongitude: -74.5, minLatitude: 40.4, maxLongitude: -73.5, maxLatitude: 41)
        let visible = geometry.polylines(in: newYork, degreesPerDot: 0.01)
        let codes = Set(visible.map { geometry.features[$0.feature].code })
        #expect(codes.isSuperset(of: ["NY", "NJ", "USA"]) && !codes.contains("AUS"))
        let statesOnly = geometry.polylines(in: newYork, degreesPerDot: 0.01, layers: [.state])
        #expect(statesOnly.allSatisfy { geometry.features[$0.feature].layer == .state })
        #expect(geometry.polylines(in: .world, degreesPerDot: 1).count == geometry.levels[4].polylines.count)
    }

    @Test func rejectsOtherData() {
        #expect(throws: MapGeometryError.self) { try MapGeometry(data: Data("not a map".utf8)) }
        var truncated = Data("LWMAP2\n\0".utf8)
        truncated.append(contentsOf: [180, 0, 1, 0, 0, 0])
        #expect(throws: MapGeometryError.self) { try MapGeometry(data: truncated) }
    }

    @Test func decodesAHandMadeFile() throws {
        var data = Data("LWMAP2\n\0".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        append(UInt16(2))
        append(UInt16(1))
        append(UInt16(1))  // scale 2 units/degree, 1 level, 1 feature
        append(Float(0.5).bitPattern)
        data.append(contentsOf: [1, 2] + Array("XX".utf8) + [4] + Array("Test".utf8))
        append(UInt32(1))
        append(UInt32(8))  // 1 polyline, 8 bytes of points
        append(UInt16(0))
        append(UInt32(0))
        append(UInt32(4))
        for corner: Int16 in [0, 0, 2, 2] { append(corner) }
        // (0,0) (2,0) (2,2) (0,0) as zigzag deltas: +0 +0, +2 +0, +0 +2, -2 -2.
        data.append(contentsOf: [0, 0, 4, 0, 0, 4, 3, 3] as [UInt8])
        let map = try MapGeometry(data: data)
        #expect(map.features == [MapFeature(layer: .state, code: "XX", name: "Test")])
        #expect(map.levels.first?.polylines.first?.points.map(\.longitude) == [0, 1, 1, 0])
        #expect(
            map.levels.first?.polylines.first?.bounds
                == GeoBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1))
    }
}
