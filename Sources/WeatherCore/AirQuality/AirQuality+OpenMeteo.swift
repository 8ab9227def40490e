import FoundationEssentials

extension AirQuality {
    /// Decodes an Open-Meteo `/v1/air-quality` body. Throws `DecodingError` only when the body is not JSON or its
    /// top-level shape is wrong; a missing `current` block or null values leave the fields nil.
    public init(openMeteoJSON data: Data) throws {
        let wire = try JSONDecoder().decode(AirQualityResponse.self, from: data)
        let numbers = wire.current?.numbers ?? [:]
        self.init(
            time: wire.current?.time.flatMap { LocalDateTime(iso: $0) },
            usAQI: numbers["us_aqi"],
            subIndices: Pollutants(
                pm25: numbers["us_aqi_pm2_5"], pm10: numbers["us_aqi_pm10"], ozone: numbers["us_aqi_ozone"],
                nitrogenDioxide: numbers["us_aqi_nitrogen_dioxide"]),
            concentrations: Pollutants(
                pm25: numbers["pm2_5"], pm10: numbers["pm10"], ozone: numbers["ozone"],
                nitrogenDioxide: numbers["nitrogen_dioxide"]))
    }
}

/// The body of `/v1/air-quality`: only its `current` block is read (shaped like the forecast's, so its decoder is
/// shared); units are fixed (USAQI, μg/m³) and the coordinates and zone are not needed.
struct AirQualityResponse: Decodable, Sendable {
    var current: PointBlock?

    private enum Keys: String, CodingKey { case current }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        current = try c.decodeIfPresent(PointBlock.self, forKey: .current)
    }
}
