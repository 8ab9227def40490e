/// A place's alerts as a source answers them: its own (Detail's banner, Home, `now`) and, from a source that answers
/// for a whole country without outlines (MeteoAlarm), the rest of the country's, which the Alerts screen lists
/// apart, under "Elsewhere in <country>", and never as the place's.
public struct PlaceAlerts: Hashable, Sendable {
    public var own: [WeatherAlert]
    public var elsewhere: [WeatherAlert]

    public init(own: [WeatherAlert], elsewhere: [WeatherAlert] = []) {
        self.own = own
        self.elsewhere = elsewhere
    }
}
