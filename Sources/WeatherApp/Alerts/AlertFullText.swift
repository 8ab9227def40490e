import TerminalUI
import WeatherCore

/// One alert's full text as lines of a given width: the headline, the description and what to do, each wrapped,
/// with blank lines between, as issued; only the heading of what to do is the app's, in `language`. The store uses
/// the line count for scroll limits, the view draws the lines.
enum AlertFullText {
    static func lines(_ alert: WeatherAlert, width: Int, language: AppLanguage = .en) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        func paragraph(_ text: String?, style: Style = .plain) {
            guard let text, !text.isEmpty else { return }
            if !lines.isEmpty { lines.append(Line("")) }
            // The service wraps its text at ~70 columns with single newlines; blank lines separate paragraphs.
            let paragraphs = TextLayout.sanitize(text, keepNewlines: true)
                .components(separatedBy: "\n\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                .filter { !$0.isEmpty }
            for (i, part) in paragraphs.enumerated() {
                if i > 0 { lines.append(Line("")) }
                lines += TextLayout.wrap(part, width: width).map { Line($0, style: style) }
            }
        }
        paragraph(alert.headline, style: .bold)
        paragraph(alert.description)
        if let instruction = alert.instruction, !instruction.isEmpty {
            lines += [Line(""), Line(language.localized("What to do"), style: .bold)]
            paragraph(instruction)
        }
        return lines
    }
}
