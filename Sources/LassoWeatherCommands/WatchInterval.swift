import ArgumentParser

/// `watch --every`: `1m`, `5m`, `1h`, or a number of minutes; never under a minute (the alert services' answers
/// are cached for minutes anyway, and a tighter loop would only load them).
struct WatchInterval: ExpressibleByArgument, Hashable, Sendable {
    let minutes: Int

    static let standard = WatchInterval(minutes: 5)

    init(minutes: Int) { self.minutes = minutes }

    init?(argument: String) {
        guard let minutes = Self.minutes(argument), minutes >= 1 else { return nil }
        self.minutes = minutes
    }

    var duration: Duration { .seconds(minutes * 60) }

    /// `N`, `Nm` or `Nh` as whole minutes (`Ns` when it is whole minutes); nil for anything else.
    static func minutes(_ text: String) -> Int? {
        let text = text.lowercased()
        guard let unit = text.last else { return nil }
        if unit.isNumber { return Int(text) }
        guard let number = Int(text.dropLast()), number >= 0 else { return nil }
        switch unit {
        case "m": return number
        case "h": return number.multipliedReportingOverflow(by: 60).overflow ? nil : number * 60
        case "s": return number % 60 == 0 ? number / 60 : 0
        default: return nil
        }
    }

    var defaultValueDescription: String { "\(minutes)m" }
}
