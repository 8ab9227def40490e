import Testing

@testable import WeatherCore

/// Names as people write them (scripts/place_names.py makes the index; these check the embedded one): other names
/// of a town lead to its general ZIP, abbreviations are never shown as places, towns are spelled as the Census
/// spells them, and special ZIPs come after general ones.
@Suite struct PlaceNamesTests {
    let directory = ZipDirectory.shared

    @Test(arguments: ["NYC", "nyc", "New York", "Manhattan", "new york city", "NYC, NY", "Manhattan NY"])
    func newYorkByEveryNameOpensItsGeneralZip(query: String) {
        let first = directory.places(named: query).first
        #expect(first?.displayName == "New York, NY")
        #expect(first?.place.zip == "10001")
        #expect(first?.isAlias == false)
        #expect(directory.search(query).suggestions.first?.place.zip == "10001")
    }

    @Test func manhattanKansasIsStillThere() {
        let matches = directory.places(named: "Manhattan")
        #expect(matches.map(\.displayName).contains("Manhattan, KS"))
        #expect(matches.filter { $0.state == "NY" }.count == 1)
    }

    @Test(arguments: ["Colo Spgs", "colorado spgs", "Co Spgs", "Colorado Springs"])
    func abbreviationsFindTheTownAndShowItsName(query: String) {
        let first = directory.places(named: query).first
        #expect(first?.displayName == "Colorado Springs, CO")
        #expect(first?.isAlias == false)
    }

    @Test func whileTypingATownFoundUnderSeveralNamesIsListedOnce() {
        let names = directory.places(named: "colo", limit: 20).map(\.displayName)
        #expect(names.filter { $0 == "Colorado Springs, CO" }.count == 1)
        #expect(!names.contains { $0.contains("Spgs") })
    }

    @Test func noPlaceIsShownByAnAbbreviationOfItsTown() {
        // Every line of the index is shown as its town's name or as a name its ZIPs list as their own, and never by
        // the abbreviations (of the town, or of another of its names) that only find it.
        let abbreviations: Set = ["Colo Spgs", "Colorado Spgs", "Co Spgs", "Nyc", "Ny City", "Charlotte Ama", "Apo"]
        let cities = directory.cities
        var wrong: [String] = []
        for line in 0..<cities.count {
            guard let match = directory.match(cityLine: line) else {
                wrong.append("line \(line)")
                continue
            }
            let listed =
                match.isAlias ? match.place.alternateCities.contains(match.name) : match.name == match.place.city
            if !listed || abbreviations.contains(match.name) { wrong.append(match.displayName) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(directory.place(zip: "80903")?.alternateCities.contains("Colo Spgs") == false)
    }

    @Test func townsAreSpelledAsTheCensusSpellsThem() {
        #expect(directory.place(zip: "32720")?.city == "DeLand")
        #expect(directory.places(named: "Deland").first?.displayName == "DeLand, FL")
        #expect(directory.places(named: "deland fl").first?.place.zip == "32720")
        #expect(directory.place(zip: "22101")?.city == "McLean")
        #expect(directory.places(named: "Mc Lean, VA").first?.displayName == "McLean, VA")
    }

    @Test func militaryPostOfficesAreWrittenAsUSPSWritesThem() {
        #expect(directory.place(zip: "09001")?.city == "APO")
        #expect(directory.place(zip: "96510")?.city == "FPO")
    }

    @Test func aTownOpensOnItsGeneralZipNotAnOrganisationsOrABuildingsOne() {
        // Holtsville's lowest ZIPs are the IRS's own (unique); 10048 (World Trade Center) is no longer in use.
        #expect(directory.places(named: "Holtsville, NY").first?.place.zip == "11742")
        #expect(directory.place(zip: "00501")?.kind == .unique)
        #expect(directory.places(named: "New York, NY").first?.place.zip == "10001")
    }

    @Test func placesWithOnlySpecialZipsComeAfterTownsWithGeneralOnes() throws {
        // Commerce, CA has 5 ZIPs, all of them one organisation's; Commerce, GA has 3 general ones.
        let commerce = directory.places(named: "Commerce")
        #expect(commerce.first?.displayName == "Commerce, GA")
        let california = commerce.firstIndex { $0.state == "CA" }
        #expect(california != nil && commerce[california!].place.kind == .unique)
        #expect(commerce.prefix(california ?? 0).allSatisfy { $0.place.kind == .standard })
        // While typing, the military APO (307 ZIPs) comes after Apopka, FL and every other town beginning "ap";
        // typed in full, "apo" is its exact name and comes first.
        let typing = directory.places(named: "ap", limit: 200)
        let firstSpecial = try #require(typing.firstIndex { $0.place.kind != .standard })
        #expect(typing[..<firstSpecial].contains { $0.displayName == "Apopka, FL" })
        #expect(typing[firstSpecial...].allSatisfy { $0.place.kind != .standard })
        #expect(typing[firstSpecial...].contains { $0.displayName == "APO, AE" })
        #expect(directory.places(named: "apo").first?.displayName == "APO, AE")
    }
}
