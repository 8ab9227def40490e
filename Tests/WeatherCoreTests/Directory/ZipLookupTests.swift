import Testing

@testable import WeatherCore

@Suite struct ZipLookupTests {
    let directory = ZipDirectory.shared

    @Test func holdsEveryZipCode() {
        #expect(directory.count == 42_789)
    }

    @Test func binarySearchOverBytesFindsEveryZip() {
        let zips = directory.zips
        for row in Array(stride(from: 0, to: zips.count, by: 11)) + [0, 1, zips.count - 2, zips.count - 1] {
            let expected = directory.place(row: row)
            #expect(directory.place(zip: expected.zip) == expected)
        }
        #expect(directory.place(zip: "00000") == nil && directory.place(zip: "99999") == nil)
        #expect(directory.place(zip: "1000") == nil && directory.place(zip: "100010") == nil)
    }

    @Test func newYork() throws {
        let place = try directory.lookup(zip: "10001")
        #expect(
            place
                == Place(
                    zip: "10001", kind: .standard, city: "New York", state: "NY", county: "New York County",
                    timeZone: "America/New_York", latitude: 40.7484, longitude: -73.9967))
        #expect(place.displayName == "New York, NY")
    }

    @Test(arguments: [
        ("94103", "San Francisco", "CA", "America/Los_Angeles"),
        ("00601", "Adjuntas", "PR", "America/Puerto_Rico"),
        ("99501", "Anchorage", "AK", "America/Anchorage"),
        ("96813", "Honolulu", "HI", "Pacific/Honolulu"),
    ])
    func oddAndOrdinaryZips(zip: String, city: String, state: String, timeZone: String) throws {
        let place = try directory.lookup(zip: zip)
        #expect(place.zip == zip && place.city == city && place.state == state && place.timeZone == timeZone)
        #expect(place.kind == .standard && place.hasCoordinates)
    }

    @Test func militaryZipHasNoCoordinates() throws {
        let place = try directory.lookup(zip: "09001")
        #expect(place.kind == .military && place.city == "APO" && place.state == "AE")
        #expect(!place.hasCoordinates && place.timeZone.isEmpty)
    }

    @Test func poBoxAndUniqueZips() throws {
        let poBox = try directory.lookup(zip: "06390")
        #expect(poBox.kind == .poBox && poBox.city == "Fishers Island" && poBox.alternateCities == ["Fishers Isle"])
        #expect(try directory.lookup(zip: "00501").kind == .unique)
    }

    @Test(arguments: [" 10001 ", "10001-1234", "10001 1234", "100011234", "\t10001\n", "10001 - 1234"])
    func acceptsZipPlusFourAndSpaces(input: String) throws {
        #expect(try directory.lookup(zip: input).zip == "10001")
    }

    @Test(arguments: ["1000a", "abcde", "1000", "123456", "10001-123", "10001-12345", "10001--1234", "", "10001x1234"])
    func malformedInputIsOneError(input: String) {
        #expect(throws: ZipLookupError.malformed(ZipLookupError.sanitised(input))) {
            try directory.lookup(zip: input)
        }
    }

    @Test func unknownZipOffersNumericallyNearest() throws {
        let error = try #require(throws: ZipLookupError.self) { try directory.lookup(zip: "00000") }
        guard case .notFound(let zip, let nearest) = error else {
            Issue.record("wrong error \(error)")
            return
        }
        #expect(zip == "00000")
        #expect(nearest.map(\.zip) == ["00501", "00544", "00601", "00602", "00603"])
        #expect(
            error.message
                == "There is no ZIP code 00000. Nearest: 00501 (Holtsville, NY), 00544 (Holtsville, NY), 00601 (Adjuntas, PR)."
        )
    }

    @Test func nearestOnBothSidesOfAGap() {
        #expect(directory.numericallyNearest(to: "10000", limit: 2).map(\.zip) == ["10001", "10002"])
        #expect(directory.numericallyNearest(to: "99999", limit: 1).first?.zip == "99950")
    }

    @Test func malformedMessageIsSanitised() {
        let error = ZipLookupError.malformed(ZipLookupError.sanitised("12\u{1B}[31m3"))
        #expect(error.message == "“12[31m3” is not a ZIP code: a ZIP code is 5 digits, like 10001 or 10001-1234.")
    }
}
