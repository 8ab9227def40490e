import Foundation
import Synchronization
import Testing

/// Everything an end-to-end test starts must end with it. Each tmux server is killed when its session is
/// released; as sessions were seen to outlive their tests, every suite also kills, after each test, the servers
/// that test started (`.leavesNothingBehind`), and only those, so tests running side by side are left alone.
final class Leftovers: Sendable {
    /// The servers started by the test running in this task.
    @TaskLocal static var current: Leftovers?

    private let sessions = Mutex<[(socket: String, panePID: Int32)]>([])

    static func track(socket: String, panePID: Int32) {
        guard let current else { return }
        current.sessions.withLock { $0.append((socket, panePID)) }
    }

    func killAll() {
        let all = sessions.withLock { sessions in
            defer { sessions.removeAll() }
            return sessions
        }
        for session in all { TmuxSession.stop(socket: session.socket, panePID: session.panePID) }
    }
}

/// After each test (passed, failed or thrown), the tmux servers it started are killed: with them the app and
/// the fixture server running inside.
struct LeavesNothingBehind: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let leftovers = Leftovers()
        defer { leftovers.killAll() }
        try await Leftovers.$current.withValue(leftovers) { try await function() }
    }
}

extension Trait where Self == LeavesNothingBehind {
    static var leavesNothingBehind: Self { Self() }
}

/// A temporary folder removed when the object is released (a suite's property: when the test is done).
final class TemporaryFolder: Sendable {
    let url: URL

    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
