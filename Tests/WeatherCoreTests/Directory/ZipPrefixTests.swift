import Testing

@testable import WeatherCore

@Suite struct ZipPrefixTests {
    let directory = ZipDirectory.shared

    @Test func sanFranciscoPrefixInOrder() {
        let places = directory.zips(withPrefix: "941")
        #expect(places.first?.zip == "94101")
        #expect(places.map(\.zip) == places.map(\.zip).sorted())
        #expect(places.allSatisfy { $0.zip.hasPrefix("941") })
        #expect(places.contains { $0.zip == "94103" })
        #expect(places.filter { $0.kind == .standard }.allSatisfy { $0.city == "San Francisco" })
    }

    @Test func limitAndSingleDigit() {
        #expect(directory.zips(withPrefix: "9", limit: 3).map(\.zip) == ["90001", "90002", "90003"])
        #expect(directory.zips(withPrefix: "10001").map(\.zip) == ["10001"])
    }

    @Test(arguments: ["", "9a", "123456", "000"])
    func prefixWithNoZips(prefix: String) {
        #expect(directory.zips(withPrefix: prefix).isEmpty)
    }
}
