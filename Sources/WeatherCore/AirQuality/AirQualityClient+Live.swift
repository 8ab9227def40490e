import FoundationEssentials
import ServiceEndpoints

extension AirQuality: OpenMeteoValue {
    public static let endpoint = ServiceEndpoint.airQuality
    public static var limits: HTTPLimits { .airQuality }

    public static func decode(_ body: Data, for request: AirQualityRequest) throws -> AirQuality {
        try AirQuality(openMeteoJSON: body)
    }
}

extension HTTPLimits {
    /// Air quality is extra, like alerts: a shorter total than the forecast's 15 s.
    public static let airQuality = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
