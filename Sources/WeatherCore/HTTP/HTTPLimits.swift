/// Limits for one HTTP request. Production defaults: connect 5 s, total 15 s, body 4 MB.
/// Tests inject short ones so the slow/hang cases finish in about a second.
public struct HTTPLimits: Equatable, Sendable {
    public var connect: Duration
    public var total: Duration
    public var maxBodyBytes: Int

    public init(connect: Duration = .seconds(5), total: Duration = .seconds(15), maxBodyBytes: Int = 4 * 1_048_576) {
        self.connect = connect
        self.total = total
        self.maxBodyBytes = maxBodyBytes
    }

    public static let production = HTTPLimits()

    var connectSeconds: Double { connect.durationSeconds }
    var totalSeconds: Double { total.durationSeconds }
}

extension Duration {
    var durationSeconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
