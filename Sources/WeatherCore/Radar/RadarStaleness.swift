import FoundationEssentials

/// A source that stopped moving: consecutive frames of different mosaic times whose pixels are identical and hold
/// echoes. Only neighbours count: the first and last frames of an hour may match by chance, a stalled source
/// repeats the frame before.
/// Weather never repeats to the pixel over 10 minutes where it rains, so that is the source answering every time
/// with one picture (as the IEM's time-enabled WMS does past its hand-written calendar, with a 2011 storm). Dry
/// frames are alike by right and say nothing.
public struct RadarStaleness: Equatable, Sendable {
    /// The loop times of the frames that repeat a picture another time already had.
    public var times: Set<Date>
    /// The newest frame whose picture did differ from the repeated ones; nil when none did.
    public var lastDifferent: Date?

    public init(times: Set<Date>, lastDifferent: Date?) {
        self.times = times
        self.lastDifferent = lastDifferent
    }

    /// The staleness of a loop's radar frames (any order), nil when no two consecutive pictures with echoes
    /// repeat across times.
    public static func find(in frames: [RadarFrame]) -> RadarStaleness? {
        let radar = frames.filter { $0.source == .radar }.sorted { $0.time < $1.time }
        var stale = Set<Date>()
        // Six comparisons, each stopping at the first differing pixel.
        for (frame, next) in zip(radar, radar.dropFirst())
        where next.validTime != frame.validTime && next.image == frame.image
            && frame.image.pixels.contains(where: { $0 != RadarImage.noEcho })
        {
            stale.insert(frame.time)
            stale.insert(next.time)
        }
        guard !stale.isEmpty else { return nil }
        return RadarStaleness(times: stale, lastDifferent: radar.last { !stale.contains($0.time) }?.time)
    }
}
