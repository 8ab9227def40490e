import Foundation

/// Everything the end-to-end tests start must end with them. Each tmux server is killed when its session is
/// released, and, in case a session is never released (a test process ending early, a suite holding on to it),
/// every server this process started is killed again when it exits.
enum Leftovers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sockets: [String] = []
    nonisolated(unsafe) private static var registered = false

    static func track(socket: String) {
        lock.withLock {
            sockets.append(socket)
            guard !registered else { return }
            registered = true
            atexit { Leftovers.killAll() }
        }
    }

    static func untrack(socket: String) {
        lock.withLock { sockets.removeAll { $0 == socket } }
    }

    static func killAll() {
        for socket in lock.withLock({ sockets }) {
            _ = try? Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"])
        }
    }
}

/// A temporary folder removed when the object is released (a suite's property: when the test is done).
final class TemporaryFolder: Sendable {
    let url: URL

    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
