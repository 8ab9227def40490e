import FoundationEssentials

extension ZoneRules {
    /// The zone a place's times are shown in: the ZIP directory's (checked against the coordinates by
    /// `make resources`), else the forecast's (a server may answer with a bare offset zone such as Etc/GMT+5).
    public static func of(_ place: Place, forecastZone: String? = nil) -> ZoneRules? {
        if let rules = named(place.timeZone) { return rules }
        guard let forecastZone, !forecastZone.isEmpty else { return nil }
        return named(forecastZone)
    }

    /// The wall-clock time at `date` in this zone, daylight saving included.
    public func local(_ date: Date) -> LocalDateTime {
        LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: localTime(at: date).offset)
    }
}
