/// What `now` says, and Detail's labels and titles: one case a phrase, its words in every language in
/// ``TextTable`` (Resources/text.tsv, written here), `{0}`, `{1}`… for what is put in. The day and month names,
/// plural rules and decimal symbols they are used with come from CLDR. Units' short names (min, h) are used where a
/// full word would need a plural form.
public enum Phrase: String, CaseIterable, Sendable {
    case feelsLike, todayHighLow, wind, gusts, asOf, asOfMissing, weekdayMonthDay, dayMonth, weekdayDay, offlineCached
    case attribution, alertUntil, alertEnded, airQuality, airQualityOffline
    case aboutNormal, warmerThanNormal, coolerThanNormal, normalHighLow
    case noPrecipitation, continuing, starting, stopping, twoHours, minutes, hours, hoursMinutes
    case rain, snow, freezingRain, precipitation
    case justNow, minutesAgo, hoursAgo, daysAgo
    case aqiGood, aqiModerate, aqiSensitive, aqiUnhealthy, aqiVeryUnhealthy, aqiHazardous
    case north, northEast, east, southEast, south, southWest, west, northWest
    // Detail's labels and titles.
    case labelFeelsLike, labelHumidity, labelClouds, labelPrecip, labelWind, labelGusts, labelPressure, labelRiseSet
    case next48Hours, nextDays, todayShort
    case shortFeels, shortPrecip, shortWind, shortGusts, updated, refreshingUpdated
    case notUpdated, dataFrom, offline, forecastService
    /// Home's rows in words: when the data shown came, as a clock time ("from 10:07 AM"; German "Stand 10:07").
    case dataAt

    /// The phrase in `language` with `arguments` put in place of `{0}`, `{1}`…, from ``TextTable`` (a test makes
    /// sure every language has every phrase); a count as the first argument chooses the plural form.
    public func callAsFunction(_ language: AppLanguage, _ arguments: String...) -> String {
        let text = TextTable.text(rawValue, in: language) ?? TextTable.text(rawValue, in: .en) ?? rawValue
        return PluralForms.fill(text, arguments, in: language)
    }

    /// The eight compass points, north first, clockwise.
    public static let compassPoints: [Phrase] = [
        .north, .northEast, .east, .southEast, .south, .southWest, .west, .northWest,
    ]
}
