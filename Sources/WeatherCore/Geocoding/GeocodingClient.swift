/// Finds places by name online (Open-Meteo's geocoding API, GeoNames' places), for names the offline directory
/// does not know. A struct of closures like ``WeatherClient``; every failure is a ``WeatherError``, and an answer
/// with no places is an empty list, not an error.
public struct GeocodingClient: Sendable {
    /// The places named `name`, in the service's order (best first).
    public var search: @Sendable (String) async throws(WeatherError) -> [Place]

    public init(search: @escaping @Sendable (String) async throws(WeatherError) -> [Place]) {
        self.search = search
    }

    /// Answers every name with `places`.
    public static func mock(_ places: [Place]) -> GeocodingClient {
        GeocodingClient { _ in places }
    }

    /// Answers every name by throwing `error`.
    public static func mock(error: WeatherError) -> GeocodingClient {
        GeocodingClient { _ throws(WeatherError) in throw error }
    }
}
