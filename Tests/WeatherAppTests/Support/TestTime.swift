import Clocks
import Foundation

@testable import WeatherApp

/// Time that only the test moves: a test clock, and the dates it stands for from `start`. Advancing it wakes
/// the timers (spinners, Detail's 30-second clock) due by then and moves "now" with them.
final class TestTime: Sendable {
    let clock = TestClock<Duration>()
    let start: Date
    private let origin: TestClock<Duration>.Instant

    init(start: Date) {
        self.start = start
        origin = clock.now
    }

    /// The app's clock, for environments and reducers.
    var appClock: AppClock {
        let (clock, start, origin) = (clock, start, origin)
        return AppClock(
            clock: clock,
            now: {
                let elapsed = origin.duration(to: clock.now).components
                return start.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            })
    }

    /// Moves time on by `duration`, running whatever it wakes.
    func advance(by duration: Duration) async {
        await clock.advance(by: duration)
    }

    var now: Date { appClock.now() }
}
