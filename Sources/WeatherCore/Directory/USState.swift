/// USPS state, territory and military codes with their names, used to read "Springfield, IL" or
/// "Springfield Illinois" as a city plus a state.
enum USState {
    static let names: [String: String] = [
        "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
        "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
        "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
        "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
        "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
        "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
        "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
        "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
        "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
        "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming", "AS": "American Samoa", "GU": "Guam",
        "MP": "Northern Mariana Islands", "PR": "Puerto Rico", "VI": "Virgin Islands", "FM": "Micronesia",
        "MH": "Marshall Islands", "PW": "Palau", "AA": "Armed Forces Americas", "AE": "Armed Forces Europe",
        "AP": "Armed Forces Pacific",
    ]

    /// Lower-case code and key of the name → code, e.g. "il" and "illinois" → "IL".
    private static let lookup: [String: String] = {
        var table: [String: String] = [:]
        for (code, name) in names {
            table[code.lowercased()] = code
            table[CityKey.key(name)] = code
        }
        return table
    }()

    /// The state written as `words` (a code or a full name), if it is one.
    static func code(words: ArraySlice<String>) -> String? {
        guard !words.isEmpty else { return nil }
        return lookup[words.joined()]
    }

    /// States whose code or name begins with what has been typed so far ("i" → ID, IL, IN, IA).
    static func codes(prefix words: [String]) -> Set<String> {
        let typed = words.joined()
        guard !typed.isEmpty else { return [] }
        return Set(lookup.filter { $0.key.hasPrefix(typed) }.map(\.value))
    }
}
