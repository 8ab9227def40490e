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

    /// The title's right: the days scrolled off first, then a failure's note, then the marks' legend
    /// ("● sure ◐ fair ○ unsure"), each only when it fits (``DetailText/drawRule`` leaves out what does not).
    func spreadTitle(more: String) -> String {
        if !more.isEmpty { return more }
        if let spreadNote { return spreadNote }
        guard spread != nil, days.contains(where: { spread?.day($0.date) != nil }) else { return "" }
        return SpreadConfidence.allCases.map { "\(glyph($0)) \($0.rawValue)" }.joined(separator: " ")
    }
}
