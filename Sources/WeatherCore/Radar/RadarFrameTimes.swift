import FoundationEssentials

/// Which frames a source has: a new one every `cadence` (the IEM's mosaic 5 minutes, other services 6 or 10), each
/// askable `latency` after its time. The loop shows the last hour or so in 7 frames (oldest first) ``loopStep``
/// apart, ending with the newest frame that is surely there. The older frames stay on loop-step boundaries, so when a
/// new frame appears only it is asked for.
public struct RadarFrameTimes: Hashable, Sendable {
    /// How often the source publishes a frame, in seconds.
    public var cadence: TimeInterval
    /// How long after its time a frame can be asked for.
    public var latency: TimeInterval

    public static let loopFrames = 7

    public init(cadence: TimeInterval, latency: TimeInterval) {
        self.cadence = cadence
        self.latency = latency
    }

    /// The loop's step: the least whole number of frames spanning 10 minutes (10 for a 5- or 10-minute source, 12
    /// for a 6-minute one), so every loop time is a frame the source has.
    public var loopStep: TimeInterval { (600 / cadence).rounded(.up) * cadence }

    /// The newest frame at least ``latency`` old, on a ``cadence`` boundary.
    public func newest(now: Date) -> Date {
        let ready = now.timeIntervalSince1970 - latency
        return Date(timeIntervalSince1970: (ready / cadence).rounded(.down) * cadence)
    }

    /// The loop's frame times, oldest first: the six ``loopStep`` boundaries before the newest frame, then it (a
    /// step after the last of them, or less when it falls between two boundaries).
    public func loop(now: Date) -> [Date] {
        let newest = newest(now: now)
        let seconds = newest.timeIntervalSince1970
        let boundary = (seconds / loopStep).rounded(.down) * loopStep
        let lastBefore = boundary == seconds ? boundary - loopStep : boundary
        let older = (0..<(Self.loopFrames - 1)).reversed().map {
            Date(timeIntervalSince1970: lastBefore - Double($0) * loopStep)
        }
        return older + [newest]
    }
}

extension RadarFrameTimes {
    /// The IEM's N0Q mosaic: a new one every 5 minutes, its archive file written about 2 minutes after its time (a
    /// file not there yet is asked again a step earlier: ``RadarClient``).
    public static let iem = RadarFrameTimes(cadence: 300, latency: 120)
}
