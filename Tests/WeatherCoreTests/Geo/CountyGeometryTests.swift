import Foundation
import Testing

@testable import WeatherCore

/// The embedded county outlines (Census cb_2016_us_county_500k): structural facts and a few known counties.
@Suite struct CountyGeometryTests {
    let counties = CountyGeometry.shared

    @Test func knownCountiesByFIPSContainTheirZIPCodes() throws {
        let newYork = try #require(counties.county(fips: "36061"))
        #expect(newYork.name == "New York")
        let manhattan = try #require(ZipDirectory.shared.place(zip: "10001"))
        #expect(newYork.bounds.contains(manhattan.coordinate))

        let volusia = try #require(counties.county(fips: "12127"))
        #expect(volusia.name == "Volusia")
        let daytona = try #require(ZipDirectory.shared.place(zip: "32114"))
        #expect(volusia.bounds.contains(daytona.coordinate))
        #expect(!volusia.bounds.contains(manhattan.coordinate))

        #expect(counties.county(fips: "72097")?.name == "Mayagüez")  // UTF-8 names
    }

    @Test func unknownFIPSIsNil() {
        #expect(counties.county(fips: "99999") == nil)
        #expect(counties.county(fips: "") == nil)
        #expect(counties.index(fips: "3606") == nil)
    }

    @Test func everyCountyOnceSortedByFIPS() {
        let codes = counties.counties.map(\.fips)
        #expect(codes.count == 3233)  // 50 states, DC and the territories
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.count == 5 && $0.allSatisfy(\.isNumber) })
        #expect(counties.index(fips: codes[0]) == 0)
    }

    @Test func levelsFinestFirstAndCoarserHaveFewerPoints() {
        let powersOfTwo: [Double] = [1 / 256, 1 / 64, 1 / 16, 1 / 4]
        #expect(counties.tolerances == powersOfTwo)
        let points = counties.tolerances.indices.map { level in
            counties.counties.indices.map { county in
                counties.rings(of: county, level: level).map(\.count).reduce(0, +)
            }.reduce(0, +)
        }
        #expect(points == points.sorted(by: >))
        #expect(points[0] > 100_000 && points[3] < 60_000)
        #expect(counties.level(forDegreesPerDot: 0.001) == 0)
        #expect(counties.level(forDegreesPerDot: 1.0 / 32) == 1)
        #expect(counties.level(forDegreesPerDot: 1) == 3)
    }

    @Test func ringsAreClosedAndWithinTheirCounty() throws {
        for fips in ["36061", "12127", "06037", "02016", "51760"] {
            let index = try #require(counties.index(fips: fips))
            let bounds = counties.counties[index].bounds
            #expect(!counties.rings(of: index, level: 0).isEmpty, "\(fips) has rings")
            for level in counties.tolerances.indices {
                for ring in counties.rings(of: index, level: level) {
                    #expect(ring.count >= 4 && ring.first == ring.last)
                    #expect(ring.allSatisfy { bounds.contains($0) }, "\(fips) level \(level)")
                }
            }
        }
        #expect(counties.rings(of: 99_999, level: 0).isEmpty)
        #expect(counties.rings(of: 0, level: 9).isEmpty)
    }

    @Test func cullsToABox() {
        let newYork = GeoBox(minLongitude: -74.05, minLatitude: 40.68, maxLongitude: -73.9, maxLatitude: 40.8)
        let codes = Set(counties.counties(in: newYork).map { counties.counties[$0].fips })
        #expect(codes.isSuperset(of: ["36061", "36047", "34017"]))  // Manhattan, Brooklyn, Hudson NJ
        #expect(!codes.contains("12127"))
    }

    @Test func rejectsOtherData() {
        #expect(throws: MapGeometryError.self) { try CountyGeometry(data: Data("not counties".utf8)) }
        var truncated = Data("LWCNTY1\n".utf8)
        truncated.append(contentsOf: [0xE8, 3, 0, 0, 1, 0, 1, 0])  // 1 level, 1 county, then nothing
        #expect(throws: MapGeometryError.self) { try CountyGeometry(data: truncated) }
        #expect(CountyGeometry.empty.counties.isEmpty && CountyGeometry.empty.rings(of: 0, level: 0).isEmpty)
    }

    @Test func decodesAHandMadeFile() throws {
        var data = Data("LWCNTY1\n".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        append(UInt32(2))
        append(UInt16(1))
        append(UInt16(1))  // 2 units per degree, 1 level, 1 county
        append(Float(0.5).bitPattern)
        data.append(contentsOf: Array("01001".utf8) + [4] + Array("Test".utf8))
        for corner: Int32 in [-2, 0, 0, 2] { append(corner) }
        append(UInt32(1))
        append(UInt32(8))  // 1 ring, 8 bytes of points
        for first: UInt32 in [0, 1] { append(first) }
        append(UInt32(0))
        // Zigzag deltas: (-2, 0), (+2, 0), (0, +2), (-2, -2), i.e. (-1, 0) (0, 0) (0, 1) (-1, 0) in degrees.
        data.append(contentsOf: [3, 0, 4, 0, 0, 4, 3, 3])
        let geometry = try CountyGeometry(data: data)
        #expect(
            geometry.counties == [
                County(
                    fips: "01001", name: "Test",
                    bounds: GeoBox(minLongitude: -1, minLatitude: 0, maxLongitude: 0, maxLatitude: 1))
            ])
        #expect(geometry.rings(of: 0, level: 0).first?.map(\.longitude) == [-1, 0, 0, -1])
        #expect(geometry.rings(of: 0, level: 0).first?.map(\.latitude) == [0, 0, 1, 0])
    }
}
