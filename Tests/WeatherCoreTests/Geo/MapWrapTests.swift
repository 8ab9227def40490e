import Testing

@testable import WeatherCore

/// Views across ±180°: longitudes taken the short way round from the centre, and outlines on both sides culled in.
@Suite struct MapWrapTests {
    @Test func longitudesAreTakenTheShortWayRound() {
        #expect(MapViewport.longitudeOffset(-179.5, from: 179.5) == 1)
        #expect(MapViewport.longitudeOffset(178, from: -179) == -3)
        #expect(MapViewport.longitudeOffset(10, from: -20) == 30)
        #expect(MapViewport.wrapped(longitude: 210) == -150)
        #expect(MapViewport.wrapped(longitude: -190) == 170)
        #expect(MapViewport.wrapped(longitude: 180) == 180)
    }

    @Test func aViewCentredOn179Point5EProjectsBothSides() {
        let viewport = MapViewport(
            center: GeoPoint(longitude: 179.5, latitude: 0), dotsPerDegree: 16, width: 160, height: 80)
        #expect(viewport.project(GeoPoint(longitude: -179.5, latitude: 0)).x == 96)  // 1° east of the centre
        #expect(viewport.project(GeoPoint(longitude: 178.5, latitude: 0)).x == 64)
        #expect(viewport.bounds.maxLongitude == 184.5)
    }

    @Test func cullingFindsRingsOnBothSidesOfTheAntimeridian() {
        let geometry = MapGeometry.shared
        let view = MapViewport(
            center: GeoPoint(longitude: 179.5, latitude: -17.5), dotsPerDegree: 16, width: 160, height: 88)
        let rings = geometry.polylines(in: view.bounds, degreesPerDot: view.degreesPerDot)
            .filter { geometry.features[$0.feature].code == "FJI" }
        #expect(rings.contains { $0.bounds.minLongitude > 0 }, "Viti Levu and Vanua Levu, east longitudes")
        #expect(rings.contains { $0.bounds.maxLongitude < 0 }, "the Lau islands, west longitudes")
    }

    @Test func wrappingBoxesMeetAndHoldAcrossTheAntimeridian() {
        let view = GeoBox(minLongitude: 175, minLatitude: -20, maxLongitude: 185, maxLatitude: -15)
        let lau = GeoBox(minLongitude: -179, minLatitude: -19, maxLongitude: -178, maxLatitude: -17)
        #expect(!view.intersects(lau) && view.intersectsWrapping(lau))
        #expect(view.containsWrapping(GeoPoint(longitude: -178.5, latitude: -18)))
        #expect(!view.containsWrapping(GeoPoint(longitude: -170, latitude: -18)))
    }
}
