import Testing

@testable import WeatherCore

/// MeteoAlarm's EMMA_ID table (Resources/meteoalarm-areas.tsv) and which of its areas are a place's own: the
/// table's name whole, folded, against the place's names (the world directory's alternates too), else its region's.
@Suite struct MeteoAlarmAreasTests {
    static let areas = MeteoAlarmAreas.shared

    static func place(_ city: String, country: String, region: String = "", geonameID: Int? = nil) -> Place {
        Place(
            zip: "", city: city, state: "", latitude: 0, longitude: 0, country: country, geonameID: geonameID,
            region: region)
    }

    static let warsaw = place("Warsaw", country: "PL", region: "Masovia", geonameID: 756_135)

    @Test func theTableHasPolandsCountiesByCode() {
        #expect(Self.areas.areas["PL1465"] == .init(country: "PL", name: "Warszawa"))
        #expect(Self.areas.areas["PL1432"] == .init(country: "PL", name: "warszawski zachodni"))
        #expect(Self.areas.areas["PL2477"] == .init(country: "PL", name: "Tychy"))
        // Ireland's codes are EI…, its country IE.
        #expect(Self.areas.areas["EI805"]?.country == "IE")
    }

    /// Warsaw's county is "Warszawa", one of Warsaw's alternate names in the world directory; "Warsaw" and
    /// "Masovia" name no area. The next county, "warszawski zachodni", is never Warsaw's.
    @Test func warsawIsWarszawaByItsAlternateNameAndNeverTheNextCounty() {
        #expect(Self.areas.regionCodes(of: Self.warsaw, directory: .shared) == ["PL1465"])
        // Without the directory's alternates nothing names Warsaw's county.
        #expect(Self.areas.regionCodes(of: Self.warsaw, directory: nil).isEmpty)
        let isOwn = Self.areas.ownArea(of: Self.warsaw, directory: .shared)
        let county = { (code: String, text: String) in
            CAPArea(areaDesc: text, polygons: [], geocodes: ["EMMA_ID": code])
        }
        #expect(isOwn(county("PL1465", "Mazowieckie Province Warszawa County")))
        #expect(!isOwn(county("PL1432", "Mazowieckie Province Warszawski Zachodni County")))
        // A known code decides, whatever the text says.
        #expect(!isOwn(county("PL1432", "Warsaw")))
    }

    @Test func aTownNamedAsItsCountyAndOneWhoseRegionIsTheArea() {
        #expect(Self.areas.regionCodes(of: Self.place("Tychy", country: "PL"), directory: nil) == ["PL2477"])
        // No Dutch area is named Assen: its province's is.
        let assen = Self.place("Assen", country: "NL", region: "Drenthe")
        #expect(Self.areas.regionCodes(of: assen, directory: nil) == ["NL018"])
        // Another country's area of the same name is not the place's.
        #expect(Self.areas.regionCodes(of: Self.place("Drenthe", country: "BE"), directory: nil).isEmpty)
    }

    /// A country the table does not have (the United Kingdom): the area's own text, whole, as before.
    @Test func anAreaTheTableLacksIsMatchedByItsText() {
        let london = Self.place("London", country: "GB", region: "England")
        let isOwn = Self.areas.ownArea(of: london, directory: nil)
        #expect(isOwn(CAPArea(areaDesc: "London", polygons: [], geocodes: ["EMMA_ID": "UK999"])))
        #expect(!isOwn(CAPArea(areaDesc: "London & South East England", polygons: [], geocodes: [:])))
    }
}
