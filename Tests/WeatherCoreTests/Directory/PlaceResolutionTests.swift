import Testing

@testable import WeatherCore

/// One resolution of a query for the launch, Home's Enter and `now` (issue 34): the directory's place named as
/// typed first, then a recent place named so, then the geocoder.
@Suite struct PlaceResolutionTests {
    let directory = PlaceDirectory.shared
    static let suvaID = "geonames:2198148"
    /// A place only the geocoder knows, as the recent list keeps it.
    static let testville = Place(
        zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011, longitude: 13.5702,
        country: "DE", geonameID: 99_000_001, region: "Brandenburg", population: 420)

    func resolution(_ query: String, recents: [Place] = [], asksGeocoder: Bool = true) -> PlaceResolution {
        PlaceResolution.resolve(query, in: directory, territory: nil, recents: recents, asksGeocoder: asksGeocoder)
    }

    func opened(_ query: String, recents: [Place] = [], asksGeocoder: Bool = true) -> String? {
        guard case .place(let place) = resolution(query, recents: recents, asksGeocoder: asksGeocoder).outcome else {
            return nil
        }
        return place.id
    }

    /// Suwa, JP is also called "Suva" and is not a tenth of Suva's size, so no match is decisive; Suva, FJ is the
    /// one place whose own name it is.
    @Test func suvaIsSuvaFiji() {
        let search = directory.search("Suva")
        #expect(search.decisive == nil && search.suggestions.count > 1)
        #expect(opened("Suva") == Self.suvaID)
        #expect(opened("suva", asksGeocoder: false) == Self.suvaID)
        #expect(opened("Suva, FJ") == Self.suvaID)
    }

    @Test func theDirectoryDecidesFirstWhatItKnows() {
        #expect(opened("Tokyo") == "geonames:1850147")
        #expect(opened("Cologne") == "geonames:2886242")
        #expect(opened("10001") == "10001")
        #expect(opened("Portland, OR") == "97201")
        // A recent place of the same name does not outrank the directory's.
        var impostor = Self.testville
        impostor.city = "Tokyo"
        #expect(opened("Tokyo", recents: [impostor]) == "geonames:1850147")
    }

    @Test func severalOfOneNameAreCandidates() {
        guard case .candidates(let matches) = resolution("Springfield").outcome else {
            Issue.record("Springfield is several places")
            return
        }
        #expect(matches.count > 1 && matches.allSatisfy { $0.name == "Springfield" })
    }

    @Test func aRecentPlaceNamedAsTypedOpensBeforeTheGeocoderIsAsked() {
        #expect(resolution("Testville").outcome == .askGeocoder("Testville"))
        #expect(opened("Testville", recents: [Self.testville]) == Self.testville.id)
        #expect(opened("testville, de", recents: [Self.testville]) == Self.testville.id)
        #expect(opened("Testville, Brandenburg", recents: [Self.testville]) == Self.testville.id)
        // Another country's, or a name it only begins, is not it.
        #expect(resolution("Testville, FR", recents: [Self.testville]).outcome == .askGeocoder("Testville"))
        #expect(resolution("Testvil", recents: [Self.testville]).outcome == .askGeocoder("Testvil"))
    }

    @Test func theGeocodersAnswerOrItsAbsence() {
        let asked = resolution("Testville")
        let found = [PlaceMatch(name: "Testville", state: "", place: Self.testville, zipCount: 0, isOnline: true)]
        #expect(asked.answered(found, territory: nil) == .place(Self.testville))
        #expect(asked.answered(nil, territory: nil) == .invalid(.unknown(.noMatch("Testville"))))
        #expect(asked.answered([], territory: nil) == .invalid(.unknown(.noMatch("Testville"))))
        // Without a geocoder the offline answer is the outcome at once.
        #expect(resolution("Testville", asksGeocoder: false).outcome == .invalid(.unknown(.noMatch("Testville"))))
    }

    @Test func whatCannotBeOpenedSaysWhy() {
        #expect(resolution("  ").outcome == .invalid(.empty))
        #expect(resolution("100").outcome == .invalid(.partialZip))
        guard case .invalid(.unknown(.notFound(let zip, _))) = resolution("00000").outcome else {
            Issue.record("00000 is no ZIP code")
            return
        }
        #expect(zip == "00000")
    }

    /// A world place found by an alternate name carries the name that found it, for the suggestion to show.
    @Test func anAlternateNameThatMatchedIsKept() {
        let luanda = directory.search("sao paulo").suggestions.first { $0.place.city == "Luanda" }
        #expect(luanda?.alias == "sao paulo…")
        #expect(directory.search("Cologne").suggestions.first?.alias == "Cologne")
        #expect(directory.search("sao paulo").suggestions.first?.alias == nil)
    }
}
