import Testing

@testable import WeatherCore

/// The embedded world directory read as scripts/world_places.py wrote it.
@Suite struct WorldDirectoryDataTests {
    let world = WorldDirectory.shared

    @Test func everyRowIsRead() {
        #expect(world.count > 140_000)
        let places = world.places
        #expect(places.info.count == places.count)
        #expect(places.info.contains { $0.isDistrict })
        #expect(world.timeZones.count > 300 && world.timeZones[0] == "")
    }

    @Test func swiftKeysMatchTheGeneratorsKeys() {
        // Keys were made by Python (NFKD and LETTER_FOLDS); queries are keyed by CityKey. A row whose name keys to
        // nothing (non-Latin script) is keyed by a Latin alternate name instead, so it is not compared.
        let places = world.places
        var compared = 0
        for row in stride(from: 0, to: places.count, by: 5) {
            let place = world.place(row: row)
            let key = CityKey.key(place.city)
            guard !key.isEmpty,
                place.city.unicodeScalars.allSatisfy({ $0.value < 0x250 || (0x1E00..<0x1F00).contains($0.value) })
            else { continue }
            compared += 1
            #expect(key == places.lines.key(row), "\(place.city)")
        }
        #expect(compared > 20_000)
    }

    @Test func regionsAndCountries() {
        let regions = world.regions
        #expect(regions.regions["CA.08"]?.name == "Ontario" && regions.regions["CA.08"]?.iso == "ON")
        #expect(regions.countryNames["CH"] == "Switzerland")
        #expect(regions.countriesByKey["switzerland"] == "CH" && regions.countriesByKey["ch"] == "CH")
        #expect(regions.regionsByKey["on"]?.contains("CA.08") == true)
    }

    @Test func districtsAreFlagged() {
        let places = world.places
        let kreis7 = places.rows(key: Array("zurichkreis7".utf8), exact: true)
        #expect(!kreis7.isEmpty && kreis7.allSatisfy { places.info[$0].isDistrict })
        let zurich = places.rows(key: Array("zurich".utf8), exact: true)
        #expect(zurich.contains { world.place(row: $0).geonameID == 2_657_896 && !places.info[$0].isDistrict })
    }

    @Test func shortPrefixListsAnswerAsTheScanDoes() {
        // The embedded lists of one- and two-letter prefixes stand for a scan of thousands of rows: same answer,
        // whatever the user's country, or no answer (the scan then runs).
        let keys = world.places.tops.keys.sorted { $0.lexicographicallyPrecedes($1) }
        #expect(keys.count > 100)
        var listed = 0
        for (index, key) in keys.enumerated() where key.count == 1 || index % 7 == 0 {
            let words = [String(decoding: key, as: UTF8.self)]
            for territory in [nil, UserTerritory(code: "GB"), UserTerritory(code: "CN"), UserTerritory(code: "BR")] {
                let fast = world.hits(words: words, scope: nil, territory: territory, limit: 10)
                let scanned = world.hits(words: words, scope: nil, territory: territory, limit: 10, listed: false)
                #expect(
                    fast.prefix.map(\.row) == scanned.prefix.map(\.row), "\(words) \(String(describing: territory))")
                listed += 1
            }
        }
        #expect(listed > 100)
    }

    @Test func reopenedByGeoNamesID() {
        #expect(world.place(geonameID: 2_657_896)?.city == "Zürich")
        #expect(world.place(geonameID: 1_850_147)?.country == "JP")
        #expect(world.place(geonameID: 1) == nil)
    }
}
