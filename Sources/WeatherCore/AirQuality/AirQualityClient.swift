import FoundationEssentials
import ServiceEndpoints

/// Fetches the air quality now at a coordinate (Open-Meteo's air-quality API).
public typealias AirQualityClient = OpenMeteoClient<AirQualityRequest>

extension AirQualityRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.airQuality
    /// Air quality is extra, like alerts: a shorter total than the forecast's 15 s.
    public static let limits = HTTPLimits(connect: .seconds(5), total: .seconds(10))

    public func answer(_ body: Data, now: Date) throws -> AirQuality { try AirQuality(openMeteoJSON: body) }
}
