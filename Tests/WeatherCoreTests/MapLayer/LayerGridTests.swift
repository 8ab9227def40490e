import Foundation
import Testing

@testable import WeatherCore

/// The layer's request (an 8×6 grid over 1.5× the view, in one many-places URL) and its bilinear interpolation.
@Suite struct LayerGridTests {
    static let view = GeoBox(minLongitude: -105, minLatitude: 38, maxLongitude: -95, maxLatitude: 42)

    @Test func theAreaIsOneAndAHalfTimesTheViewAroundItsCentreAndStaysOnTheGlobe() {
        let area = LayerGridRequest.area(around: Self.view)
        #expect(area == GeoBox(minLongitude: -107.5, minLatitude: 37, maxLongitude: -92.5, maxLatitude: 43))
        let world = LayerGridRequest.area(
            around: GeoBox(minLongitude: -170, minLatitude: -70, maxLongitude: 170, maxLatitude: 70))
        #expect(world == GeoBox(minLongitude: -180, minLatitude: -85, maxLongitude: 180, maxLatitude: 85))
    }

    @Test func fortyEightPointsFromTheNorthWestRowByRowInOneLayerRequest() throws {
        let request = LayerGridRequest(around: Self.view, units: .metric)
        let coordinates = request.coordinates
        #expect(coordinates.count == 48 && LayerGridRequest.maxPoints == 48)
        #expect(coordinates.first == .init(latitude: 43, longitude: -107.5))
        #expect(coordinates[7] == .init(latitude: 43, longitude: -92.5))
        #expect(coordinates.last == .init(latitude: 37, longitude: -92.5))
        let url = request.conditionsRequest.url(base: URL(string: "http://127.0.0.1:1")!)
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        #expect(query["current"] == "temperature_2m,precipitation,weather_code")
        #expect(query["daily"] == nil && query["hourly"] == nil && query["timezone"] == nil)
        #expect(query["temperature_unit"] == "celsius" && query["precipitation_unit"] == "mm")
        #expect(query["latitude"]?.split(separator: ",").count == 48)
        // Three variables: each point bills as one call.
        #expect(ConditionsRequest.layerVariables.count <= 10)
        // The cap holds for the layer as for Home's rows.
        let many = (0..<60).map { ConditionsRequest.Coordinate(latitude: Double($0), longitude: 0) }
        #expect(ConditionsRequest(coordinates: many, units: .metric, variables: .layer).coordinates.count == 48)
        #expect(ConditionsRequest(coordinates: many, units: .metric).coordinates.count == 20)
    }

    /// A 3×2 grid over 0…2° E, 0…1° N: temperature 10 × column + 100 × (1 - row), so the value at (x, y) is 10x+100y.
    static func grid(missing: Set<Int> = []) -> LayerGrid {
        var points: [LayerGrid.Point?] = []
        for row in 0..<2 {
            for column in 0..<3 {
                let temperature = Double(10 * column + 100 * (1 - row))
                points.append(
                    missing.contains(row * 3 + column)
                        ? nil : LayerGrid.Point(temperature: temperature, precipitation: 0))
            }
        }
        return LayerGrid(
            area: GeoBox(minLongitude: 0, minLatitude: 0, maxLongitude: 2, maxLatitude: 1), columns: 3, rows: 2,
            points: points, units: .metric, fetchedAt: Date(timeIntervalSince1970: 0))
    }

    func value(_ grid: LayerGrid, _ longitude: Double, _ latitude: Double) -> Double? {
        grid.value(at: GeoPoint(longitude: longitude, latitude: latitude), \.temperature)
    }

    @Test func bilinearBetweenPointsExactAtThemAndNothingOutside() throws {
        let grid = Self.grid()
        #expect(value(grid, 0, 1) == 100)
        #expect(value(grid, 2, 0) == 20)
        #expect(try abs(#require(value(grid, 0.5, 0.5)) - 55) < 1e-9)
        #expect(try abs(#require(value(grid, 1.75, 0.25)) - 42.5) < 1e-9)
        #expect(value(grid, -0.01, 0.5) == nil)
        #expect(value(grid, 1, 1.01) == nil)
    }

    @Test func aMissingPointLeavesItsWeightToTheOthers() throws {
        let grid = Self.grid(missing: [0])  // the north-west point (100)
        // At the cell's centre the other three (110 north-east, 0 and 10 south) share its quarter equally.
        let expected: Double = (110 + 0 + 10) / 3
        #expect(try abs(#require(value(grid, 0.5, 0.5)) - expected) < 1e-9)
        #expect(value(grid, 0, 1) == nil)
        let none = LayerGrid(
            area: grid.area, columns: 3, rows: 2, points: Array(repeating: nil, count: 6), units: .metric,
            fetchedAt: grid.fetchedAt)
        #expect(value(none, 1, 0.5) == nil)
    }

    @Test func theChoiceCyclesAndIsSavedLeniently() throws {
        #expect(MapLayerKind.none.next == .radar)
        #expect(MapLayerKind.radar.next == .temperature)
        #expect(MapLayerKind.temperature.next == .precipitation)
        #expect(MapLayerKind.precipitation.next == .none)
        let saved = try JSONEncoder().encode(Settings(mapLayer: .precipitation))
        #expect(try JSONDecoder().decode(Settings.self, from: saved).mapLayer == .precipitation)
        #expect(try JSONDecoder().decode(Settings.self, from: Data(#"{"mapLayer":"radar"}"#.utf8)).mapLayer == .radar)
        let odd = Data(#"{"units":"metric","mapLayer":"satellite"}"#.utf8)
        let settings = try JSONDecoder().decode(Settings.self, from: odd)
        #expect(settings.mapLayer == .none && settings.units == .metric)
        #expect(try JSONDecoder().decode(Settings.self, from: Data("{}".utf8)).mapLayer == .none)
    }
}
