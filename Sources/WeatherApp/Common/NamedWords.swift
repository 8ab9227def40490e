import WeatherCore

/// Words that reach the screens as English names from the data, said in the app's language (issue 37): CAP's
/// severity, urgency and certainty, the side sources' ids, ``ReflectivityScale``'s intensities. One switch, each
/// case's literal a row "ui:<English>" of the table (found there by the completeness test, as every other
/// text the screens ask for is); a word it does not know (a grade CAP does not define) stays as it came.
enum NamedWords {
    static func word(_ english: String, in language: AppLanguage) -> String {
        switch english {
        // CAP's grades.
        case "Extreme": language.localized("Extreme")
        case "Severe": language.localized("Severe")
        case "Moderate": language.localized("Moderate")
        case "Minor": language.localized("Minor")
        case "Unknown": language.localized("Unknown")
        case "Immediate": language.localized("Immediate")
        case "Expected": language.localized("Expected")
        case "Future": language.localized("Future")
        case "Past": language.localized("Past")
        case "Observed": language.localized("Observed")
        case "Likely": language.localized("Likely")
        case "Possible": language.localized("Possible")
        case "Unlikely": language.localized("Unlikely")
        // The side sources.
        case "alerts": language.localized("alerts")
        case "air quality": language.localized("air quality")
        case "spread": language.localized("spread")
        case "normals": language.localized("normals")
        case "layer": language.localized("layer")
        case "radar": language.localized("radar")
        // The radar's intensities.
        case "light": language.localized("light")
        case "rain": language.localized("rain")
        case "moderate rain": language.localized("moderate rain")
        case "heavy rain": language.localized("heavy rain")
        case "very heavy rain or hail": language.localized("very heavy rain or hail")
        default: english
        }
    }
}
