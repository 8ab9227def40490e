import CustomDump
import Foundation
import Testing

@testable import WeatherCore

/// The geocoder's answers read into places: the real recorded ones (Fixtures/real, see SOURCES.md there), the answer
/// with no `results` key, and what is dropped or cleaned.
@Suite struct GeocodingDecodingTests {
    static func real(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/real/\(name).json"))
    }

    @Test func theRealParisAnswerIsFranceThenTexas() throws {
        let places = try GeocodingResults.places(openMeteoJSON: try Self.real("paris-count2-FR-US.httptest"))
        expectNoDifference(
            places,
            [
                Place(
                    zip: "", city: "Paris", state: "", timeZone: "Europe/Paris", latitude: 48.85341,
                    longitude: 2.3488, country: "FR", geonameID: 2_988_507, region: "Île-de-France",
                    population: 2_138_551),
                // A US place is named by its state's code, as the ZIP directory names US places.
                Place(
                    zip: "", city: "Paris", state: "TX", timeZone: "America/Chicago", latitude: 33.66094,
                    longitude: -95.55551, country: "US", geonameID: 4_717_560, population: 24_782),
            ])
        #expect(places.map(\.id) == ["geonames:2988507", "geonames:4717560"])
        #expect(places.map(\.displayName) == ["Paris, Île-de-France, FR", "Paris, TX"])
    }

    @Test func theRealBrasiliaAnswerKeepsItsAccent() throws {
        let places = try GeocodingResults.places(openMeteoJSON: try Self.real("brasilia-nonascii.httptest"))
        #expect(places.count == 1)
        #expect(places.first?.city == "Brasília")
        #expect(places.first?.region == "Federal District")
        #expect(places.first?.timeZone == "America/Sao_Paulo")
        #expect(places.first?.country == "BR")
    }

    @Test func anAnswerWithNoResultsKeyIsNothingFound() throws {
        #expect(try GeocodingResults.places(openMeteoJSON: try Self.real("empty-no-results.httptest")) == [])
    }

    @Test func theRealHollywoodAnswerKeepsEveryResultInOrderWithMissingPopulationsAsZero() throws {
        let places = try GeocodingResults.places(
            openMeteoJSON: try Self.real("hollywood-count20-US-IE.body-extracted"))
        #expect(places.count == 20)
        #expect(places.prefix(3).map(\.displayName) == ["Hollywood, FL", "Hollywood, CA", "Hollywood, SC"])
        #expect(places[4].population == 0)
        #expect(places[5].city == "Peggy")
        #expect(places[8].displayName == "Hollywood, Leinster, IE")
    }

    @Test func escapesAreCleanedAndUnusableResultsDropped() throws {
        let json = #"""
            {"results":[
              {"id":1,"name":"Evil\u001b[2J\u001b]0;pwned\u0007ville","latitude":1,"longitude":2,"country_code":"de",
               "timezone":"Europe/Berlin\u001b[31m","admin1":"Bran\u001b[1mdenburg","population":-5},
              {"id":2,"name":"No coordinates","country_code":"DE"},
              {"id":3,"name":"Off the planet","latitude":95,"longitude":0,"country_code":"DE"},
              {"id":4,"name":"No country","latitude":1,"longitude":2},
              {"name":"No id","latitude":1,"longitude":2,"country_code":"DE"},
              {"id":"6","name":"Id as text","latitude":1,"longitude":2,"country_code":"DE"},
              {"id":7,"name":"Kept","latitude":1,"longitude":2,"country_code":"FR","population":"many"}
            ],"generationtime_ms":0.2}
            """#
        let places = try GeocodingResults.places(openMeteoJSON: Data(json.utf8))
        #expect(places.map(\.city) == ["Evilville", "Kept"])
        #expect(places[0].region == "Brandenburg")
        #expect(places[0].country == "DE")
        #expect(places[0].population == 0)
        #expect(!places[0].timeZone.contains("\u{1B}"))
        #expect(places[1].population == 0)
    }

    @Test func aBodyThatIsNotTheServicesJSONThrows() {
        #expect(throws: (any Error).self) { try GeocodingResults.places(openMeteoJSON: Data("<html>".utf8)) }
        #expect(throws: (any Error).self) { try GeocodingResults.places(openMeteoJSON: Data(#"{"results":3}"#.utf8)) }
    }
}
