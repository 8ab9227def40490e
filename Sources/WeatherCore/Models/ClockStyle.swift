/// How clock times are shown (`clock` in the settings, `--clock`): "2:00 PM" or "14:00". Without a choice it
/// follows the unit system: 12-hour for imperial, 24-hour for metric.
public enum ClockStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case twelve = "12"
    case twentyFour = "24"

    public static func standard(for system: UnitSystem) -> ClockStyle { system == .imperial ? .twelve : .twentyFour }
}

extension LocalDateTime {
    /// "2:05 PM" or "14:05".
    public func clock(_ style: ClockStyle) -> String { style == .twelve ? clock12 : clock24 }

    /// "2 PM" or "14:00", for hourly columns and the hour cursor.
    public func hourLabel(_ style: ClockStyle) -> String {
        style == .twelve ? hourLabel12 : "\(zeroPadded(hour)):00"
    }
}
