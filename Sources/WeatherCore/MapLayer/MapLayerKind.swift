/// What the Map draws under its outlines: nothing, the temperature, or the precipitation. `l` cycles through them
/// in this order; the choice is saved in the settings.
public enum MapLayerKind: String, Codable, CaseIterable, Hashable, Sendable {
    case none, temperature, precipitation

    /// The one after this, back to `none` after the last.
    public var next: MapLayerKind {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
