/// Numbers and units in the app's language (issue 37): the decimal symbol and CLDR's short unit names
/// ("1,2 mm", "12 км/ч", "3.4毫米"), from ``CLDRLanguageTable``. English's patterns are the app's own labels, so
/// English text is as it was. Machine output (`now --json`, Waybar's fields) never comes through here.
extension Units {
    /// "1.5" with `language`'s decimal symbol: "1,5".
    public static func decimal(_ text: String, in language: AppLanguage) -> String {
        guard let symbol = CLDRLanguageTable.languages[language]?.decimal, symbol != "." else { return text }
        return text.replacing(".", with: symbol)
    }

    /// `number` put in CLDR's short pattern of `unit` ("kmh", "mph", "ms", "kn", "mm", "in", "hPa", "inHg", "km",
    /// "mi", "m").
    public static func measure(_ number: String, _ unit: String, in language: AppLanguage) -> String {
        let pattern = CLDRLanguageTable.languages[language]?.units[unit] ?? "{0} \(unit)"
        return pattern.replacing("{0}", with: decimal(number, in: language))
    }

    /// "14 km", "9 mi", "14 км": a distance in whole units of `system`.
    public static func distance(kilometres: Double, _ system: UnitSystem, in language: AppLanguage) -> String {
        system == .imperial
            ? measure(String(Int((kilometres / 1.609_344).rounded())), "mi", in: language)
            : measure(String(Int(kilometres.rounded())), "km", in: language)
    }

    /// "12 mph", "19 км/ч", "5 m/s", "10 nd".
    public static func windSpeed(_ value: Double?, _ unit: WindUnit, in language: AppLanguage) -> String {
        guard let value, value.isFinite else { return missing }
        return measure(whole(value), unit.rawValue, in: language)
    }

    /// "0.12 in", "3,4 mm", "3.4毫米".
    public static func precipitation(_ value: Double?, _ system: UnitSystem, in language: AppLanguage) -> String {
        guard let value, value.isFinite else { return missing }
        return system == .imperial
            ? measure(fixed(value, 2), "in", in: language) : measure(fixed(value, 1), "mm", in: language)
    }

    /// "1016 гПа", "30,00 inHg".
    public static func pressure(_ hPa: Double?, _ system: UnitSystem, in language: AppLanguage) -> String {
        guard let hPa, hPa.isFinite else { return missing }
        switch system {
        case .metric: return measure(whole(hPa), "hPa", in: language)
        case .imperial:
            return measure(fixed(UnitConversion.inchesOfMercury(fromHectopascals: hPa), 2), "inHg", in: language)
        }
    }
}

extension Units {
    /// "mm", "мм", "毫米", "in": CLDR's short name of the system's precipitation unit in `language`, without a
    /// number (a legend's title).
    public static func precipitationLabel(_ system: UnitSystem, in language: AppLanguage) -> String {
        let unit = precipitationLabel(system)
        return (CLDRLanguageTable.languages[language]?.units[unit] ?? unit).replacing("{0}", with: "").trimmed
    }
}

extension WindUnit {
    /// "mph", "км/ч", "nd": CLDR's short name of the unit in `language`, without a number.
    public func label(in language: AppLanguage) -> String {
        (CLDRLanguageTable.languages[language]?.units[rawValue] ?? label).replacing("{0}", with: "").trimmed
    }
}
