#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether stopping on Ctrl-Z is safe: only when a job-control shell can continue the process. The kernel itself
/// ignores Ctrl-Z in an orphaned process group (no member's parent is in another group of the same session); the
/// app stops with SIGSTOP, which nothing ignores, so it checks first: up the chain of parents in its own group,
/// the first parent outside the group must be in the same session (the shell that runs the job).
enum Suspension {
    static func canStop() -> Bool {
        let group = getpgrp()
        let session = getsid(0)
        var pid = getpid()
        for _ in 0..<16 {
            guard let parent = parentID(of: pid), parent > 1 else { return false }
            let parentGroup = getpgid(parent)
            if parentGroup < 0 { return false }
            if parentGroup != group { return getsid(parent) == session }
            pid = parent
        }
        return false
    }

    /// The parent of `pid`: getppid for this process, /proc's stat line for others (field 4, after the name in
    /// parentheses, which may itself hold spaces and parentheses).
    private static func parentID(of pid: pid_t) -> pid_t? {
        if pid == getpid() { return getppid() }
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var bytes = [CChar](repeating: 0, count: 512)
        guard fgets(&bytes, Int32(bytes.count), file) != nil else { return nil }
        let line = bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count >= 2 else { return nil }
        return pid_t(fields[1])
    }
}
