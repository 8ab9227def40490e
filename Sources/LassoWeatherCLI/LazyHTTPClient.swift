import AsyncHTTPClient
import Synchronization
import WeatherCore

/// The one HTTP client, made on first use: its event-loop threads cost launch time, and the app's first frame
/// (or a `lookup`) needs no network at all.
final class LazyHTTPClient: Sendable {
    private let storage = Mutex<HTTPClient?>(nil)

    var client: HTTPClient {
        storage.withLock { stored in
            if let stored { return stored }
            let made = HTTPClient.makeForWeather(timeouts: .production)
            stored = made
            return made
        }
    }

    /// Shuts the client down if it was ever made.
    func shutdown() async throws {
        let made = storage.withLock { $0 }
        try await made?.shutdown()
    }
}
