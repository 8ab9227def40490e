import FoundationEssentials

/// A radar service as a value: its parts and their boxes, how its WMS is asked, its colours, how often it publishes,
/// how it says it has no frame for a time, and what the Map credits and says outside it. The client, the loop and
/// the Map read everything from it, so another service (Canada's GeoMet, Germany's DWD) is one more value.
public struct RadarSource: Hashable, Sendable {
    /// How a GetMap names the time it asks.
    public enum TimeParameter: Hashable, Sendable {
        /// The standard WMS `TIME=2026-11-24T18:40:00Z`.
        case wmsTime
        /// The IEM archive's own `prod=<product>&year=2026&month=11&day=24&time=1840` (UTC).
        case archiveDate(product: String)
    }

    /// The network, in "no radar here (NEXRAD covers the US only)".
    public var network: String
    /// Where it covers, in that sentence ("the US") …
    public var region: String
    /// … and shortly, for a place abroad: "Radar: US only".
    public var regionShort: String
    /// The countries (ISO codes of ``Place/country``) whose places are asked about.
    public var countries: Set<String>
    /// The credit line the Map prints.
    public var credit: String
    /// The parts, each a layer with its box; a view asks those it overlaps.
    public var composites: [RadarComposite]
    /// The path of the WMS below the base URL.
    public var path: String
    public var timeParameter: TimeParameter
    public var colors: RadarColorTable
    public var times: RadarFrameTimes
    /// The words every "no frame for that time" answer holds (a WMS exception, often with status 200): such a frame
    /// is asked once more a step earlier.
    public var missingFrameWords: [String]

    public init(
        network: String, region: String, regionShort: String, countries: Set<String>, credit: String,
        composites: [RadarComposite], path: String, timeParameter: TimeParameter, colors: RadarColorTable,
        times: RadarFrameTimes, missingFrameWords: [String]
    ) {
        self.network = network
        self.region = region
        self.regionShort = regionShort
        self.countries = countries
        self.credit = credit
        self.composites = composites
        self.path = path
        self.timeParameter = timeParameter
        self.colors = colors
        self.times = times
        self.missingFrameWords = missingFrameWords
    }

    /// The parts a box overlaps, in declaration order. Boxes are never asked across ±180° (the Map's boxes are cut
    /// there, ``LayerGridRequest/onGlobe(_:)``).
    public func composites(overlapping box: GeoBox) -> [RadarComposite] {
        composites.filter { $0.overlaps(box) }
    }

    /// Whether any of `view` lies inside a part: outside, "no radar here" is said rather than drawn dry.
    public func covers(_ view: GeoBox) -> Bool { composites.contains { $0.overlaps(view) } }

    /// Whether a point lies inside a part.
    public func covers(latitude: Double, longitude: Double) -> Bool {
        composites.contains { $0.area.contains(GeoPoint(longitude: longitude, latitude: latitude)) }
    }

    /// Whether the radar is asked for a place: one in the source's countries (a place abroad asks nothing, even when
    /// its view reaches a part, as Vancouver's reaches the US's).
    public func serves(_ place: Place) -> Bool { countries.contains(place.country) }

    /// Whether a body is the service saying it has no frame for that time (never a PNG).
    public func isMissingFrame(_ body: Data) -> Bool {
        guard !body.starts(with: RadarImage.signature) else { return false }
        let text = String(decoding: body.prefix(4000), as: UTF8.self)
        return missingFrameWords.allSatisfy { text.contains($0) }
    }
}
