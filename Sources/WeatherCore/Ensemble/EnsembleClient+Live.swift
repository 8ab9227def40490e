import FoundationEssentials
import ServiceEndpoints

extension ForecastSpread: OpenMeteoValue {
    public static let endpoint = ServiceEndpoint.ensemble
    public static var limits: HTTPLimits { .ensemble }

    /// Read in the units the request asked for; a spread in a unit it cannot read is `WeatherError.unexpectedUnit`.
    public static func decode(_ body: Data, for request: EnsembleRequest) throws -> ForecastSpread {
        do {
            return try ForecastSpread(openMeteoJSON: body, units: request.units)
        } catch let error as SpreadUnitError {
            throw WeatherError.unexpectedUnit(variable: error.variable, unit: error.unit)
        }
    }
}

extension HTTPLimits {
    /// The spread is extra, like air quality: a shorter total than the forecast's 15 s.
    public static let ensemble = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
