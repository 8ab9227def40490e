import WeatherCore

/// The Map's town labels from both directories: the US's ZIP towns and the world's larger places.
enum MapTowns {
    /// The embedded world's index is built once for every Map; another directory (tests) gets its own.
    static func world(_ directory: WorldDirectory) -> WorldTowns {
        directory === WorldDirectory.shared ? .shared : WorldTowns(directory)
    }

    /// Both lists taken in turn, each biggest first, so near a border (Detroit and Windsor, San Diego and
    /// Tijuana) neither side's towns crowd the other's out; at most `limit`.
    static func merged(us: [PlaceMatch], world: [PlaceMatch], limit: Int) -> [PlaceMatch] {
        guard !world.isEmpty else { return Array(us.prefix(limit)) }
        guard !us.isEmpty else { return Array(world.prefix(limit)) }
        var merged: [PlaceMatch] = []
        for index in 0..<max(us.count, world.count) {
            if index < us.count { merged.append(us[index]) }
            if index < world.count { merged.append(world[index]) }
        }
        return Array(merged.prefix(limit))
    }
}
