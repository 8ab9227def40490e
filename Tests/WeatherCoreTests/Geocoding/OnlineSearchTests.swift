import Testing

@testable import WeatherCore

/// When a name goes online and how the geocoder's places join the offline ones, over the real directory.
@Suite struct OnlineSearchTests {
    static let directory = PlaceDirectory.shared

    static func online(
        _ name: String, id: Int, country: String, population: Int, region: String = "", state: String = ""
    ) -> Place {
        Place(
            zip: "", city: name, state: state, timeZone: "Europe/Berlin", latitude: 52, longitude: 13,
            country: country, geonameID: id, region: region, population: population)
    }

    static func toAsk(_ query: String) -> String? {
        OnlineSearch.name(toAsk: query, offline: directory.search(query))
    }

    @Test func onlyANameNoOfflinePlaceHasExactlyOfThreeLettersOrMoreGoesOnline() {
        #expect(Self.toAsk("Testville") == "Testville")
        #expect(Self.toAsk("Testville, DE") == "Testville")
        // Offline knows these exactly (after folding): nothing is sent.
        #expect(Self.toAsk("Zürich") == nil)
        #expect(Self.toAsk("zurich") == nil)
        #expect(Self.toAsk("Springfield, IL") == nil)
        // Begun but not named exactly: the geocoder may know a place named so.
        #expect(Self.toAsk("Springfiel") == "Springfiel")
        // Too short, or not a name at all.
        #expect(Self.toAsk("Xy") == nil)
        #expect(Self.toAsk("é-ü") == nil)
        #expect(Self.toAsk("10001") == nil)
        #expect(Self.toAsk("941") == nil)
        #expect(Self.toAsk("") == nil)
    }

    @Test func aGeoNamesIdTheDirectoryHasIsThatOfflinePlaceAndDuplicatesGo() throws {
        let zurich = try #require(Self.directory.place(id: "geonames:2657896"))
        let testville = Self.online("Testville", id: 99_000_001, country: "DE", population: 420)
        let renamed = Self.online("Zurigo", id: 2_657_896, country: "CH", population: 341_730)
        let matches = OnlineSearch.matches(
            [testville, renamed, testville], query: "Testville", directory: Self.directory)
        #expect(matches.map(\.place) == [testville, zurich])
        #expect(matches.map(\.isOnline) == [true, false])
        // One already shown offline is not shown twice.
        let shown = [PlaceMatch(name: zurich.city, state: "", place: zurich)]
        #expect(
            OnlineSearch.matches([renamed, testville], query: "x", directory: Self.directory, shown: shown).map(
                \.place) == [testville])
    }

    @Test func aQualifierKeepsThePlacesInThatCountryOrRegion() {
        let germany = Self.online("Twinford", id: 1, country: "DE", population: 300, region: "Brandenburg")
        let ireland = Self.online("Twinford", id: 2, country: "IE", population: 300, region: "Leinster")
        let texas = Self.online("Twinford", id: 3, country: "US", population: 300, state: "TX")
        func kept(_ query: String) -> [Int?] {
            OnlineSearch.matches([germany, ireland, texas], query: query, directory: Self.directory).map(
                \.place.geonameID)
        }
        #expect(kept("Twinford") == [1, 2, 3])
        #expect(kept("Twinford, IE") == [2])
        #expect(kept("Twinford, Ireland") == [2])
        #expect(kept("Twinford, brandenburg") == [1])
        #expect(kept("Twinford, TX") == [3])
        #expect(kept("Twinford, FR") == [])
    }

    @Test func theFirstIsThePlaceWhenItOutweighsTheNextTenfoldOrIsAlone() {
        func matches(_ places: [Place]) -> [PlaceMatch] {
            OnlineSearch.matches(places, query: "", directory: Self.directory)
        }
        let big = Self.online("Twinford", id: 1, country: "DE", population: 5_000)
        let small = Self.online("Twinford", id: 2, country: "IE", population: 400)
        let alike = Self.online("Twinford", id: 3, country: "NZ", population: 4_000)
        #expect(OnlineSearch.decisive(matches([big]), query: "Twinford", territory: nil)?.place == big)
        #expect(OnlineSearch.decisive(matches([big, small]), query: "Twinford", territory: nil)?.place == big)
        #expect(OnlineSearch.decisive(matches([big, alike]), query: "Twinford", territory: nil) == nil)
        // The user's own country weighs tenfold, as offline.
        let village = Self.online("Twinford", id: 5, country: "NZ", population: 600)
        #expect(OnlineSearch.decisive(matches([village, small]), query: "Twinford", territory: nil) == nil)
        let nz = UserTerritory(code: "NZ")
        #expect(OnlineSearch.decisive(matches([village, small]), query: "Twinford", territory: nz)?.place == village)
        // A fuzzy hit of another name does not stand in the way of the one named as typed.
        let other = Self.online("Twinbrook", id: 4, country: "DE", population: 90_000)
        #expect(OnlineSearch.decisive(matches([other, small]), query: "twinford", territory: nil)?.place == small)
        #expect(OnlineSearch.decisive([], query: "Twinford", territory: nil) == nil)
    }
}
