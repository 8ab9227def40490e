import FoundationEssentials

extension ZoneRules {
    /// The zone a place's times are shown in: the forecast's (the service works it out from the coordinates),
    /// else the ZIP directory's.
    public static func of(_ place: Place, forecastZone: String? = nil) -> ZoneRules? {
        if let forecastZone, !forecastZone.isEmpty, let rules = named(forecastZone) { return rules }
        return named(place.timeZone)
    }

    /// The wall-clock time at `date` in this zone, daylight saving included.
    public func local(_ date: Date) -> LocalDateTime {
        LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: localTime(at: date).offset)
    }
}
