/// The names of Open-Meteo's 28 WMO weather codes in the app's languages other than English (issue 37): what
/// ``WeatherCode/description`` says in English, worded as a weather service of each country words it (the German
/// DWD's "Schneegriesel", the Japanese JMA's "霧雪", the Chinese CMA's "米雪" for snow grains), in sentence case,
/// short (Japanese and Chinese at most 8 double-width characters). The intensity grades are kept: slight, moderate
/// and heavy (drizzle's dense, showers' violent); drizzle, rain and showers stay apart, as do freezing, rime fog,
/// snow grains and hail. Where a language says the moderate grade with no word (Japanese "雨" between "小雨" and
/// "大雨"), the bare word is that grade.
///
/// The names are rows "condition:<code>" of ``TextTable`` (Resources/text.tsv). Source: written here. The wording was compared with the vocabulary of the `pirateweather-translations`
/// package (PyPI, BSD 2-Clause licence), which translates Pirate Weather's summaries rather than WMO codes, so
/// nothing is taken from it as it is.
enum ConditionNames {
    /// The name of WMO code `code` in `language`; nil for English (WeatherCode's own names) or a code outside the
    /// table.
    static func name(_ code: Int, in language: AppLanguage) -> String? {
        language == .en ? nil : TextTable.text("condition:\(code)", in: language)
    }
}
