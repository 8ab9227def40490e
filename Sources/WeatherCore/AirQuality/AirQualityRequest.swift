import FoundationEssentials

/// What one air-quality request asks for: the US AQI, its four sub-indices and the four concentrations now, at a
/// coordinate, in the place's time zone.
public struct AirQualityRequest: Hashable, Sendable {
    /// The coordinate and the place's IANA zone (empty when unknown: ``TimeZoneParameter``), as Home's rows ask them.
    public var place: ConditionsRequest.Coordinate

    public init(latitude: Double, longitude: Double, timeZone: String = "") {
        place = ConditionsRequest.Coordinate(latitude: latitude, longitude: longitude, timeZone: timeZone)
    }

    public init(place: Place) {
        self.init(latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone)
    }

    static let currentVariables = [
        "us_aqi", "us_aqi_pm2_5", "us_aqi_pm10", "us_aqi_ozone", "us_aqi_nitrogen_dioxide", "pm2_5", "pm10", "ozone",
        "nitrogen_dioxide",
    ]

    /// `<base>/v1/air-quality?latitude=…&longitude=…&current=…&timezone=<the place's zone>`.
    public func url(base: URL) -> URL {
        url(
            base: base,
            query: Self.place(latitude: place.latitude, longitude: place.longitude) + [
                URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "timezone", value: TimeZoneParameter.value(for: place.timeZone)),
            ])
    }
}
