import FoundationEssentials
import ServiceEndpoints

/// Fetches a place's forecast spread (Open-Meteo's ensemble API, an ensemble-mean model).
public typealias EnsembleClient = OpenMeteoClient<EnsembleRequest>

extension EnsembleRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.ensemble
    /// The spread is extra, like air quality: a shorter total than the forecast's 15 s.
    public static let limits = HTTPLimits(connect: .seconds(5), total: .seconds(10))

    /// Read in the units asked for; a spread in a unit it cannot read is `WeatherError.unexpectedUnit`.
    public func answer(_ body: Data, now: Date) throws -> ForecastSpread {
        do {
            return try ForecastSpread(openMeteoJSON: body, units: units)
        } catch let error as SpreadUnitError {
            throw WeatherError.unexpectedUnit(variable: error.variable, unit: error.unit)
        }
    }
}
