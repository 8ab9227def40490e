import FoundationEssentials
import FuzzSupport

@testable import WeatherCore

/// Open-Meteo answers: the forecast, the many-places array (Home's conditions) and air quality. Each decoder
/// returns a value or an error, never crashes, and what it returns holds only finite numbers in range and
/// sanitised text (`checkDecoded`); the utc offset is within ±18 h.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    for units in [UnitSystem.metric, .imperial] {
        if let forecast = try? Forecast(openMeteoJSON: data, units: units) {
            checkDecoded(forecast)
            invariant(abs(forecast.utcOffsetSeconds) <= 18 * 3600, "utc offset \(forecast.utcOffsetSeconds)")
        }
    }
    // The array answer for as many places as it holds (a wrong count is refused whole), and for one.
    for places in [1, 2, 3] {
        guard let answers = try? Forecast.batch(openMeteoJSON: data, places: places, units: .metric) else { continue }
        invariant(answers.count == places, "\(answers.count) answers for \(places) places")
        for case .success(let forecast) in answers { checkDecoded(forecast) }
        if let conditions = try? LatestConditions.batch(
            openMeteoJSON: data, places: places, units: .metric, fetchedAt: Date(timeIntervalSince1970: 0))
        {
            for case .success(let latest) in conditions { checkDecoded(latest) }
        }
    }
    if let air = try? AirQuality(openMeteoJSON: data) {
        checkDecoded(air)
    }
    return 0
}
