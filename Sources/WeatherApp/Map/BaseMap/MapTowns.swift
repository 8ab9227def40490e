import WeatherCore

/// The Map's town labels from both directories: the US's ZIP towns and the world's larger places. The ZIP towns are
/// looked up as the view moves; the world's need an index read from every block of the world directory, which the
/// store asks for in an effect (``World``) only once the view needs it (labels shown for a place abroad, or a view
/// reaching past the US), for `WorldTowns.region(around:)` the view, and again once the view leaves that region.
/// Until the first arrives the Map labels the ZIP towns alone (abroad: none).
enum MapTowns {
    /// The world's towns on the Map: not needed yet, asked for a region (the index is being built off the main
    /// thread; the last one is still looked up meanwhile), or ready to look up.
    enum World: Equatable, Sendable {
        case notAsked
        case asking(GeoBox, kept: WorldTowns.Index?)
        case ready(WorldTowns.Index)

        var index: WorldTowns.Index? {
            switch self {
            case .notAsked: nil
            case .asking(_, let kept): kept
            case .ready(let index): index
            }
        }

        /// Whether what is ready, or being built, holds every town in `view`.
        func covers(_ view: GeoBox) -> Bool {
            switch self {
            case .notAsked: false
            case .asking(let region, _): WorldTowns.Index.covers(view, in: region)
            case .ready(let index): index.covers(view)
            }
        }
    }

    /// The embedded world's index is built once for every Map; another directory (tests) gets its own.
    static func world(_ directory: WorldDirectory) -> WorldTowns {
        directory === WorldDirectory.shared ? .shared : WorldTowns(directory)
    }

    /// Whether the Map needs the world's towns: only while labels are shown; for a place abroad at once (before
    /// the first layout too), else once the view is not wholly inside one of ``usInterior``'s boxes (near a border,
    /// over the sea, abroad).
    static func needsWorld(_ state: MapScreen.State) -> Bool {
        guard state.showsTowns else { return false }
        guard state.focus.isInUS else { return true }
        guard state.viewSize.isKnown else { return false }
        let view = state.viewport.bounds
        return !usInterior.contains {
            $0.minLongitude <= view.minLongitude && view.maxLongitude <= $0.maxLongitude
                && $0.minLatitude <= view.minLatitude && view.maxLatitude <= $0.maxLatitude
        }
    }

    /// Boxes with no foreign place in them (the sea aside): the lower 48 away from Canada (from 48.3°N by Vancouver
    /// Island, 41.7°N on Lake Erie, 46.5°N at Sault Ste. Marie), Mexico (32.7°N at Tijuana, 25.9°N at Matamoros),
    /// Cuba and the Bahamas; Hawaii; Alaska west of Yukon and east of Chukotka. A view inside one labels ZIP towns
    /// alone; any other asks for the world's too.
    static let usInterior = [
        GeoBox(minLongitude: -122.9, minLatitude: 32.8, maxLongitude: -80.1, maxLatitude: 41.6),
        GeoBox(minLongitude: -122.9, minLatitude: 32.8, maxLongitude: -95.3, maxLatitude: 48.95),
        GeoBox(minLongitude: -124.8, minLatitude: 32.8, maxLongitude: -95.3, maxLatitude: 48.2),
        GeoBox(minLongitude: -122.9, minLatitude: 32.8, maxLongitude: -84.6, maxLatitude: 46.3),
        GeoBox(minLongitude: -96.5, minLatitude: 24.0, maxLongitude: -80.1, maxLatitude: 41.6),
        GeoBox(minLongitude: -161.5, minLatitude: 18.0, maxLongitude: -154.0, maxLatitude: 23.0),
        GeoBox(minLongitude: -167.0, minLatitude: 51.0, maxLongitude: -141.2, maxLatitude: 72.0),
    ]

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
