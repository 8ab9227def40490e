import FoundationEssentials

/// The user's preferences, saved between runs. Decoding is lenient so files from older or newer versions still
/// load: unknown keys are ignored, and missing or unrecognised values fall back to the defaults.
public struct Settings: Codable, Hashable, Sendable {
    public var units: UnitSystem { didSet { unsaved.remove(.units) } }
    public var iconSet: IconSet
    /// How many days Detail's daily table shows (and asks for): `d` switches it.
    public var forecastDays: ForecastDays
    /// Mouse reporting in the app (on by default); off leaves the mouse to the terminal's own text selection.
    public var mouse: Bool
    /// The Map's weather layer (`l` cycles it); restored when the Map opens.
    public var mapLayer: MapLayerKind
    /// The wind speed unit chosen (`windUnit`, Detail's `w`, `--wind-unit`); nil follows the unit system.
    public var windUnit: WindUnit? { didSet { unsaved.remove(.windUnit) } }
    /// 12- or 24-hour times (`clock`, `--clock`); nil follows the unit system.
    public var clock: ClockStyle? { didSet { unsaved.remove(.clock) } }
    /// The screens in words for a screen reader (`screenReader`, as `--screen-reader`): read at launch only.
    public var screenReader = false
    /// How the app tells the terminal of a new alert (`notify`, `--notify`): auto by default.
    public var notify: NotifyMode
    /// The lowest severity notified, by the app and `watch` (`notifyMin`, `--notify-min`): Severe by default.
    public var notifyMin: WeatherAlert.Severity
    /// The language the app speaks (``AppLanguage``); nil: `auto`, the environment's.
    public var language: AppLanguage?
    /// Which of the three the file did not have: they are the locale's (or the place's), decided again on each run
    /// and never written, so that only a choice is saved. Setting one makes it a choice. Not part of equality.
    public internal(set) var unsaved: UnsavedChoices = []
    /// No units were saved and the locale names no territory: the place decides them (``forPlace(_:)``).
    public internal(set) var placeDecidesUnits = false
    /// Saved values of `windUnit` and `clock` that could not be read (their defaults are used), as
    /// "windUnit: \"knots\"", for one warning. Never saved, and not part of equality.
    public internal(set) var unreadable: [String] = []

    public init(
        units: UnitSystem = .imperial, iconSet: IconSet = .unicode, forecastDays: ForecastDays = .seven,
        mouse: Bool = true, mapLayer: MapLayerKind = .none, windUnit: WindUnit? = nil, clock: ClockStyle? = nil,
        notify: NotifyMode = .auto, notifyMin: WeatherAlert.Severity = .severe
    ) {
        self.units = units
        self.iconSet = iconSet
        self.forecastDays = forecastDays
        self.mouse = mouse
        self.mapLayer = mapLayer
        self.windUnit = windUnit
        self.clock = clock
        self.notify = notify
        self.notifyMin = notifyMin
    }

    /// The wind unit in use: the one chosen, else the unit system's (mph or km/h).
    public var effectiveWindUnit: WindUnit { windUnit ?? .standard(for: units) }
    /// The clock in use: the one chosen, else the unit system's (12-hour or 24-hour).
    public var effectiveClock: ClockStyle { clock ?? .standard(for: units) }

    public static let defaults = Settings()

    /// What a first run starts from, before the locale fills in (``SettingsClient/live(paths:warnings:locale:now:)``):
    /// the defaults, none of the units chosen.
    public static let firstRun: Settings = {
        var settings = Settings()
        settings.unsaved = .all
        return settings
    }()

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let savedUnits = try? container.decodeIfPresent(UnitSystem.self, forKey: .units)
        units = savedUnits ?? Self.defaults.units
        iconSet = (try? container.decodeIfPresent(IconSet.self, forKey: .iconSet)) ?? Self.defaults.iconSet
        forecastDays =
            (try? container.decodeIfPresent(ForecastDays.self, forKey: .forecastDays)) ?? Self.defaults.forecastDays
        mouse = (try? container.decodeIfPresent(Bool.self, forKey: .mouse)) ?? Self.defaults.mouse
        mapLayer = (try? container.decodeIfPresent(MapLayerKind.self, forKey: .mapLayer)) ?? Self.defaults.mapLayer
        notify = (try? container.decodeIfPresent(NotifyMode.self, forKey: .notify)) ?? Self.defaults.notify
        // "severe" as the help writes it, or "Severe" as the file is written.
        notifyMin =
            (try? container.decodeIfPresent(String.self, forKey: .notifyMin)).flatMap { $0 }
            .flatMap(WeatherAlert.Severity.init(named:)) ?? Self.defaults.notifyMin
        // Files from before these keys existed have neither: both follow the unit system. A value that is there
        // but unreadable is said once (``SettingsClient/live(paths:warnings:now:)``), then ignored.
        windUnit = Self.decodeOrNote(WindUnit.self, .windUnit, in: container, unreadable: &unreadable)
        clock = Self.decodeOrNote(ClockStyle.self, .clock, in: container, unreadable: &unreadable)
        screenReader = (try? container.decodeIfPresent(Bool.self, forKey: .screenReader)) ?? false
        // "auto" or absent: the environment's; a code the app has no table for is said once, then ignored.
        if let code = try? container.decodeIfPresent(String.self, forKey: .language), code.lowercased() != "auto" {
            language = AppLanguage(code: code)
            if language == nil { unreadable.append("language: \"\(code.sanitizedForTerminal.prefix(20))\"") }
        }
        // Missing or unreadable is no choice; an explicit null is one (follow the unit system).
        func chosen(_ key: CodingKeys) -> Bool { (try? container.decodeNil(forKey: key)) == true }
        if savedUnits == nil { unsaved.insert(.units) }
        if windUnit == nil, !chosen(.windUnit) { unsaved.insert(.windUnit) }
        if clock == nil, !chosen(.clock) { unsaved.insert(.clock) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !unsaved.contains(.units) { try container.encode(units, forKey: .units) }
        try container.encode(iconSet, forKey: .iconSet)
        try container.encode(forecastDays, forKey: .forecastDays)
        try container.encode(mouse, forKey: .mouse)
        try container.encode(mapLayer, forKey: .mapLayer)
        try container.encode(notify, forKey: .notify)
        try container.encode(notifyMin, forKey: .notifyMin)
        // A chosen nil is written as null, so the locale does not take it back on the next run.
        if !unsaved.contains(.windUnit) { try container.encode(windUnit, forKey: .windUnit) }
        if !unsaved.contains(.clock) { try container.encode(clock, forKey: .clock) }
        // Written only when on: the user's own key, not one every file grows.
        if screenReader { try container.encode(screenReader, forKey: .screenReader) }
        if let language { try container.encode(language, forKey: .language) }
    }

    enum CodingKeys: String, CodingKey {
        case units, iconSet, forecastDays, mouse, mapLayer, windUnit, clock, screenReader, notify, notifyMin, language
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
            && (a.mapLayer, a.windUnit, a.clock, a.screenReader) == (b.mapLayer, b.windUnit, b.clock, b.screenReader)
            && (a.notify, a.notifyMin, a.language) == (b.notify, b.notifyMin, b.language)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(units)
        hasher.combine(iconSet)
        hasher.combine(forecastDays)
        hasher.combine(mouse)
        hasher.combine(mapLayer)
        hasher.combine(windUnit)
        hasher.combine(clock)
        hasher.combine(screenReader)
        hasher.combine(notify)
        hasher.combine(notifyMin)
        hasher.combine(language)
    }
}

/// Settings' unit choices that can be left to the locale or the place.
public struct UnsavedChoices: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let units = UnsavedChoices(rawValue: 1)
    public static let windUnit = UnsavedChoices(rawValue: 2)
    public static let clock = UnsavedChoices(rawValue: 4)
    public static let all: UnsavedChoices = [.units, .windUnit, .clock]
}
