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
        settings.units = place.isInUS ? .imperial : .metric
        settings.unsaved = unsaved
        return settings
    }
}
