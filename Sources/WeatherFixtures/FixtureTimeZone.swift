import Foundation

/// The zone a response is in: `auto` gives a place abroad its own zone (``abroad(latitude:longitude:now:)``) and
/// picks one from the longitude in the US (a real IANA `Etc/GMT±N` name), an IANA name is looked up, and no
/// parameter means GMT, as on the real service.
struct FixtureTimeZone: Sendable, Equatable {
    var identifier: String
    var abbreviation: String
    var utcOffsetSeconds: Int

    static let gmt = FixtureTimeZone(identifier: "GMT", abbreviation: "GMT", utcOffsetSeconds: 0)

    struct Invalid: Error {}

    init(identifier: String, abbreviation: String, utcOffsetSeconds: Int) {
        self.identifier = identifier
        self.abbreviation = abbreviation
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    init(parameter: String?, latitude: Double = 0, longitude: Double, now: Date) throws(Invalid) {
        guard let parameter, !parameter.isEmpty else {
            self = .gmt
            return
        }
        if parameter.lowercased() == "auto" {
            self = Self.abroad(latitude: latitude, longitude: longitude, now: now) ?? Self.fromLongitude(longitude)
            return
        }
        guard let zone = TimeZone(identifier: parameter) else { throw Invalid() }
        let offset = zone.secondsFromGMT(for: now)
        self.init(
            identifier: zone.identifier, abbreviation: zone.abbreviation(for: now) ?? Self.gmtName(offset),
            utcOffsetSeconds: offset)
    }

    /// What `auto` answers outside the US, as the real service does: the place's IANA zone, with the bare offset
    /// for its abbreviation ("GMT+1", never "CET": the app must find the zone's own). A few known zones by
    /// coordinates: within 50 km of one of ``worldZones``, or outside the US and within 1,500 km of the nearest;
    /// nil for the rest (the US, and remote islands), which keep the longitude's zone the tests know.
    static func abroad(latitude: Double, longitude: Double, now: Date) -> FixtureTimeZone? {
        let nearest = worldZones.map { (zone: $0.zone, km: kilometres(latitude, longitude, $0.latitude, $0.longitude)) }
            .min { $0.km < $1.km }
        guard let nearest, nearest.km <= 50 || (!inTheUS(latitude, longitude) && nearest.km <= 1_500),
            let zone = TimeZone(identifier: nearest.zone)
        else { return nil }
        let offset = zone.secondsFromGMT(for: now)
        return FixtureTimeZone(identifier: nearest.zone, abbreviation: gmtName(offset), utcOffsetSeconds: offset)
    }

    /// Cities abroad and their zones: those the tests open, and one or two a continent for the nearest.
    static let worldZones: [(latitude: Double, longitude: Double, zone: String)] = [
        (47.36667, 8.55, "Europe/Zurich"), (35.6895, 139.69171, "Asia/Tokyo"), (51.50853, -0.12574, "Europe/London"),
        (48.85341, 2.3488, "Europe/Paris"), (52.52437, 13.41053, "Europe/Berlin"), (40.4165, -3.70256, "Europe/Madrid"),
        (55.75222, 37.61556, "Europe/Moscow"), (43.70011, -79.4163, "America/Toronto"),
        (49.24966, -123.11934, "America/Vancouver"), (19.42847, -99.12766, "America/Mexico_City"),
        (-23.5475, -46.63611, "America/Sao_Paulo"), (-33.86785, 151.20732, "Australia/Sydney"),
        (-36.84853, 174.76349, "Pacific/Auckland"), (19.07283, 72.88261, "Asia/Kolkata"),
        (39.9075, 116.39723, "Asia/Shanghai"), (-26.20227, 28.04363, "Africa/Johannesburg"),
        (30.06263, 31.24967, "Africa/Cairo"),
    ]

    /// The lower 48, Alaska and Hawaii as boxes: rough, which is enough to keep US places on the longitude's zone.
    static func inTheUS(_ latitude: Double, _ longitude: Double) -> Bool {
        (24.4...49.4).contains(latitude) && (-125...(-66.9)).contains(longitude)
            || (51...71.5).contains(latitude) && (-180...(-129.9)).contains(longitude)
            || (18.9...22.3).contains(latitude) && (-160.3...(-154.8)).contains(longitude)
    }

    /// Great-circle distance, haversine on a 6,371 km sphere.
    static func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371 * asin(min(1, a.squareRoot()))
    }

    /// Whole hours east of Greenwich, from the longitude (15° an hour), as an `Etc/GMT` zone.
    /// Note POSIX's inverted sign: UTC−5 is "Etc/GMT+5".
    static func fromLongitude(_ longitude: Double) -> FixtureTimeZone {
        let hours = min(14, max(-12, Int((longitude / 15).rounded())))
        guard hours != 0 else { return .gmt }
        let name = "Etc/GMT" + (hours < 0 ? "+\(-hours)" : "-\(hours)")
        return FixtureTimeZone(identifier: name, abbreviation: gmtName(hours * 3600), utcOffsetSeconds: hours * 3600)
    }

    /// "GMT-5", "GMT+5:30".
    static func gmtName(_ offset: Int) -> String {
        guard offset != 0 else { return "GMT" }
        let minutes = abs(offset) / 60
        let sign = offset < 0 ? "-" : "+"
        return "GMT\(sign)\(minutes / 60)" + (minutes % 60 == 0 ? "" : ":\(String(format: "%02d", minutes % 60))")
    }
}
