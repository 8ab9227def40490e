import AsyncHTTPClient
import NIOCore

/// Limits for one forecast request. Production defaults: connect 5 s, total 15 s, body 4 MB.
/// Tests inject short ones so the slow/hang cases finish in about a second.
public struct WeatherTimeouts: Equatable, Sendable {
    public var connect: Duration
    public var total: Duration
    public var maxBodyBytes: Int

    public init(connect: Duration = .seconds(5), total: Duration = .seconds(15), maxBodyBytes: Int = 4 * 1_048_576) {
        self.connect = connect
        self.total = total
        self.maxBodyBytes = maxBodyBytes
    }

    public static let production = WeatherTimeouts()

    var connectSeconds: Double { connect.durationSeconds }
    var totalSeconds: Double { total.durationSeconds }
}

extension Duration {
    var durationSeconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }

    var nioTimeAmount: TimeAmount { .nanoseconds(Int64(durationSeconds * 1e9)) }
}

extension HTTPClient {
    /// The one HTTP client the app shares for every forecast request. `HTTPClient.shared` exists in this
    /// AsyncHTTPClient version but has a fixed 90 s connect timeout, so we make our own with ours.
    /// The owner must call `try await client.shutdown()` once, before exiting.
    public static func makeForWeather(timeouts: WeatherTimeouts = .production) -> HTTPClient {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 3, allowCycles: false),
            timeout: .init(connect: timeouts.connect.nioTimeAmount, read: timeouts.total.nioTimeAmount)
        )
        configuration.httpVersion = .automatic
        // One request per place, and a stale cache to fall back on: say "offline" / "refused" at once instead of
        // retrying the connection until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }
}
