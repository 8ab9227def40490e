import FoundationEssentials

/// The user's preferences, saved between runs. Decoding is lenient so files from older or newer versions still
/// load: unknown keys are ignored, and missing or unrecognised values fall back to the defaults.
public struct Settings: Codable, Hashable, Sendable {
    public var units: UnitSystem
    public var iconSet: IconSet
    /// How many days Detail's daily table shows (and asks for): `d` switches it.
    public var forecastDays: ForecastDays
    /// Mouse reporting in the app (on by default); off leaves the mouse to the terminal's own text selection.
    public var mouse: Bool
    /// The Map's weather layer (`l` cycles it); restored when the Map opens.
    public var mapLayer: MapLayerKind
    /// The wind speed unit chosen (`windUnit`, Detail's `w`, `--wind-unit`); nil follows the unit system.
    public var windUnit: WindUnit?
    /// 12- or 24-hour times (`clock`, `--clock`); nil follows the unit system.
    public var clock: ClockStyle?
    /// Saved values of `windUnit` and `clock` that could not be read (their defaults are used), as
    /// "windUnit: \"knots\"", for one warning. Never saved, and not part of equality.
    public internal(set) var unreadable: [String] = []

    public init(
        units: UnitSystem = .imperial, iconSet: IconSet = .unicode, forecastDays: ForecastDays = .seven,
        mouse: Bool = true, mapLayer: MapLayerKind = .none, windUnit: WindUnit? = nil, clock: ClockStyle? = nil
    ) {
        self.units = units
        self.iconSet = iconSet
        self.forecastDays = forecastDays
        self.mouse = mouse
        self.mapLayer = mapLayer
        self.windUnit = windUnit
        self.clock = clock
    }

    /// The wind unit in use: the one chosen, else the unit system's (mph or km/h).
    public var effectiveWindUnit: WindUnit { windUnit ?? .standard(for: units) }
    /// The clock in use: the one chosen, else the unit system's (12-hour or 24-hour).
    public var effectiveClock: ClockStyle { clock ?? .standard(for: units) }

    public static let defaults = Settings()

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        units = (try? container.decodeIfPresent(UnitSystem.self, forKey: .units)) ?? Self.defaults.units
        iconSet = (try? container.decodeIfPresent(IconSet.self, forKey: .iconSet)) ?? Self.defaults.iconSet
        forecastDays =
            (try? container.decodeIfPresent(ForecastDays.self, forKey: .forecastDays)) ?? Self.defaults.forecastDays
        mouse = (try? container.decodeIfPresent(Bool.self, forKey: .mouse)) ?? Self.defaults.mouse
        mapLayer = (try? container.decodeIfPresent(MapLayerKind.self, forKey: .mapLayer)) ?? Self.defaults.mapLayer
        // Files from before these keys existed have neither: both follow the unit system. A value that is there
        // but unreadable is said once (``SettingsClient/live(paths:warnings:now:)``), then ignored.
        windUnit = Self.decodeOrNote(WindUnit.self, .windUnit, in: container, unreadable: &unreadable)
        clock = Self.decodeOrNote(ClockStyle.self, .clock, in: container, unreadable: &unreadable)
    }

    enum CodingKeys: String, CodingKey {
        case units, iconSet, forecastDays, mouse, mapLayer, windUnit, clock
    }

    private static func decodeOrNote<T: Decodable>(
        _ type: T.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>,
        unreadable: inout [String]
    ) -> T? {
        if let value = try? container.decodeIfPresent(type, forKey: key) { return value }
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
        let raw =
            (try? container.decode(String.self, forKey: key)).map { "\"\($0.sanitizedForTerminal.prefix(20))\"" }
            ?? (try? container.decode(Int.self, forKey: key)).map(String.init) ?? "a value of the wrong kind"
        unreadable.append("\(key.rawValue): \(raw)")
        return nil
    }

    public static func == (a: Settings, b: Settings) -> Bool {
        (a.units, a.iconSet, a.forecastDays, a.mouse) == (b.units, b.iconSet, b.forecastDays, b.mouse)
            && (a.mapLayer, a.windUnit, a.clock) == (b.mapLayer, b.windUnit, b.clock)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(units)
        hasher.combine(iconSet)
        hasher.combine(forecastDays)
        hasher.combine(mouse)
        hasher.combine(mapLayer)
        hasher.combine(windUnit)
        hasher.combine(clock)
    }
}
