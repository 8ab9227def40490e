/// What Open-Meteo counts one request as, under its free terms (10,000 calls a day, 5,000 an hour, 600 a minute):
/// per location and per date range `max(1, V/10 × max(1, days/14))`, where V counts every `hourly`, `daily`,
/// `current` and `minutely_15` variable asked, times the ensemble members of the model asked. The pricing FAQ's
/// example: two weeks of 15 variables weigh 1.5 calls (shared/reference/open-meteo.md, "Call weights"). Each request
/// type states its own weight with this rule (`ForecastRequest.weight`, …); nothing reads it back from a URL.
public enum OpenMeteoCallWeight {
    /// The calls a request of `variables` variables over `days` days costs, for each of `locations` places.
    public static func of(locations: Int = 1, variables: Int, days: Int, members: Int = 1) -> Double {
        Double(max(1, locations)) * max(1, Double(variables * members) / 10 * max(1, Double(days) / 14))
    }
}

extension ForecastRequest {
    /// Every current, hourly, daily and 15-minute variable over the days asked: 3.2 calls for 7 days.
    public var weight: Double {
        let variables =
            Self.currentVariables.count + Self.hourlyVariables.count + Self.dailyVariables.count
            + Self.minutely15Variables.count
        return OpenMeteoCallWeight.of(variables: variables, days: days.count)
    }
}

extension ConditionsRequest {
    /// Each place asked counts as one location: Home's 20 places weigh 20.
    public var weight: Double {
        let variables =
            switch self.variables {
            case .rows: Self.currentVariables.count + Self.dailyVariables.count
            case .layer: Self.layerVariables.count
            case .radarForecast: 1
            }
        return OpenMeteoCallWeight.of(locations: coordinates.count, variables: variables, days: 1)
    }
}

extension AirQualityRequest {
    /// Its current values over the service's default 5 days: 1 call.
    public var weight: Double { OpenMeteoCallWeight.of(variables: Self.currentVariables.count, days: 5) }
}

extension GeocodingRequest {
    /// A search is one call.
    public var weight: Double { 1 }
}
