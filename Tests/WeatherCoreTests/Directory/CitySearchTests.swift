import Testing

@testable import WeatherCore

@Suite struct CitySearchTests {
    let directory = ZipDirectory.shared

    @Test func springfieldListsEveryStateBiggestFirst() {
        let matches = directory.places(named: "springfield")
        let exact = matches.prefix { $0.name == "Springfield" }
        let states = exact.map(\.state)
        #expect(exact.allSatisfy { $0.place.state == $0.state })
        // Springfield, MI is only an accepted alternative name of its ZIPs.
        #expect(exact.allSatisfy { $0.isAlias == ($0.state == "MI") })
        #expect(
            exact.allSatisfy {
                $0.isAlias ? $0.place.alternateCities.contains("Springfield") : $0.place.city == "Springfield"
            })
        #expect(Set(states).count == states.count)
        #expect(Set(["IL", "MA", "MO", "OH", "OR", "VA", "VT"]).isSubset(of: Set(states)))
        #expect(states.count == 25)
        #expect(Array(states.prefix(2)) == ["IL", "MA"])  // 38 and 23 ZIP codes
        #expect(exact.map(\.zipCount) == exact.map(\.zipCount).sorted(by: >))
        // Then names that begin with it, such as Springfield Gardens, NY.
        #expect(matches.count > exact.count)
        #expect(matches[exact.count...].allSatisfy { $0.name.hasPrefix("Springfield ") })
    }

    @Test(arguments: ["Springfield, IL", "springfield il", "SPRINGFIELD, Illinois", "springfield illinois"])
    func stateNarrows(query: String) {
        let matches = directory.places(named: query)
        #expect(matches.count == 1)
        #expect(matches.first?.displayName == "Springfield, IL")
        #expect(matches.first?.place.zip == "62701")  // lowest standard ZIP
    }

    @Test(arguments: ["portland or", "Portland, OR", "portland, oregon", "  PORTLAND   OR "])
    func portlandOregon(query: String) {
        let first = directory.places(named: query).first
        #expect(first?.displayName == "Portland, OR")
        #expect(first?.place.zip == "97201")
        #expect(first?.zipCount == 66)
    }

    @Test func partialStateAfterComma() {
        let states = Set(directory.places(named: "Springfield, I").map(\.state))
        #expect(states == ["IL", "ID"])  // the Springfields in I… states
    }

    @Test(arguments: ["San José", "SAN JOSE", "san-jose", "Sán Jösé"])
    func caseAccentsAndPunctuationIgnored(query: String) {
        #expect(directory.places(named: query).first?.displayName == "San Jose, CA")
    }

    @Test(arguments: ["St. Louis", "st louis", "Saint Louis", "ST LOUIS MO"])
    func abbreviationsSpelledOut(query: String) {
        #expect(directory.places(named: query).first?.displayName == "St. Louis, MO")  // the Census spelling
    }

    @Test func spacingInsideNamesIgnored() {
        let first = directory.places(named: "McLean, VA").first
        #expect(first?.place.city == "McLean" && first?.state == "VA" && first?.isAlias == false)
    }

    @Test func aliasesFindTheirZipCodes() {
        let match = directory.places(named: "Charlotte Amalie").first
        #expect(match?.name == "Charlotte Amalie" && match?.isAlias == true)
        // 00802, the one standard ZIP, before the PO boxes 00801, 00803 and 00804.
        #expect(match?.place.city == "St Thomas" && match?.place.zip == "00802" && match?.zipCount == 4)
        #expect(directory.places(named: "29 Palms").first?.place.city == "Twentynine Palms")
    }

    @Test func prefixesWhileTyping() {
        let names = directory.places(named: "springf", limit: 5).map(\.displayName)
        #expect(names.first == "Springfield, IL")
        #expect(names.count == 5)
        #expect(directory.places(named: "st l", limit: 50).map(\.displayName).contains("St. Louis, MO"))
        #expect(directory.places(named: "new y", limit: 1).first?.displayName == "New York, NY")
    }

    @Test func exactNameBeatsBiggerPrefixMatch() {
        // "Portland" the exact name in every state comes before longer names such as "Portland Mills".
        let matches = directory.places(named: "portland")
        let firstLonger = matches.firstIndex { $0.name != "Portland" } ?? matches.count
        #expect(matches[..<firstLonger].count == 13)
        #expect(matches.first?.displayName == "Portland, OR")
    }

    @Test func stateWordThatIsAlsoPartOfAName() {
        // "ma" is Massachusetts, but "san ma" is someone typing San Mateo or San Marcos.
        let names = directory.places(named: "san ma", limit: 5).map(\.name)
        #expect(names.allSatisfy { $0.hasPrefix("San Ma") })
    }

    @Test(arguments: ["xyzzy", "", "   ", "Springfield, ZZ"])
    func nothingMatches(query: String) {
        #expect(directory.places(named: query).isEmpty)
    }

    @Test func swiftKeysMatchTheGeneratorsKeys() {
        // The index keys were made by scripts/generate_resources.py; queries are keyed by CityKey. They must agree.
        let cities = directory.cities
        for line in stride(from: 0, to: cities.count, by: 7) {
            guard let match = directory.match(cityLine: line) else {
                Issue.record("line \(line)")
                continue
            }
            // A name that only finds a town ("nyc") is shown as the town ("New York").
            let key = cities.store.string(cities.firstField(line))
            let onlyFinds = !match.isAlias && cities.fields(line)[3].isEmpty
            #expect(CityKey.key(match.name) == key || (onlyFinds && match.name == match.place.city))
        }
    }
}

/// Keys made without Foundation agree with the generator's Python `city_key` (NFKD, combining marks dropped),
/// whose results for these names are written here as Python printed them.
struct CityKeyFoldingTests {
    @Test(arguments: [
        ("Cañon City", "canoncity"), ("Española", "espanola"), ("Doña Ana", "donaana"), ("St. Mary's", "saintmarys"),
        ("Ｐortland", "portland"), ("Ærø Town", "aerotown"), ("Łódź", "lodz"), ("Mc Lean", "mclean"),
        ("São Tomé", "saotome"), ("Straße", "strasse"), ("Đakovo", "dakovo"), ("Þórshöfn", "thorshofn"),
        ("Ilıca", "ilica"), ("Œuf", "oeuf"), ("ẞtadt", "sstadt"), ("Ħamrun", "hamrun"), ("Hørsholm", "horsholm"),
        ("Ærøskøbing", "aeroskobing"),
    ])
    func keysMatchThePythonGenerator(name: String, key: String) {
        #expect(CityKey.key(name) == key)
    }

    @Test func searchWordsDropAccentsAndSpellOutAbbreviations() {
        #expect("Cañon City, CO".searchWords == ["canon", "city", "co"])
        #expect("St. Louis".searchWords == ["saint", "louis"])
    }
}
