import TerminalUI
import WeatherCore

/// How air quality looks wherever it is drawn: each EPA category in the EPA's colour (green, yellow, orange, red,
/// purple, maroon), bold from Unhealthy for Sensitive Groups up. The category is always written out too, so 8-colour
/// terminals (where orange reads as yellow and maroon as red) and NO_COLOR still say it right.
enum AirQualityText {
    static func style(_ category: AQICategory) -> Style {
        switch category {
        case .good: Style(foreground: .green)
        case .moderate: Style(foreground: .yellow)
        case .unhealthyForSensitiveGroups: Style(foreground: .orange, attributes: .bold)
        case .unhealthy: Style(foreground: .red, attributes: .bold)
        case .veryUnhealthy: Style(foreground: .purple, attributes: .bold)
        case .hazardous: Style(foreground: .maroon, attributes: .bold)
        }
    }
}
