import WeatherCore

extension DetailScreen {
    /// The forecast's spread, fetched beside the forecast in its own effect: it never holds up or hides the
    /// forecast; nothing is shown while it is pending, and a failure is one quiet line on the daily table's title.
    public typealias SpreadStatus = Loadable<SpreadSnapshot, WeatherError>
}

extension DetailScreen.State {
    /// The spread to draw: the loaded one, when it is in the units on screen (a unit switch asks for the other).
    var shownSpread: ForecastSpread? {
        guard case .loaded(let snapshot) = spread, snapshot.spread.units == units else { return nil }
        return snapshot.spread
    }

    /// "spread unavailable: HTTP 500, 3 min ago" when the request failed and no cached answer stands in; nil
    /// otherwise.
    var spreadNote: String? {
        guard case .unavailable(let error, let since) = spread else { return nil }
        return language.localized("spread unavailable: {0}, {1}", error.shortReason(in: language), age(of: since))
    }
}
