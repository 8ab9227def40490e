/// One new alert to tell the user about: for which place, in the words a notification shows (the network's text,
/// cleaned where it is written: ``TerminalNotification``, ``NotificationText``), and how urgent it is.
public struct AlertNote: Hashable, Sendable {
    public var alert: WeatherAlert
    public var placeName: String

    public init(alert: WeatherAlert, placeName: String) {
        self.alert = alert
        self.placeName = placeName
    }

    public var title: String { AppText.notificationTitle(event: alert.event, place: placeName) }
    public var body: String {
        AppText.notificationBody(headline: alert.headline, event: alert.event, sender: alert.senderName)
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
