extension Settings {
    /// These settings with what was not saved taken from the locale: its units, its wind unit, its clock. With no
    /// territory the units stay imperial until a place decides (``forPlace(_:)``). The filled-in values stay
    /// unsaved: a later run under another locale decides again.
    public func filling(from locale: LocaleDefaults) -> Settings {
        var settings = self
        if unsaved.contains(.units) { settings.units = locale.units ?? Self.defaults.units }
        if unsaved.contains(.windUnit), locale.units == settings.units { settings.windUnit = locale.windUnit }
        if unsaved.contains(.clock) { settings.clock = locale.clock }
        settings.unsaved = unsaved
        settings.placeDecidesUnits = unsaved.contains(.units) && locale.units == nil
        return settings
    }

    /// The settings in effect at `place`: when the place decides the units (none saved, no territory in the
    /// locale), imperial for a US place, as before the locale counted, and metric elsewhere.
    public func forPlace(_ place: Place) -> Settings {
        // Units set since the load are a choice, whatever the locale.
        guard placeDecidesUnits, unsaved.contains(.units) else { return self }
        var settings = self
        settings.units = Self.customaryUnits(at: place)
        settings.unsaved = unsaved
        return settings
    }

    /// The units a place's own country uses: imperial in the US, metric elsewhere. The one rule every screen
    /// (Home's rows, the Map's markers, Detail, Alerts) and `now` follow when the place decides.
    public static func customaryUnits(at place: Place) -> UnitSystem { place.isInUS ? .imperial : .metric }

    /// The units `place`'s figures are shown in: the settings' own, unless the place decides them.
    public func units(at place: Place) -> UnitSystem { forPlace(place).units }
}
