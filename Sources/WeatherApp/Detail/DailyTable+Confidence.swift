import TerminalUI
import WeatherCore

extension DailyTable {
    /// The glyph of each confidence level: filled to empty, read without colour; ASCII stand-ins in ASCII.
    func glyph(_ confidence: SpreadConfidence) -> String {
        switch confidence {
        case .sure: iconSet == .ascii ? "*" : "●"
        case .fair: iconSet == .ascii ? "~" : "◐"
        case .unsure: iconSet == .ascii ? "?" : "○"
        }
    }

    /// "sure", "fair", "unsure" in the table's language.
    func name(_ confidence: SpreadConfidence) -> String {
        switch confidence {
        case .sure: language.localized("sure")
        case .fair: language.localized("fair")
        case .unsure: language.localized("unsure")
        }
    }

    static func style(_ confidence: SpreadConfidence) -> Style {
        switch confidence {
        case .sure: Style(foreground: .green)
        case .fair: Style(foreground: .yellow)
        case .unsure: Style(foreground: .red)
        }
    }

    /// The day's mark, from the spread at its high; nil past the model's horizon or without a spread.
    func confidenceMark(_ date: LocalDate) -> Line? {
        guard let confidence = spread?.day(date)?.confidence else { return nil }
        return Line(glyph(confidence), style: Self.style(confidence))
    }

    /// The title's right: the days scrolled off, then a failure's note or the marks' legend ("● sure ◐ fair ○
    /// unsure") after them when both fit in `width` (the longest title, "Next 16 days", and ``DetailText/drawRule``'s
    /// margins taken off); the days scrolled off alone otherwise.
    func spreadTitle(more: String, width: Int) -> String {
        let legend =
            spread != nil && days.contains { spread?.day($0.date) != nil }
            ? SpreadConfidence.allCases.map { "\(glyph($0)) \(name($0))" }.joined(separator: " ") : nil
        guard let extra = spreadNote ?? legend else { return more }
        let both = more.isEmpty ? extra : more + " · " + extra
        return DisplayWidth.of(both) <= width - DisplayWidth.of(Phrase.nextDays(language, "16") + " ") - 3 ? both : more
    }
}
