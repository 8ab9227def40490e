/// Fetches the air quality now at a coordinate (Open-Meteo's air-quality API).
public typealias AirQualityClient = OpenMeteoClient<AirQualityRequest, AirQuality>
