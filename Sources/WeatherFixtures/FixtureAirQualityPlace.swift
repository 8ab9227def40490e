import Foundation

/// Places whose air the fixture server fixes, one in each EPA category and two with missing values, so tests and
/// `make demo` can show each; any other point gets a steady Good or Moderate reading from its coordinates.
public struct FixtureAirQualityPlace: Sendable {
    public enum Shape: Sendable {
        /// Every value sent; the index is the largest sub-index.
        case complete
        /// The index and the concentrations, but null sub-indices (as the real Washington answer has none).
        case noSubIndices
        /// Every value null.
        case allNull
    }

    public let zip: String
    public let name: String
    public let latitude: Double
    public let longitude: Double
    /// The US AQI sub-indices of PM2.5, PM10, ozone and NO2.
    let subIndices: [Double]
    let shape: Shape
    /// What Detail draws for it ("AQI 42 Good · PM2.5"), for the help and the tests.
    public let shows: String

    /// The pollutants in the order of ``subIndices``, as the service names them.
    static let pollutants = ["pm2_5", "pm10", "ozone", "nitrogen_dioxide"]

    /// The place a point gets, if any (within the alerts table's distance).
    static func near(latitude: Double, longitude: Double) -> FixtureAirQualityPlace? {
        all.first {
            FixtureAlertPlace.distanceKm(latitude, longitude, $0.latitude, $0.longitude)
                <= FixtureAlertPlace.matchKilometres
        }
    }

    /// Every variable's value at a point (metric, as the service sends them); a missing key is sent as null.
    static func sample(latitude: Double, longitude: Double) -> [String: Double] {
        let place = near(latitude: latitude, longitude: longitude)
        if place?.shape == .allNull { return [:] }
        let synthetic = SyntheticWeather(latitude: latitude, longitude: longitude)
        // Elsewhere: fine particles 10–60, the rest lower, so the index is Good or Moderate and PM2.5 mostly drives it.
        let indices =
            place?.subIndices
            ?? Swift.zip([50.0, 35, 45, 30], [10.0, 5, 10, 2]).enumerated().map { i, range in
                (range.1 + synthetic.unit(i, salt: 40) * range.0).rounded()
            }
        var values: [String: Double] = [
            "us_aqi": indices.max() ?? 0, "european_aqi": ((indices.max() ?? 0) * 0.7).rounded(), "uv_index": 0,
            "sulphur_dioxide": 1.8, "carbon_monoxide": 152, "us_aqi_sulphur_dioxide": 1, "us_aqi_carbon_monoxide": 2,
        ]
        for (name, index) in Swift.zip(Self.pollutants, indices) {
            values[name] = concentration(ofIndex: index, breakpoints: breakpoints[name]!)
            if place?.shape != .noSubIndices { values["us_aqi_" + name] = index }
        }
        return values
    }

    /// EPA breakpoints, index → concentration in μg/m³ (ozone and NO2 converted from ppb at 25 °C).
    static let breakpoints: [String: [(index: Double, concentration: Double)]] = [
        "pm2_5": [(0, 0), (50, 9), (100, 35.4), (150, 55.4), (200, 125.4), (300, 225.4), (500, 325.4)],
        "pm10": [(0, 0), (50, 54), (100, 154), (150, 254), (200, 354), (300, 424), (500, 604)],
        "ozone": [(0, 0), (50, 106), (100, 137), (150, 167), (200, 206), (300, 392), (500, 784)],
        "nitrogen_dioxide": [(0, 0), (50, 100), (100, 188), (150, 677), (200, 1220), (300, 2349), (500, 3852)],
    ]

    /// The concentration an index stands for, read off the breakpoints in straight lines, to one decimal.
    static func concentration(ofIndex index: Double, breakpoints: [(index: Double, concentration: Double)]) -> Double {
        let upper = breakpoints.firstIndex { $0.index >= index } ?? breakpoints.count - 1
        let (high, low) = (breakpoints[upper], breakpoints[max(0, upper - 1)])
        let fraction = high.index > low.index ? (index - low.index) / (high.index - low.index) : 0
        return ((low.concentration + fraction * (high.concentration - low.concentration)) * 10).rounded() / 10
    }
}

extension FixtureAirQualityPlace {
    public static let all: [FixtureAirQualityPlace] = [
        FixtureAirQualityPlace(
            zip: "10001", name: "New York, NY", latitude: 40.7484, longitude: -73.9967, subIndices: [42, 18, 35, 28],
            shape: .complete, shows: "AQI 42 Good · PM2.5"),
        FixtureAirQualityPlace(
            zip: "85004", name: "Phoenix, AZ", latitude: 33.4557, longitude: -112.0686, subIndices: [55, 61, 87, 30],
            shape: .complete, shows: "AQI 87 Moderate · O3"),
        FixtureAirQualityPlace(
            zip: "90012", name: "Los Angeles, CA", latitude: 34.0614, longitude: -118.2385,
            subIndices: [88, 40, 132, 51], shape: .complete, shows: "AQI 132 Unhealthy for Sensitive Groups · O3"),
        FixtureAirQualityPlace(
            zip: "93721", name: "Fresno, CA", latitude: 36.7377, longitude: -119.7843, subIndices: [168, 72, 120, 22],
            shape: .complete, shows: "AQI 168 Unhealthy · PM2.5"),
        FixtureAirQualityPlace(
            zip: "59801", name: "Missoula, MT", latitude: 46.8563, longitude: -114.0252,
            subIndices: [236, 160, 48, 9], shape: .complete, shows: "AQI 236 Very Unhealthy · PM2.5"),
        FixtureAirQualityPlace(
            zip: "99701", name: "Fairbanks, AK", latitude: 64.8378, longitude: -147.7164,
            subIndices: [348, 201, 30, 12], shape: .complete, shows: "AQI 348 Hazardous · PM2.5"),
        FixtureAirQualityPlace(
            zip: "96813", name: "Honolulu, HI", latitude: 21.3179, longitude: -157.8521, subIndices: [18, 12, 16, 5],
            shape: .noSubIndices, shows: "AQI 18 Good"),
        FixtureAirQualityPlace(
            zip: "99501", name: "Anchorage, AK", latitude: 61.2225, longitude: -149.8677, subIndices: [],
            shape: .allNull, shows: "AQI —"),
    ]
}
