import Testing
import WeatherCore

@testable import WeatherApp

/// The pieces under the view: scale bar, coordinates, label placement and segment clipping.
struct MapPartsTests {
    @Test func theScaleBarShowsTheLongestRoundDistanceThatFits() {
        #expect(MapScale.bar(kmPerColumn: 10) == ("├───┤", "50 km"))  // 8 columns would be 80 km
        #expect(MapScale.bar(kmPerColumn: 0.3) == ("├─────┤", "2 km"))  // 6.7 columns, rounded
        #expect(MapScale.bar(kmPerColumn: 0.05) == ("├──┤", "200 m"))
        #expect(MapScale.bar(kmPerColumn: 150) == ("├─────┤", "1000 km"))
        #expect(MapScale.bar(kmPerColumn: 1000) == ("├───┤", "5000 km"))
        // CLDR's short units in the language.
        #expect(MapScale.bar(kmPerColumn: 150, in: .zh).label == "1000公里")
        #expect(MapScale.bar(kmPerColumn: 0.05, in: .ru).label == "200 м")
        #expect(RadarWords.distance(14.2, "west", .metric, in: .ru).contains("14 км"))
        #expect(RadarWords.clear(within: 150, .imperial, in: .en) == "Radar: no rain within 93 mi")
        // The composites' areas: the states from the table, the territories by CLDR's names; English as before.
        #expect(RadarWords.compositeName(.alaska, in: .ru) == "Аляска")
        #expect(RadarWords.compositeName(.puertoRico, in: .fr) == "Porto Rico")
        #expect(RadarWords.compositeName(.guam, in: .ja) == "グアム")
        #expect(
            RadarSource.iem.composites.map { RadarWords.compositeName($0, in: .en) }
                == RadarSource.iem.composites.map(\.name))
    }

    @Test func coordinatesUseHemispheres() {
        #expect(GeoPoint(longitude: -74.006, latitude: 40.7128).coordinates() == "40.71°N 74.01°W")
        #expect(GeoPoint(longitude: 151.21, latitude: -33.87).coordinates() == "33.87°S 151.21°E")
    }

    @Test func labelsGoRightThenLeftThenNowhereAndKeepAGap() {
        var placer = MapLabelPlacer(width: 20, height: 2)
        placer.reserve(x: 10, y: 0)  // a marker
        #expect(placer.place(width: 5, besideX: 10, y: 0, gap: 2) == 12)  // 12…16, right of it
        #expect(placer.place(width: 5, besideX: 10, y: 0, gap: 2) == 4)  // 4…8, left of it
        #expect(placer.place(width: 5, besideX: 10, y: 0, gap: 2) == nil)  // no room either side
        #expect(placer.place(width: 2, besideX: 18, y: 0, gap: 1) == nil)  // past the edge, or over 16
        #expect(placer.place(width: 1, besideX: 18, y: 0, gap: 1) == 19)  // 17 stays blank between labels
        #expect(placer.place(width: 30, besideX: 0, y: 1, gap: 1) == nil)  // wider than the map
        #expect(placer.place(width: 3, besideX: 0, y: 1, gap: 1) == 1)
        #expect(!placer.isFree(x: 3, y: 1) && placer.isFree(x: 4, y: 1) && !placer.isFree(x: -1, y: 0))
    }

    @Test func segmentsAreClippedToTheGrid() throws {
        let projection = MapProjection(
            MapViewport(
                center: GeoPoint(longitude: 0, latitude: 0), dotsPerDegree: 1,
                width: 10, height: 10))
        let across = try #require(projection.clip((-1000, 5), (1000, 5)))
        #expect(across.a == (0, 5) && across.b == (9, 5))
        #expect(projection.clip((-5, -5), (-1, 20)) == nil)  // wholly left of the grid
        let inside = try #require(projection.clip((2, 3), (7, 8)))
        #expect(inside.a == (2, 3) && inside.b == (7, 8))
        let centre = try #require(projection.dot(GeoPoint(longitude: 0, latitude: 0)))
        #expect(centre == (5, 5))
        #expect(projection.dot(GeoPoint(longitude: 6, latitude: 0)) == nil)
    }
}
