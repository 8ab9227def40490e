import Foundation
import LassoTesting
import Synchronization
import Testing

/// Everything an end-to-end test starts must end with it. Each tmux server is killed (and its socket removed) when
/// its session is released; as sessions were seen to outlive their tests, every suite also kills, after each test,
/// the servers that test started (`.leavesNothingBehind`), and only those, so tests running side by side are left
/// alone.
final class Leftovers: Sendable {
    /// The servers started by the test running in this task.
    @TaskLocal static var current: Leftovers?

    private let servers = Mutex<[TmuxServer]>([])

    static func track(_ server: TmuxServer) {
        guard let current else { return }
        current.servers.withLock { $0.append(server) }
    }

    func killAll() {
        let all = servers.withLock { servers in
            defer { servers.removeAll() }
            return servers
        }
        for server in all { server.stop() }
    }
}

/// After each test (passed, failed or thrown), the tmux servers it started are killed: with them the app and
/// the fixture server running inside.
struct LeavesNothingBehind: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Each test case takes one of the end-to-end slots while it runs (the suite's own scope takes none).
        if testCase != nil { await EndToEndSlots.shared.acquire() }
        defer { if testCase != nil { EndToEndSlots.shared.release() } }
        let leftovers = Leftovers()
        defer { leftovers.killAll() }
        try await Leftovers.$current.withValue(leftovers) { try await function() }
    }
}

/// How many end-to-end tests run at once, whatever their suites: each starts real processes (a tmux server, the
/// app, often a fixture server), and on a 2-core machine all of them side by side starved the in-process fixture
/// servers of the HTTP tests running beside them (their timeouts fired). A test waiting for a slot suspends.
enum EndToEndSlots {
    static let shared = AsyncSlots(count: ProcessInfo.processInfo.activeProcessorCount + 1)
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
