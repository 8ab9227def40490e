import Testing

@testable import WeatherCore

@Suite struct DirectorySearchTests {
    let directory = ZipDirectory.shared

    @Test func emptyQuery() {
        #expect(directory.search("  ") == DirectorySearch(mode: .empty))
    }

    @Test func digitsAreAZipPrefix() {
        let result = directory.search("941", limit: 4)
        #expect(result.mode == .zipPrefix && result.problem == nil && result.exact == nil)
        #expect(result.suggestions.map(\.place.zip) == ["94101", "94102", "94103", "94104"])
        #expect(result.suggestions.first?.displayName == "San Francisco, CA")
    }

    @Test(arguments: ["10001", " 10001", "10001-", "10001-12", "10001 1234"])
    func completeZip(query: String) {
        let result = directory.search(query)
        #expect(result.mode == .zip && result.exact?.zip == "10001" && result.problem == nil)
        #expect(result.suggestions.map(\.place.zip) == ["10001"])
    }

    @Test func unknownZipSuggestsNearest() {
        let result = directory.search("00000")
        #expect(result.mode == .zip && result.exact == nil)
        #expect(result.suggestions.map(\.place.zip) == ["00501", "00544", "00601", "00602", "00603"])
        #expect(result.problem == .notFound(zip: "00000", nearest: result.suggestions.map(\.place)))
    }

    @Test(arguments: ["1000a", "123456", "10001-12345", "10001 abc"])
    func malformedZip(query: String) {
        let result = directory.search(query)
        #expect(result.problem == .malformed(query) && result.suggestions.isEmpty)
    }

    @Test func noZipsWithPrefix() {
        #expect(directory.search("000").problem == .noMatch("000"))
    }

    @Test func placeNamesAreCapped() {
        let result = directory.search("springfield", limit: 6)
        #expect(result.mode == .city && result.problem == nil && result.exact == nil)
        #expect(result.suggestions.count == 6)
        #expect(result.suggestions.first?.displayName == "Springfield, IL")
    }

    @Test func placeNameStartingWithDigits() {
        #expect(directory.search("29 palms").suggestions.first?.place.city == "Twentynine Palms")
    }

    @Test func unknownPlace() {
        let result = directory.search("Xyzzy, NY")
        #expect(result.mode == .city && result.suggestions.isEmpty && result.problem == .noMatch("Xyzzy, NY"))
        #expect(result.problem?.message == "No place matches “Xyzzy, NY”.")
    }
}
