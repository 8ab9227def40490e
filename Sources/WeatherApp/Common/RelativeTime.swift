import FoundationEssentials
import WeatherCore

/// "just now", "3 min ago", "2 h ago", "5 d ago": how old a reading is, in the few characters a row has, in the
/// app's language ("vor 3 Min.").
public enum RelativeTime {
    public static func ago(_ date: Date, now: Date, in language: AppLanguage) -> String {
        Phrase.ago(seconds: max(0, Int(now.timeIntervalSince(date))), in: language)
    }
}
