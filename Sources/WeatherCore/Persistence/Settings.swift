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

    public init(
        units: UnitSystem = .imperial, iconSet: IconSet = .unicode, forecastDays: ForecastDays = .seven,
        mouse: Bool = true, mapLayer: MapLayerKind = .none
    ) {
        self.units = units
        self.iconSet = iconSet
        self.forecastDays = forecastDays
        self.mouse = mouse
        self.mapLayer = mapLayer
    }

    public static let defaults = Settings()

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        units = (try? container.decodeIfPresent(UnitSystem.self, forKey: .units)) ?? Self.defaults.units
        iconSet = (try? container.decodeIfPresent(IconSet.self, forKey: .iconSet)) ?? Self.defaults.iconSet
        forecastDays =
            (try? container.decodeIfPresent(ForecastDays.self, forKey: .forecastDays)) ?? Self.defaults.forecastDays
        mouse = (try? container.decodeIfPresent(Bool.self, forKey: .mouse)) ?? Self.defaults.mouse
        mapLayer = (try? container.decodeIfPresent(MapLayerKind.self, forKey: .mapLayer)) ?? Self.defaults.mapLayer
    }
}
