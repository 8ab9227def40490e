import Foundation

/// Runs a program to completion with posix_spawn and waitpid. Foundation's `Process` on Linux left tmux's client
/// unreaped (a zombie) when tests ran it off the main thread, hanging `waitUntilExit`; this cannot. The caller
/// suspends while the child runs: the blocking `waitpid` is on a thread of its own, never one of the task pool's
/// (on 2 cores the pool has 2 threads, which the tests and the in-process fixture servers share).
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs `arguments` (looked up on PATH), with stdout and stderr captured through a file (a pipe would be held
    /// open by daemons such as the tmux server), stdin from /dev/null.
    static func run(_ arguments: [String], environment: [String: String]? = nil) async throws -> Result {
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("lw-sub-\(UUID().uuidString)").path
        defer { unlink(outPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &envp)
        guard rc == 0 else { throw SubprocessError.spawnFailed(arguments[0], errno: rc) }
        let status = await exitStatus(of: pid)
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
    }

    /// The raw `waitpid` status of the child `pid`, once it has exited.
    static func exitStatus(of pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                continuation.resume(returning: status)
            }.start()
        }
    }
}

enum SubprocessError: Error {
    case spawnFailed(String, errno: Int32)
}
