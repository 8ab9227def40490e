/// The units an ensemble answer says it is in (`hourly_units`), and the scale that brings each figure into the
/// units asked for. Open-Meteo answers a temperature spread in kelvin ("K"; "°K" before 2025-09-30) even for
/// `temperature_unit=fahrenheit`: its `VariableOrSpread` gives a Celsius variable's spread `.kelvin`, and
/// `convertAndRound` converts only `.celsius` (open-meteo/open-meteo, Sources/App/Helper/SiUnit.swift;
/// shared/reference/open-meteo.md). A spread is a difference, so it converts by scale alone, never by offset.
struct SpreadUnits: Sendable, Equatable {
    /// Each variable's factor into the units asked for (`value × scale + offset`); nil when the answer does not
    /// carry the variable (its values are then left out, and without both temperatures there are no hours).
    var temperature: Linear?
    var temperatureSpread: Linear?
    var precipitation: Linear?
    var precipitationSpread: Linear?

    struct Linear: Sendable, Equatable {
        var scale: Double
        var offset: Double = 0
        func callAsFunction(_ value: Double) -> Double { value * scale + offset }
    }

    /// Reads `units` (the answer's `hourly_units`) for the variables `present` in its `hourly` block: a variable
    /// that is there needs a unit we know.
    init(hourlyUnits units: [String: String], present: Set<String>, target: UnitSystem) throws(SpreadUnitError) {
        let imperial = target == .imperial
        func read(_ name: String, _ scales: (String) -> Linear?) throws(SpreadUnitError) -> Linear? {
            guard present.contains(name) else { return nil }
            guard let unit = units[name] else { throw SpreadUnitError(variable: name, unit: nil) }
            guard let scale = scales(unit) else { throw SpreadUnitError(variable: name, unit: unit) }
            return scale
        }
        temperature = try read("temperature_2m") { unit in
            switch unit {
            case "°C": imperial ? Linear(scale: 1.8, offset: 32) : Linear(scale: 1)
            case "°F": imperial ? Linear(scale: 1) : Linear(scale: 1 / 1.8, offset: -32 / 1.8)
            default: nil
            }
        }
        // A difference: kelvin and Celsius degrees are the same size.
        temperatureSpread = try read("temperature_2m_spread") { unit in
            switch unit {
            case "K", "°K", "°C": Linear(scale: imperial ? 1.8 : 1)
            case "°F": Linear(scale: imperial ? 1 : 1 / 1.8)
            default: nil
            }
        }
        let amount = { (unit: String) -> Linear? in
            switch unit {
            case "mm": Linear(scale: imperial ? 1 / 25.4 : 1)
            case "inch": Linear(scale: imperial ? 1 : 25.4)
            default: nil
            }
        }
        precipitation = try read("precipitation", amount)
        precipitationSpread = try read("precipitation_spread", amount)
    }
}

/// An ensemble answer whose unit for a variable is missing or not one we know: its figures cannot be trusted in
/// any unit, so the spread is not shown ("spread unavailable: unit …").
public struct SpreadUnitError: Error, Equatable, Sendable {
    public var variable: String
    public var unit: String?
}
