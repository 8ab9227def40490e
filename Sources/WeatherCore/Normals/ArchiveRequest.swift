import FoundationEssentials

/// The one archive request behind a place's normals: ERA5's daily highs and lows for 1991–2020, in the place's own
/// time zone so each day is the place's day.
public struct ArchiveRequest: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    /// An IANA zone, or "auto" (the service picks the coordinate's).
    public var timeZone: String

    public init(latitude: Double, longitude: Double, timeZone: String) {
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = TimeZoneParameter.value(for: timeZone)
    }

    public init(place: Place) {
        self.init(latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone)
    }

    public static let startDate = "1991-01-01"
    public static let endDate = "2020-12-31"
    static let dailyVariables = ["temperature_2m_max", "temperature_2m_min"]

    /// `<base>/v1/archive?latitude=…&longitude=…&start_date=1991-01-01&end_date=2020-12-31&daily=…&models=era5&timezone=…`.
    public func url(base: URL) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += "/v1/archive"
        components.queryItems = [
            URLQueryItem(name: "latitude", value: ForecastRequest.coordinate(latitude)),
            URLQueryItem(name: "longitude", value: ForecastRequest.coordinate(longitude)),
            URLQueryItem(name: "start_date", value: Self.startDate),
            URLQueryItem(name: "end_date", value: Self.endDate),
            URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
            URLQueryItem(name: "models", value: "era5"),
            URLQueryItem(name: "timezone", value: timeZone),
        ]
        return components.url!
    }
}
