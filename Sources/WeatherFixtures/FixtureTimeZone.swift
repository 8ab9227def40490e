import Foundation

/// The zone a response is in: `auto` picks one from the longitude (a real IANA `Etc/GMT±N` name),
/// an IANA name is looked up, and no parameter means GMT, as on the real service.
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

    init(parameter: String?, longitude: Double, now: Date) throws(Invalid) {
        guard let parameter, !parameter.isEmpty else {
            self = .gmt
            return
        }
        if parameter.lowercased() == "auto" {
            self = Self.fromLongitude(longitude)
            return
        }
        guard let zone = TimeZone(identifier: parameter) else { throw Invalid() }
        let offset = zone.secondsFromGMT(for: now)
        self.init(
            identifier: zone.identifier, abbreviation: zone.abbreviation(for: now) ?? Self.gmtName(offset),
            utcOffsetSeconds: offset)
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
