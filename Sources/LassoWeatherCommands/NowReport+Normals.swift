import FoundationEssentials
import WeatherApp
import WeatherCore

/// The normals' part of `now`: "3° warmer than normal for 25 Nov" in text, `normals` in JSON.
extension NowReport {
    /// Today's forecast against the place's 1991–2020 normals, in the report's units; nil without both.
    var normalsComparison: NormalsComparison? {
        guard case .success(let normals)? = normals, let today else { return nil }
        return normals.comparison(for: today, units: system)
    }

    /// "3° warmer than normal for 25 Nov (normal high 50°F, low 38°F)": the mean of the high's and the low's
    /// differences, in whole degrees; "About normal…" under half a degree.
    var normalsLine: String? {
        guard let comparison = normalsComparison, let delta = comparison.delta else { return nil }
        let whole = Int(delta.rounded())
        let date = comparison.date.dayMonth(in: language)
        let said =
            whole == 0
            ? Phrase.aboutNormal(language, date)
            : (whole > 0 ? Phrase.warmerThanNormal : Phrase.coolerThanNormal)(language, String(abs(whole)), date)
        let values = Phrase.normalHighLow(
            language, Units.temperature(comparison.high, system), Units.temperature(comparison.low, system))
        return language.aside(said, values)
    }

    /// `{date, high, low, highDelta, lowDelta}` in the report's units (deltas: forecast minus normal, one decimal),
    /// or null while the place has none (deferred by the budget, or failed: `normalsError` says which).
    var normalsJSON: JSONText {
        guard let comparison = normalsComparison else { return .string(nil) }
        return .object([
            ("date", .string(comparison.date.iso)),
            ("high", .number(comparison.high, decimals: 1)), ("low", .number(comparison.low, decimals: 1)),
            ("highDelta", .number(comparison.highDelta, decimals: 1)),
            ("lowDelta", .number(comparison.lowDelta, decimals: 1)),
        ])
    }

    /// Why there are no normals: "normals unavailable: HTTP 500", "normals deferred (archive budget)"; nil when
    /// there are.
    var normalsError: String? {
        switch normals {
        case .success?: nil
        case .failure(.failed(let error))?: "normals unavailable: \(error.shortReason)"
        case .failure(.deferred(.failedRecently))?: "normals unavailable: failed a moment ago, asked again later"
        case .failure(.deferred)?: "normals deferred (the free limits' room, within the hour)"
        case nil: "normals not asked for"
        }
    }
}
