import Testing

@testable import WeatherCore

/// The combined search over the embedded ZIP and world directories (issue 28's acceptance queries).
@Suite struct WorldSearchTests {
    let directory = PlaceDirectory.shared
    static let us = UserTerritory(code: "US"), gb = UserTerritory(code: "GB")

    @Test(arguments: [
        ("Zürich", "Zürich", "CH", "Europe/Zurich"), ("zurich", "Zürich", "CH", "Europe/Zurich"),
        ("sao paulo", "São Paulo", "BR", "America/Sao_Paulo"), ("Paris, FR", "Paris", "FR", "Europe/Paris"),
        ("Toronto, ON", "Toronto", "CA", "America/Toronto"), ("Tokyo", "Tokyo", "JP", "Asia/Tokyo"),
        ("lodz", "Łódź", "PL", "Europe/Warsaw"), ("Munich", "Munich", "DE", "Europe/Berlin"),
        ("Cologne", "Köln", "DE", "Europe/Berlin"), ("Paris, France", "Paris", "FR", "Europe/Paris"),
        ("Toronto, Ontario", "Toronto", "CA", "America/Toronto"), ("Perth, WA", "Perth", "AU", "Australia/Perth"),
    ])
    func rightPlaceFirstWithItsZone(query: String, city: String, country: String, zone: String) {
        let first = directory.places(named: query, limit: 10).first?.place
        #expect(first?.city == city && first?.country == country && first?.timeZone == zone, "\(query)")
        #expect(first?.geonameID != nil && first?.zip == "" && (first?.population ?? 0) > 0)
    }

    @Test func aWorldPlaceReadsWithItsRegionAndCountry() {
        let toronto = directory.places(named: "Toronto, ON", limit: 1).first
        #expect(toronto?.displayName == "Toronto, Ontario, CA")
        #expect(toronto?.state == "" && toronto?.country == "CA" && toronto?.place.region == "Ontario")
        // The region is left out when it is the place's own name.
        #expect(directory.places(named: "Zürich", limit: 1).first?.displayName == "Zürich, CH")
    }

    @Test func birminghamIsTheUsersOwn() {
        let american = directory.places(named: "Birmingham", limit: 5, territory: Self.us)
        #expect(american.first?.displayName == "Birmingham, AL")
        let british = directory.places(named: "Birmingham", limit: 5, territory: Self.gb)
        #expect(british.first?.place.country == "GB" && british.first?.name == "Birmingham")
        #expect(british.contains { $0.displayName == "Birmingham, AL" })
    }

    @Test(arguments: [("Paris", "FR"), ("Zürich", "CH"), ("zurich", "CH"), ("Tokyo", "JP"), ("sao paulo", "BR")])
    func aNameThatOutweighsTheRestIsThatPlace(query: String, country: String) {
        let search = directory.search(query)
        #expect(search.decisive?.place.country == country)
        #expect(search.decisive == search.suggestions.first)
    }

    @Test func aCloseCallLeavesTheChoice() {
        // Birmingham, AL weighed tenfold for a US user is not ten times Birmingham, GB.
        #expect(directory.search("Birmingham", territory: Self.us).decisive == nil)
        #expect(directory.search("springfield").decisive == nil)
        #expect(directory.search("Springfield, IL").decisive?.place.zip == "62701")
        #expect(directory.search("zur").decisive == nil)  // only names begun by it
    }

    @Test func londonCaliforniaWhileTheDirectoryHasIt() {
        // London, CA is in the ZIP directory (a name of a California ZIP town): a US state that has the city wins.
        let first = directory.places(named: "London, CA", limit: 5).first
        #expect(first?.state == "CA" && first?.place.isInUS == true)
        #expect(directory.places(named: "London, ON", limit: 5).first?.displayName == "London, Ontario, CA")
    }

    @Test func zipsAndUSNamesAreUnchanged() {
        let zips = ZipDirectory.shared
        for query in ["10001", "941", "00000", "1000a", "Springfield, IL", "portland or", "Xyzzy, NY", "29 palms"] {
            var search = directory.search(query)
            search.decisive = nil  // the one thing the ZIP directory alone does not say
            #expect(search == zips.search(query), "\(query)")
        }
        #expect(directory.places(named: "Springfield, IL") == zips.places(named: "Springfield, IL"))
    }

    @Test(arguments: ["springfield", "portland", "paris", "birmingham", "b", "lon", "san jose", "st l"])
    func usMatchesKeepTheirOrder(query: String) {
        for territory in [nil, Self.us, Self.gb] {
            let combined = directory.places(named: query, limit: 40, territory: territory).filter(\.place.isInUS)
            let alone = ZipDirectory.shared.places(named: query, limit: 40)
            #expect(combined == Array(alone.prefix(combined.count)), "\(query)")
            // One or three letters: the world's bigger places may fill the list.
            #expect(!combined.isEmpty || query.count < 4, "\(query)")
        }
    }

    @Test(arguments: ["zurich", "Zürich", "zur", "zu"])
    func districtsNeverPushTheirTownOffTheFirstScreen(query: String) {
        let shown = directory.search(query).suggestions
        #expect(shown.contains { $0.place.geonameID == 2_657_896 }, "\(query)")
        // No "Zürich (Kreis …)" district row before Zürich itself.
        let zurich = shown.firstIndex { $0.place.geonameID == 2_657_896 } ?? 0
        #expect(!shown[..<zurich].contains { $0.name.hasPrefix("Zürich (") })
    }

    @Test func aPlaceReopensByItsID() {
        #expect(directory.place(id: "geonames:2657896")?.displayName == "Zürich, CH")
        #expect(directory.place(id: "geonames:2657896")?.id == "geonames:2657896")
        #expect(directory.place(id: "10001")?.city == "New York")
        #expect(directory.place(id: "geonames:1") == nil && directory.place(id: "geonames:x") == nil)
        // Zürich's population is 415367: a row whose population is an id is not that id's place.
        #expect(directory.place(id: "geonames:415367") == nil)
    }

    @Test func formsThatNameNothing() {
        #expect(directory.places(named: "Paris, ZZ").isEmpty)
        #expect(directory.places(named: "Toronto, Bavaria").isEmpty)
        #expect(directory.places(named: "Springfield, ZZ").isEmpty)
    }

    @Test func aCountryOrRegionStillBeingTyped() {
        #expect(directory.places(named: "Paris, Fra", limit: 3).first?.place.country == "FR")
        #expect(Set(directory.places(named: "Springfield, I").map(\.state)) == ["IL", "ID"])
    }
}
