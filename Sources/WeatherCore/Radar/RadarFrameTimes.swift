import FoundationEssentials

/// Which mosaics exist: a new one every 5 minutes, its archive file written about 2 minutes after its time. The loop shows the
/// last hour every 10 minutes (7 frames, oldest first), ending with the newest mosaic that is surely there. The
/// older frames stay on 10-minute boundaries, so when a new mosaic appears only it is asked for.
public enum RadarFrameTimes {
    /// The mosaic's cadence.
    public static let cadence: TimeInterval = 300
    /// How long after its time a mosaic can be asked for: the archive file for a time is written at about that
    /// time, so 2 minutes is enough (a file not there yet is asked again 5 minutes earlier: ``RadarClient``).
    public static let latency: TimeInterval = 120
    /// The loop's step and length.
    public static let loopStep: TimeInterval = 600
    public static let loopFrames = 7

    /// The newest mosaic at least ``latency`` old, on a 5-minute boundary.
    public static func newest(now: Date) -> Date {
        let ready = now.timeIntervalSince1970 - latency
        return Date(timeIntervalSince1970: (ready / cadence).rounded(.down) * cadence)
    }

    /// The loop's frame times, oldest first: the six 10-minute boundaries before the newest mosaic, then it
    /// (10 minutes after the last of them, or 5 when it falls between two boundaries).
    public static func loop(now: Date) -> [Date] {
        let newest = newest(now: now)
        let seconds = newest.timeIntervalSince1970
        let boundary = (seconds / loopStep).rounded(.down) * loopStep
        let lastBefore = boundary == seconds ? boundary - loopStep : boundary
        let older = (0..<(loopFrames - 1)).reversed().map {
            Date(timeIntervalSince1970: lastBefore - Double($0) * loopStep)
        }
        return older + [newest]
    }
}
