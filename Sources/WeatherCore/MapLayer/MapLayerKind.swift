/// What the Map draws under its outlines: nothing, the NEXRAD radar loop, the temperature, or the precipitation.
/// `l` cycles through them in this order; the choice is saved in the settings.
public enum MapLayerKind: String, Codable, CaseIterable, Hashable, Sendable {
    case none, radar, temperature, precipitation

    /// The layers drawn from the forecast grid (``LayerGrid``), as opposed to the radar's images.
    public var usesGrid: Bool { self == .temperature || self == .precipitation }

    /// The one after this, back to `none` after the last.
    public var next: MapLayerKind {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
