import FoundationEssentials
import TerminalUI
import WeatherCore

extension DetailScreen {
    /// The place's 1991–2020 normals, asked for beside the forecast the first time Detail appears (kept forever once
    /// fetched, so usually read from disk). They never hold up or hide the forecast: "normals in about 1 min" while
    /// pending or held back by the budget, one quiet line after a failure.
    public typealias NormalsStatus = Loadable<Normals, NormalsUnavailable>
}

extension DetailScreen.State {
    /// Today's forecast against its normals, in the screen's units; nil without both.
    var todayAgainstNormals: NormalsComparison? {
        guard case .loaded(let normals) = normals, let today else { return nil }
        return normals.comparison(for: today, units: units)
    }

    /// Each shown day's difference from normal in whole degrees of the screen's unit, only where it is 2° or more:
    /// smaller ones would make the table noisy and say nothing.
    var dayDeltas: [LocalDate: Int] {
        guard case .loaded(let normals) = normals else { return [:] }
        var deltas: [LocalDate: Int] = [:]
        for day in upcomingDays {
            guard let delta = normals.comparison(for: day, units: units)?.delta else { continue }
            let whole = Int(delta.rounded())
            if abs(whole) >= NormalsText.threshold { deltas[day.date] = whole }
        }
        return deltas
    }

    /// What the outlook's normals row says; nil when nothing is to be said.
    var normalsLine: NormalsText.Shown? {
        switch normals {
        case .off: return nil
        case .pending: return .pending(minutes: 1)
        case .unavailable(.deferred(let refusal), let since):
            // Not now: when they may come, in whole minutes (at least 1); a failure's wait is said as one.
            let minutes = max(1, Int((refusal.until.timeIntervalSince(now) / 60).rounded(.up)))
            if case .failedRecently = refusal { return .unavailable(since: age(of: since)) }
            return .pending(minutes: minutes)
        case .unavailable(let why, let since):
            return why.isFailure ? .unavailable(since: age(of: since)) : nil
        case .loaded: return todayAgainstNormals.map { .comparison($0) }
        }
    }
}

/// The normals' words and colours, shared by Detail's line and the daily table's marks.
enum NormalsText {
    /// Whole degrees from normal below which a day gets no mark.
    static let threshold = 2

    enum Shown: Equatable {
        case comparison(NormalsComparison)
        /// Asked for, or to be asked: "normals in about N min".
        case pending(minutes: Int)
        /// Since when: "3 min ago".
        case unavailable(since: String)
    }

    /// Warm red (5° and more) or yellow, cool blue (5° and more) or cyan.
    static func style(_ delta: Int) -> Style {
        switch delta {
        case 5...: Style(foreground: .red)
        case 1...: Style(foreground: .yellow)
        case ...(-5): Style(foreground: .blue)
        default: Style(foreground: .cyan)
        }
    }

    /// "+5°" or "−4°" (a true minus sign; "-4" in ASCII).
    static func mark(_ delta: Int, ascii: Bool) -> String {
        let sign = delta > 0 ? "+" : ascii ? "-" : "\u{2212}"
        return "\(sign)\(abs(delta))\(ascii ? "" : "°")"
    }

    /// "3° warmer than normal for 25 Nov · normal H 50° L 38°", dropping the normal's values, then cut; a dim
    /// "normals unavailable, 3 min ago" after a failure. In another language the comparison is its phrase, in the
    /// difference's colour (the English splits it: "3° warmer" coloured, the rest dim).
    static func line(_ shown: Shown, ascii: Bool, width: Int, language: AppLanguage = .en) -> Line {
        let candidates: [Line]
        switch shown {
        case .unavailable(let since):
            candidates = [
                Line(language.localized("normals unavailable, {0}", since), style: .dim),
                Line(language.localized("normals unavailable"), style: .dim),
            ]
        case .pending(let minutes):
            let when =
                minutes < 60
                ? Phrase.minutes(language, String(minutes)) : Phrase.hours(language, String((minutes + 59) / 60))
            candidates = [
                Line(language.localized("normals in about {0}", when), style: .dim),
                Line(language.localized("normals soon"), style: .dim),
            ]
        case .comparison(let comparison):
            let date = comparison.date.dayMonth(in: language)
            let delta = Int((comparison.delta ?? 0).rounded())
            guard language == .en else {
                let high = Units.degrees(comparison.high)
                let low = Units.degrees(comparison.low)
                let said =
                    delta == 0
                    ? Line(Phrase.aboutNormal(language, date), style: .dim)
                    : Line(
                        (delta > 0 ? Phrase.warmerThanNormal : Phrase.coolerThanNormal)(
                            language, String(abs(delta)), date), style: style(delta))
                let values = Line(" · " + Phrase.normalHighLow(language, high, low), style: .dim)
                let fitting = [said + values, said].first { $0.width <= width }
                return fitting ?? said.truncated(toWidth: width)
            }
            let degree = ascii ? "" : "°"
            let sentence: Line =
                delta == 0
                ? Line("About normal for \(date)", style: .dim)
                : Line([
                    Span(
                        "\(abs(delta))\(degree) \(delta > 0 ? "warmer" : "cooler")", style: style(delta)),
                    Span(" than normal for \(date)", style: .dim),
                ])
            let values = Line(
                " · normal H \(Units.degrees(comparison.high)) L \(Units.degrees(comparison.low))", style: .dim)
            candidates = [sentence + values, sentence]
        }
        return candidates.first { $0.width <= width } ?? candidates[candidates.count - 1].truncated(toWidth: width)
    }

}
