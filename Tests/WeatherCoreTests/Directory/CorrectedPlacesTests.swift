import Testing

@testable import WeatherCore

/// The places an independent check found wrong in the source, as `make resources` corrects them (the generator's
/// rules are tested on their own in scripts/test_generate_resources.py).
@Suite struct CorrectedPlacesTests {
    let directory = ZipDirectory.shared

    func place(_ zip: String) throws -> Place { try #require(directory.place(zip: zip)) }

    @Test func zonesKeepTheTimeTheirPlacesKeep() throws {
        #expect(try place("37405").timeZone == "America/New_York")  // Chattanooga: Eastern, not Central
        // Arizona outside the Navajo Nation keeps no daylight time; Tuba City, inside it, does.
        #expect(try place("86003").timeZone == "America/Phoenix")
        #expect(try place("86040").timeZone == "America/Phoenix")
        #expect(try place("86045").timeZone == "America/Denver")
        #expect(try place("99634").timeZone == "America/Anchorage")  // the source said "Napakiak"
    }

    @Test func majuroIsBackInTheMarshallIslands() throws {
        let majuro = try place("96960")
        #expect(abs(majuro.latitude - 7.0801) < 0.001 && abs(majuro.longitude - 171.1569) < 0.001)
        #expect(majuro.timeZone == "Pacific/Majuro")
    }

    /// Villages the source put 100–185 km away now sit on their Census ZCTA centroid (2022 Gazetteer).
    @Test(arguments: [
        ("99637", "Toksook Bay", 60.5298, -165.1066), ("99741", "Galena", 64.7414, -156.8734),
        ("99590", "Grayling", 62.8961, -160.1130), ("99571", "Cold Bay", 55.2662, -162.8047),
        ("99683", "Trapper Creek", 62.4154, -150.4078), ("99723", "Barrow", 71.2539, -156.7982),
    ])
    func alaskaVillagesSitOnTheCensusPoint(zip: String, city: String, latitude: Double, longitude: Double) throws {
        let village = try place(zip)
        #expect(village.city == city)
        #expect(village.coordinate.distanceKm(to: GeoPoint(longitude: longitude, latitude: latitude)) < 2)
    }

    @Test func aZipTheSourceHadNoPointForGetsTheCensusOne() throws {
        let inarajan = try place("96917")
        #expect(inarajan.hasCoordinates && abs(inarajan.latitude - 13.2825) < 0.001)
    }

    @Test func everyZoneInTheDirectoryIsARealZone() {
        let zones = directory.timeZones.dropFirst()
        #expect(zones.count > 30)
        for zone in zones {
            #expect(ZoneRules.named(zone) != nil, "\(zone) is not in /usr/share/zoneinfo")
        }
    }
}
