/// One new alert to tell the user about: for which place, in the words a notification shows (the network's text,
/// cleaned where it is written: ``TerminalNotification``, ``NotificationText``), and how urgent it is.
public struct AlertNote: Hashable, Sendable {
    public var alert: WeatherAlert
    public var placeName: String

    public init(alert: WeatherAlert, placeName: String) {
        self.alert = alert
        self.placeName = placeName
    }

    public var title: String { title(in: .en) }
    public var body: String { body(in: .en) }

    /// The title in the app's language: the event and the place as they are named, the joining the language's.
    public func title(in language: AppLanguage) -> String {
        AppText.notificationTitle(event: alert.event, place: placeName, in: language)
    }

    public func body(in language: AppLanguage) -> String {
        AppText.notificationBody(
            headline: alert.headline, event: alert.event, sender: alert.credit(in: language), in: language)
    }

    /// notify-send's `-u`: critical for Extreme and Severe, normal for Moderate, low otherwise.
    public var urgency: String {
        switch alert.severity {
        case .extreme, .severe: "critical"
        case .moderate: "normal"
        case .minor, .unknown: "low"
        }
    }
}
