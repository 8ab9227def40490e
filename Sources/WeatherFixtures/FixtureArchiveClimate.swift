import CivilCalendar
import Foundation

/// The archive route's synthetic climate: every day of any year, a seasonal sine by latitude plus a small
/// deterministic wobble by year and day, so each run and each test sees the same 30 years and a test can predict
/// the normals by computing them straight from these values.
public enum FixtureArchiveClimate {
    /// The day's high and low in °C at `latitude`: a yearly mean that cools towards the poles, a swing that grows
    /// with latitude, warmest in late July north of the equator and in late January south of it.
    public static func day(_ date: CivilDate, latitude: Double) -> (high: Double, low: Double) {
        let dayOfYear = Double(date.daysSince1970 - CivilDate(year: date.year, month: 1, day: 1).daysSince1970)
        let warmest = latitude >= 0 ? 200.0 : 17.0
        let season = cos(2 * Double.pi * (dayOfYear - warmest) / 365.25)
        let mean = 27 - 0.4 * abs(latitude)
        let swing = 0.3 * abs(latitude)
        // -0.5…+0.5 °C, varying by year and day so no two years are the same.
        let wobble = Double((date.year * 7 + Int(dayOfYear) * 13) % 11 - 5) / 10
        let high = mean + 5 + swing * season + wobble
        return (round1(high), round1(high - 10 - 0.05 * abs(latitude)))
    }

    /// Tenths, as the service writes them.
    static func round1(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
