import Testing

@testable import WeatherCore

/// A directory over hand-written data in the resource formats, and the errors for data that is not.
@Suite struct ZipDirectoryDataTests {
    static let zips = """
        # test data
        #timezones\tAmerica/Chicago\tAmerica/New_York
        10001\tS\tNew York\tNY\tNew York County\t2\t40.7484\t-73.9967\t
        62701\tS\tSpringfield\tIL\tSangamon County\t1\t39.8017\t-89.6436\tCapital City|Springfield Center
        62702\tP\tSpringfield\tIL\tSangamon County\t1\t39.8000\t-89.6500\t

        """
    static let cities = """
        capitalcity\tIL\t1\t\t1
        newyork\tNY\t1\t0\t
        springfield\tIL\t2\t1,2\t
        springfieldcenter\tIL\t1\t\t1

        """

    @Test func readsHandWrittenData() throws {
        let directory = try ZipDirectory(zipsTSV: Self.zips, citiesTSV: Self.cities)
        #expect(directory.count == 3)
        let place = try directory.lookup(zip: "62701")
        #expect(place.timeZone == "America/Chicago" && place.alternateCities == ["Capital City", "Springfield Center"])
        #expect(try directory.lookup(zip: "62702").kind == .poBox)
        #expect(directory.places(named: "capital city").map(\.displayName) == ["Capital City, IL"])
        #expect(directory.places(named: "spring").map(\.displayName) == ["Springfield, IL", "Springfield Center, IL"])
        #expect(directory.nearest(latitude: 40, longitude: -90, limit: 1).first?.place.zip == "62702")
    }

    @Test func lastLineWithoutNewline() throws {
        let directory = try ZipDirectory(
            zipsTSV: String(Self.zips.dropLast()), citiesTSV: String(Self.cities.dropLast()))
        #expect(directory.place(zip: "62702")?.city == "Springfield")
        #expect(directory.zips(withPrefix: "627").map(\.zip) == ["62701", "62702"])
        #expect(directory.places(named: "springfield center").first?.place.zip == "62701")
        #expect(directory.numericallyNearest(to: "99999", limit: 2).map(\.zip) == ["62702", "62701"])
    }

    @Test(arguments: [
        ("", ""),
        ("10001\tS\tNew York\n", ""),
        ("1001\tS\tNew York\tNY\tNew York County\t2\t40.7484\t-73.9967\t\n", ""),
        (zips, "springfield\tIL\n"),
    ])
    func rejectsMalformedData(zips: String, cities: String) {
        #expect(throws: ZipDirectoryLoadError.self) { try ZipDirectory(zipsTSV: zips, citiesTSV: cities) }
    }
}
