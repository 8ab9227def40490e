import Testing

@testable import WeatherCore

/// Countries named in the app's language from CLDR's territory names (issue 37); English keeps the world
/// directory's names.
struct CountryNamesTests {
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.6895, longitude: 139.69171,
        country: "JP", geonameID: 1_850_147)
    static let warsaw = Place(
        zip: "", city: "Warsaw", state: "", timeZone: "Europe/Warsaw", latitude: 52.22977, longitude: 21.01178,
        country: "PL", geonameID: 756_135)

    @Test func aPlacesCountryInEachLanguage() {
        #expect(Self.tokyo.countryName(in: .en) == Self.tokyo.countryName)
        #expect(Self.tokyo.countryName(in: .fr) == "Japon")
        #expect(Self.tokyo.countryName(in: .ja) == "日本")
        // A language whose name is English's reads the English column ("Japan" in German and Dutch).
        #expect(Self.tokyo.countryName(in: .de) == "Japan" && Self.tokyo.countryName(in: .nl) == "Japan")
        #expect(Self.warsaw.countryName(in: .pl) == "Polska" && Self.warsaw.countryName(in: .ru) == "Польша")
        let newYork = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
        #expect(newYork.countryName(in: .de) == "Vereinigte Staaten")
        #expect(newYork.countryName(in: .en) == "the United States")
        #expect(Self.tokyo.countryName(in: .pseudo) == PseudoText.of("Japan"))
    }

    /// An alerts error carries the English name: it is found again by its code.
    @Test func aNameGivenInEnglish() {
        #expect(CountryNames.name(english: "Japan", in: .zh) == "日本")
        #expect(CountryNames.name(english: "Japan", in: .en) == "Japan")
        #expect(CountryNames.name(english: "Atlantis", in: .fr) == "Atlantis")
    }

    /// Every country the world directory names has a row, and every language a name for it.
    @Test func everyCountryOfTheDirectoryIsInTheTable() {
        let codes = WorldDirectory.shared.regions.countryNames.keys
        let missing = codes.filter { CLDRLanguageTable.rows["territory:" + $0] == nil }
        // GeoNames' former countries, which CLDR no longer names.
        #expect(Set(missing).isSubset(of: ["AN", "CS"]), "\(missing.sorted())")
        for code in codes where !missing.contains(code) {
            #expect(
                AppLanguage.allCases.allSatisfy { !CountryNames.name(code: code, english: "?", in: $0).isEmpty },
                "\(code)")
        }
    }
}
