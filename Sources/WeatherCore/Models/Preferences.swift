/// The user's measurement system. Imperial is the default for US places.
public enum UnitSystem: String, Hashable, Sendable, Codable, CaseIterable {
    case imperial, metric

    public var toggled: UnitSystem { self == .imperial ? .metric : .imperial }
}

/// Which glyphs weather conditions are drawn with; terminals and fonts differ in what they can show.
public enum IconSet: String, Hashable, Sendable, Codable, CaseIterable {
    case unicode, ascii, none
}
