import Foundation
import Testing

@testable import WeatherCore

/// The many-places URL: coordinates in the order given at 4 decimals, a short variable list, the unit parameters,
/// and the cap on places per request.
@Suite struct ConditionsRequestTests {
    static let base = URL(string: "http://127.0.0.1:8080/prefix")!

    func query(_ request: ConditionsRequest) -> [String: String] {
        let items = URLComponents(url: request.url(base: Self.base), resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    @Test func coordinatesInOrderAtFourDecimals() {
        let request = ConditionsRequest(
            coordinates: [
                .init(latitude: 40.748417, longitude: -73.996705), .init(latitude: 45.5, longitude: -122.69),
                .init(latitude: 21.30694, longitude: -157.85833), .init(latitude: -0.00001, longitude: 0),
            ], units: .imperial)
        let url = request.url(base: Self.base)
        #expect(url.path == "/prefix/v1/forecast")
        let q = query(request)
        #expect(q["latitude"] == "40.7484,45.5,21.3069,0")
        #expect(q["longitude"] == "-73.9967,-122.69,-157.8583,0")
        #expect(q["current"] == "temperature_2m,weather_code,is_day")
        #expect(q["daily"] == "temperature_2m_max,temperature_2m_min")
        #expect(q["forecast_days"] == "1")
        #expect(q["timezone"] == "auto,auto,auto,auto")
        #expect(q["temperature_unit"] == "fahrenheit")
        #expect(q["wind_speed_unit"] == "mph" && q["precipitation_unit"] == "inch")
        #expect(q["hourly"] == nil)
        // Five variables: under the service's 10, so each place bills as one call.
        #expect(ConditionsRequest.currentVariables.count + ConditionsRequest.dailyVariables.count <= 10)
        #expect(
            query(ConditionsRequest(coordinates: request.coordinates, units: .metric))["temperature_unit"] == "celsius")
    }

    @Test func placesGoInTheirOwnCoordinates() {
        let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.7484, longitude: -73.9967)
        let request = ConditionsRequest(places: [place], units: .metric)
        #expect(request.coordinates == [.init(latitude: 40.7484, longitude: -73.9967)])
        #expect(query(request)["latitude"] == "40.7484")
    }

    @Test func atMostTwentyPlacesAndTheRecentListFitsInOne() {
        let many = (0..<25).map { ConditionsRequest.Coordinate(latitude: Double($0), longitude: -Double($0)) }
        let request = ConditionsRequest(coordinates: many, units: .imperial)
        #expect(request.coordinates == Array(many.prefix(20)))
        #expect(query(request)["latitude"]?.split(separator: ",").count == 20)
        #expect(query(request)["latitude"]?.hasSuffix(",19") == true)
        #expect(ConditionsRequest.maxPlaces >= RecentSearchList.capacity)
    }
}
