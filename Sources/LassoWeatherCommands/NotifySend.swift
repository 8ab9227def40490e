import Dispatch
import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `watch`'s way of telling: `notify-send -a lasso-weather -u URGENCY TITLE BODY`, spawned with that argv (never a
/// shell), found on PATH. Nil when there is none.
struct NotifySend: Sendable {
    let executable: String

    init?(path: String?) {
        let candidates: [String] = (path ?? "").split(separator: ":").map { String($0) + "/notify-send" }
        let found = candidates.first { access($0, X_OK) == 0 }
        guard let found else { return nil }
        executable = found
    }

    /// The arguments after the program's name, title and body cleaned as for the terminal, in `language`.
    static func arguments(for note: AlertNote, language: AppLanguage = .en) -> [String] {
        [
            "-a", "lasso-weather", "-u", note.urgency, NotificationText.clean(note.title(in: language)),
            NotificationText.clean(note.body(in: language)),
        ]
    }

    /// Runs it and waits: nil when it exited 0, else why not, in `language`.
    func show(_ note: AlertNote, language: AppLanguage = .en) async -> String? {
        let argv = [executable] + Self.arguments(for: note, language: language)
        var pid: pid_t = 0
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        let rc = posix_spawn(&pid, executable, nil, nil, &cArgs, environ)
        guard rc == 0 else { return PersistenceError.reason(of: rc, in: language) }
        let status = await Self.exitStatus(of: pid)
        if status & 0x7f != 0 { return language.localized("killed by signal {0}", String(status & 0x7f)) }
        let code = (status >> 8) & 0xff
        return code == 0 ? nil : language.localized("exit status {0}", String(code))
    }

    /// Waits for the child on a thread of its own, never one of the task pool's.
    private static func exitStatus(of pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1, errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
    }
}
