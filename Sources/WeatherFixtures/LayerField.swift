import Foundation

/// The weather the fixture gives the Map's layer request (``isLayerQuery``): smooth over latitude and longitude, so
/// the interpolated colours look like weather rather than noise, and deterministic (no clock), so tests can rely on
/// the numbers. Warm in the south and cold in the north with gentle waves east–west, and a rain area centred west
/// of New York (about 1° from the city) that is heaviest in its middle. All values are metric (°C, mm).
struct LayerField: Sendable {
    let latitude: Double
    let longitude: Double

    /// The centre of the rain area and its radius in degrees.
    static let rainCenter = (latitude: 41.3, longitude: -74.9)
    static let rainRadius = 1.6

    /// The Map layer's variable set, current values only: the only query this field answers, so every other
    /// request (Home's rows, Detail's forecast) keeps the synthetic weather existing tests rely on.
    static func isLayerQuery(_ query: ForecastQuery) -> Bool {
        query.current == ["temperature_2m", "precipitation", "weather_code"] && query.hourly.isEmpty
            && query.daily.isEmpty && query.minutely15.isEmpty
    }

    var temperature: Double {
        31 - 0.6 * (latitude - 25) + 3 * sin((longitude + 100) / 9) + 1.5 * cos(latitude / 4 + longitude / 13)
    }

    var precipitation: Double {
        let dLat = latitude - Self.rainCenter.latitude
        let dLon = (longitude - Self.rainCenter.longitude) * cos(latitude * .pi / 180)
        let distance = (dLat * dLat + dLon * dLon).squareRoot() / Self.rainRadius
        guard distance < 1 else { return 0 }
        return ((5 * (1 - distance) * (1 - distance)) * 100).rounded() / 100
    }

    /// Rain where it falls (heavier in the middle), else partly cloudy.
    var weatherCode: Int { precipitation >= 2 ? 63 : precipitation > 0 ? 61 : 2 }

    /// `sample` with the field's temperature, precipitation and weather code.
    func apply(to sample: inout SyntheticWeather.Sample) {
        sample.temperature = (temperature * 10).rounded() / 10
        sample.precipitation = precipitation
        sample.weatherCode = weatherCode
    }
}
