import Testing

@testable import WeatherCore

/// The EPA's categories at every band edge, the index rounded as it is reported, and the pollutant driving it.
@Suite struct AirQualityIndexTests {
    @Test(arguments: [
        (0.0, AQICategory.good), (50, .good), (51, .moderate), (100, .moderate), (101, .unhealthyForSensitiveGroups),
        (150, .unhealthyForSensitiveGroups), (151, .unhealthy), (200, .unhealthy), (201, .veryUnhealthy),
        (300, .veryUnhealthy), (301, .hazardous), (500, .hazardous), (999, .hazardous),
    ])
    func bandsAtEveryBoundary(index: Double, category: AQICategory) {
        #expect(AQICategory(aqi: index) == category)
    }

    @Test func aFractionalIndexIsRoundedFirst() {
        #expect(AQICategory(aqi: 50.4) == .good)
        #expect(AQICategory(aqi: 50.5) == .moderate)
        #expect(AQICategory(aqi: 100.49) == .moderate)
        #expect(AQICategory(aqi: 300.5) == .hazardous)
        #expect(AirQuality(usAQI: 150.5).indexText == "AQI 151 Unhealthy")
        #expect(AQICategory(aqi: -3) == .good)
        #expect(AQICategory.wholeIndex(.nan) == 0)
    }

    @Test func theNamesAreTheEPAs() {
        #expect(
            AQICategory.allCases.map(\.name) == [
                "Good", "Moderate", "Unhealthy for Sensitive Groups", "Unhealthy", "Very Unhealthy", "Hazardous",
            ])
        #expect(AQICategory.allCases == AQICategory.allCases.sorted())
    }

    @Test func theDominantPollutantHasTheLargestSubIndex() {
        let pollutants: [(Pollutants, Pollutant?)] = [
            (Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28), .pm25),
            (Pollutants(pm25: 20, pm10: 61, ozone: 60, nitrogenDioxide: 5), .pm10),
            (Pollutants(pm25: 20, pm10: 10, ozone: 87, nitrogenDioxide: 30), .ozone),
            (Pollutants(pm25: 20, pm10: 10, ozone: 30, nitrogenDioxide: 120), .nitrogenDioxide),
            (Pollutants(ozone: 12), .ozone),  // the others unknown
            (Pollutants(), nil),
        ]
        for (subIndices, dominant) in pollutants {
            #expect(AirQuality(usAQI: 1, subIndices: subIndices).dominantPollutant == dominant, "\(subIndices)")
        }
    }

    @Test func aTieGoesToTheFirstInPM25PM10OzoneNO2Order() {
        #expect(AirQuality(subIndices: Pollutants(pm25: 50, ozone: 50)).dominantPollutant == .pm25)
        #expect(AirQuality(subIndices: Pollutants(pm10: 50, ozone: 50, nitrogenDioxide: 50)).dominantPollutant == .pm10)
        #expect(AirQuality(subIndices: Pollutants(ozone: 77, nitrogenDioxide: 77)).dominantPollutant == .ozone)
    }

    @Test func theSummaryWordsTheCategoryAndNamesThePollutant() {
        let air = AirQuality(usAQI: 42.4, subIndices: Pollutants(pm25: 42, ozone: 35))
        #expect(air.indexText == "AQI 42 Good")
        #expect(air.summary == "AQI 42 Good · PM2.5")
        #expect(AirQuality(usAQI: 87).summary == "AQI 87 Moderate")
        #expect(AirQuality(subIndices: Pollutants(pm25: 42)).summary == nil)  // no index, nothing to say
        #expect(Pollutant.allCases.map(\.name) == ["PM2.5", "PM10", "O3", "NO2"])
    }
}
