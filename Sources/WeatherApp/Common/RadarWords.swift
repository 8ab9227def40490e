import WeatherCore

/// The radar said in words, in the app's language (issue 37): Detail's line ("Radar: rain 12 km west") and the Map's
/// list and sentence in words. The directions come as `RadarFrame`'s English names ("north-east", "here") and the
/// intensities as ``ReflectivityScale``'s; each is said in `language` here, in a phrase of its own, since where the
/// words go around the distance differs from language to language.
enum RadarWords {
    /// East, then counter-clockwise by eighths (as `atan2` turns): `RadarFrame`'s names for the eight directions.
    static let directions = [
        "east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east",
    ]

    /// The direction of an angle in degrees counter-clockwise from east.
    static func direction(degrees angle: Double) -> String {
        directions[Int(((angle + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45) % 8]
    }

    /// "light", "rain", "heavy rain"… for a dBZ, in `language`.
    static func intensity(_ dbz: Int, in language: AppLanguage) -> String {
        NamedWords.word(ReflectivityScale.intensity(dbz), in: language)
    }

    /// "14 km west", "9 mi west" in imperial; "14 km westlich".
    static func distance(
        _ kilometres: Double, _ direction: String, _ units: UnitSystem, in language: AppLanguage
    ) -> String {
        let length = Units.distance(kilometres: kilometres, units, in: language)
        return phrases(direction, in: language)?.at.replacing("{0}", with: length) ?? "\(length) \(direction)"
    }

    /// A direction's two phrases in `language`, "{0} north" (where) and "{0}, moving north" (whither), each in a
    /// row of its own since the words around the direction differ from language to language; nil for a name that
    /// is not one of `directions`.
    static func phrases(_ direction: String, in language: AppLanguage) -> (at: String, moving: String)? {
        switch direction {
        case "north": (language.localized("{0} north"), language.localized("{0}, moving north"))
        case "north-east": (language.localized("{0} north-east"), language.localized("{0}, moving north-east"))
        case "east": (language.localized("{0} east"), language.localized("{0}, moving east"))
        case "south-east": (language.localized("{0} south-east"), language.localized("{0}, moving south-east"))
        case "south": (language.localized("{0} south"), language.localized("{0}, moving south"))
        case "south-west": (language.localized("{0} south-west"), language.localized("{0}, moving south-west"))
        case "west": (language.localized("{0} west"), language.localized("{0}, moving west"))
        case "north-west": (language.localized("{0} north-west"), language.localized("{0}, moving north-west"))
        default: nil
        }
    }

    /// The distance of a place from itself.
    static func here(in language: AppLanguage) -> String { language.localized("here") }

    /// "Radar: rain 14 km east" (the nearest echo), "Radar: rain here" under a kilometre or at the place.
    static func echo(
        dbz: Int, kilometres: Double, direction: String, _ units: UnitSystem, in language: AppLanguage
    ) -> String {
        let what = intensity(dbz, in: language)
        guard kilometres >= 1, direction != "here" else { return language.localized("Radar: {0} here", what) }
        return language.localized("Radar: {0} {1}", what, distance(kilometres, direction, units, in: language))
    }

    /// "Radar: rain 14 km east, moving north-east".
    static func moving(_ sentence: String, _ direction: String, in language: AppLanguage) -> String {
        phrases(direction, in: language)?.moving.replacing("{0}", with: sentence) ?? "\(sentence), moving \(direction)"
    }

    /// No echo near: "Radar: no rain within 93 mi".
    static func clear(within kilometres: Double, _ units: UnitSystem, in language: AppLanguage) -> String {
        language.localized("Radar: no rain within {0}", Units.distance(kilometres: kilometres, units, in: language))
    }

    /// A composite's area in `language`: the territories by CLDR's names, the two states from the table.
    static func compositeName(_ composite: RadarComposite, in language: AppLanguage) -> String {
        switch composite.layer {
        case RadarComposite.alaska.layer: language.localized("Alaska")
        case RadarComposite.hawaii.layer: language.localized("Hawaii")
        case RadarComposite.puertoRico.layer: CountryNames.name(code: "PR", english: composite.name, in: language)
        case RadarComposite.guam.layer: CountryNames.name(code: "GU", english: composite.name, in: language)
        case RadarComposite.conus.layer: CountryNames.name(code: "US", english: composite.name, in: language)
        default: composite.name
        }
    }

    /// The radar's first frame has not come yet.
    static func loading(in language: AppLanguage) -> String { language.localized("Radar: loading") }
}
