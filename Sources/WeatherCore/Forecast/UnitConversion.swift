/// Conversions between the two unit systems, for showing a forecast fetched in one system in the other
/// (e.g. a cached forecast after the user toggles units) without another request.
public enum UnitConversion {
    public static func fahrenheit(fromCelsius c: Double) -> Double { c * 9 / 5 + 32 }
    public static func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }
    public static func mph(fromKmh kmh: Double) -> Double { kmh / 1.609344 }
    public static func kmh(fromMph mph: Double) -> Double { mph * 1.609344 }
    public static func inches(fromMillimetres mm: Double) -> Double { mm / 25.4 }
    public static func millimetres(fromInches inches: Double) -> Double { inches * 25.4 }
    /// 1 hPa = 0.0295299830714 inHg.
    public static func inchesOfMercury(fromHectopascals hPa: Double) -> Double { hPa * 0.0295299830714 }

    public static func temperature(_ value: Double?, from: UnitSystem, to: UnitSystem) -> Double? {
        guard let value, from != to else { return value }
        return to == .imperial ? fahrenheit(fromCelsius: value) : celsius(fromFahrenheit: value)
    }

    static func speed(_ value: Double?, from: WindUnit, to: WindUnit) -> Double? {
        value.map { to.convert($0, from: from) }
    }

    static func length(_ value: Double?, from: UnitSystem, to: UnitSystem) -> Double? {
        guard let value, from != to else { return value }
        return to == .imperial ? inches(fromMillimetres: value) : millimetres(fromInches: value)
    }
}

extension Forecast {
    /// The same forecast with its temperatures and precipitation in `system` and its speeds in `wind` (default:
    /// the system's own unit). Pressure stays hPa (``Units/pressure(_:_:)`` converts at display time); the
    /// server's unit labels are replaced by ours.
    public func converted(to system: UnitSystem, wind: WindUnit? = nil) -> Forecast {
        let wind = wind ?? .standard(for: system)
        guard system != units || wind != windUnit else { return self }
        let from = units
        let fromWind = windUnit
        let t = { UnitConversion.temperature($0, from: from, to: system) }
        let v = { UnitConversion.speed($0, from: fromWind, to: wind) }
        let l = { UnitConversion.length($0, from: from, to: system) }
        var copy = self
        copy.units = system
        copy.windSpeedUnit = wind == .standard(for: system) ? nil : wind
        copy.unitLabels = UnitLabels(
            temperature: Units.temperatureLabel(system), windSpeed: wind.label,
            precipitation: Units.precipitationLabel(system), pressure: unitLabels.pressure
        )
        if var c = current {
            c.temperature = t(c.temperature)
            c.feelsLike = t(c.feelsLike)
            c.precipitation = l(c.precipitation)
            c.windSpeed = v(c.windSpeed)
            c.windGusts = v(c.windGusts)
            copy.current = c
        }
        copy.hourly = hourly.map { h in
            var h = h
            h.temperature = t(h.temperature)
            h.feelsLike = t(h.feelsLike)
            h.precipitation = l(h.precipitation)
            h.windSpeed = v(h.windSpeed)
            h.windGusts = v(h.windGusts)
            return h
        }
        copy.daily = daily.map { d in
            var d = d
            d.high = t(d.high)
            d.low = t(d.low)
            d.precipitationSum = l(d.precipitationSum)
            d.windSpeedMax = v(d.windSpeedMax)
            return d
        }
        copy.minutely15 = minutely15?.map { q in
            var q = q
            q.precipitation = l(q.precipitation)
            return q
        }
        return copy
    }
}
