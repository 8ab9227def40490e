import FoundationEssentials

/// Which mosaics exist: a new one every 5 minutes, published about 5 minutes after its time. The loop shows the
/// last hour every 10 minutes (7 frames, oldest first), ending with the newest mosaic that is surely there.
public enum RadarFrameTimes {
    /// The mosaic's cadence.
    public static let cadence: TimeInterval = 300
    /// How long after its time a mosaic can be asked for.
    public static let latency: TimeInterval = 300
    /// The loop's step and length.
    public static let loopStep: TimeInterval = 600
    public static let loopFrames = 7

    /// The newest mosaic at least ``latency`` old, on a 5-minute boundary.
    public static func newest(now: Date) -> Date {
        let ready = now.timeIntervalSince1970 - latency
        return Date(timeIntervalSince1970: (ready / cadence).rounded(.down) * cadence)
    }

    /// The loop's frame times, oldest first: the newest mosaic and the six before it, 10 minutes apart.
    public static func loop(now: Date) -> [Date] {
        let newest = newest(now: now)
        return (0..<loopFrames).reversed().map { newest.addingTimeInterval(-Double($0) * loopStep) }
    }
}
