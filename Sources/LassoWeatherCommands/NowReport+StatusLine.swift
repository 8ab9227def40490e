import StatusLineFormat
import WeatherCore

/// `now --format`: the report as one line for a status bar or a prompt.
extension NowReport {
    /// The formatted line, with " (offline)" when the service failed and the cached forecast is shown: its words in
    /// the report's language.
    func statusLine(_ format: StatusFormat) -> String {
        format.render(statusText) + (offlineError == nil ? "" : " (\(Phrase.offline(language)))")
    }

    /// One placeholder's text, in the report's units, icons and language; a missing value is "—".
    func statusText(_ field: StatusField) -> String {
        switch field {
        case .icon: iconSet == .none ? "" : conditionIcon ?? Units.missing
        case .condition: WeatherCode.description(for: current?.weatherCode, in: language)
        case .temperature: Units.temperature(current?.temperature, system)
        case .feelsLike: Units.temperature(current?.feelsLike, system)
        case .humidity: Units.percent(current?.humidity)
        case .wind: Units.wind(speed: current?.windSpeed, direction: current?.windDirection, windUnit, in: language)
        case .high: Units.temperature(today?.high, system)
        case .low: Units.temperature(today?.low, system)
        case .name: place.displayName
        case .zip: place.zip.isEmpty ? Units.missing : place.zip
        case .id: place.id
        case .age: ageText
        case .alertCount: activeAlerts.map { String($0.count) } ?? Units.missing
        case .alertEvent: activeAlerts.map { $0.first?.event ?? "" } ?? Units.missing
        case .airQuality: airQualityStatusText
        }
    }

    /// The alerts in force, most severe first; nil when they could not be had or were turned off.
    private var activeAlerts: [WeatherAlert]? {
        guard case .success(let snapshot) = alerts else { return nil }
        return snapshot.alerts
    }
}
