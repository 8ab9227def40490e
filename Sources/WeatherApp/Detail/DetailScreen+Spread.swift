import WeatherCore

extension DetailScreen {
    /// The forecast's spread, fetched beside the forecast in its own effect: it never holds up or hides the forecast.
    public enum SpreadStatus: Equatable, Sendable {
        /// Not asked for (no service): nothing is shown.
        case off
        /// Asked for; the first answer has not come (nothing is shown meanwhile).
        case pending
        case loaded(SpreadSnapshot)
        /// Shown as one quiet line on the daily table's title.
        case unavailable(WeatherError)
    }
}

extension DetailScreen.State {
    /// The spread to draw: the loaded one, when it is in the units on screen (a unit switch asks for the other).
    var shownSpread: ForecastSpread? {
        guard case .loaded(let snapshot) = spread, snapshot.spread.units == units else { return nil }
        return snapshot.spread
    }

    /// "spread unavailable: HTTP 500" when the request failed and no cached answer stands in; nil otherwise.
    var spreadNote: String? {
        guard case .unavailable(let error) = spread else { return nil }
        return "spread unavailable: \(error.shortReason)"
    }
}
