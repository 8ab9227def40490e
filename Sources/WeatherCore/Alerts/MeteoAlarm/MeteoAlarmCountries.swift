/// MeteoAlarm's member countries: ISO 3166-1 alpha-2 code → the slug of its feed
/// (`api/v1/warnings/feeds-<slug>`). A place in any other country has no MeteoAlarm feed.
enum MeteoAlarmCountries {
    static let slugs: [String: String] = [
        "AD": "andorra", "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium", "BG": "bulgaria",
        "CH": "switzerland", "CY": "cyprus", "CZ": "czechia", "DE": "germany", "DK": "denmark", "EE": "estonia",
        "ES": "spain", "FI": "finland", "FR": "france", "GB": "united-kingdom", "GR": "greece", "HR": "croatia",
        "HU": "hungary", "IE": "ireland", "IL": "israel", "IS": "iceland", "IT": "italy", "LT": "lithuania",
        "LU": "luxembourg", "LV": "latvia", "MD": "moldova", "ME": "montenegro", "MK": "republic-of-north-macedonia",
        "MT": "malta", "NL": "netherlands", "NO": "norway", "PL": "poland", "PT": "portugal", "RO": "romania",
        "RS": "serbia", "SE": "sweden", "SI": "slovenia", "SK": "slovakia", "UA": "ukraine",
    ]

    static func slug(_ country: String) -> String? { slugs[country.uppercased()] }
}
