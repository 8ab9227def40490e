import Testing

@testable import WeatherCore

@Suite struct MapViewportTests {
    let viewport = MapViewport(
        center: GeoPoint(longitude: -74, latitude: 40.7), dotsPerDegree: 10, width: 160, height: 96)

    @Test func centreIsTheMiddleDot() {
        let middle = viewport.project(viewport.center)
        #expect(middle.x == 80 && abs(middle.y - 48) < 1e-9)
    }

    @Test func projectAndBackRoundTrip() {
        for point in [GeoPoint(longitude: -70, latitude: 42), GeoPoint(longitude: -80, latitude: 38.5)] {
            let dot = viewport.project(point)
            let back = viewport.coordinate(x: dot.x, y: dot.y)
            #expect(abs(back.longitude - point.longitude) < 1e-9 && abs(back.latitude - point.latitude) < 1e-9)
        }
    }

    @Test func northIsUpAndMercatorStretchesLatitude() {
        let north = viewport.project(GeoPoint(longitude: -74, latitude: 41.7)).y
        let south = viewport.project(GeoPoint(longitude: -74, latitude: 39.7)).y
        #expect(north < 48 && south > 48)
        #expect(48 - north > 10 && 48 - north < 14)  // 1° of latitude at 41° is ~1.32 Mercator degrees
    }

    @Test func boundsCoverTheGrid() {
        let box = viewport.bounds
        #expect(abs(box.minLongitude - -82) < 1e-9 && abs(box.maxLongitude - -66) < 1e-9)
        #expect(box.minLatitude < 40.7 && box.maxLatitude > 40.7 && box.maxLatitude - box.minLatitude < 9.6)
        #expect(viewport.degreesPerDot == 0.1)
    }

    @Test func distances() {
        let newYork = GeoPoint(longitude: -73.9967, latitude: 40.7484)
        let losAngeles = GeoPoint(longitude: -118.2437, latitude: 34.0522)
        #expect(abs(newYork.distanceKm(to: losAngeles) - 3936) < 10)
    }
}
