import CNCursesW

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair, so `Terminal` and `NCursesBackend` run in-process under `swift test`: ncurses writes
/// to the slave side; tests read those bytes from the master side and type by writing to it.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    /// The slave as C streams, for `newterm`.
    let input: UnsafeMutablePointer<FILE>
    let output: UnsafeMutablePointer<FILE>

    init?(width: Int, height: Int) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
        guard let output = fdopen(slave, "w"), let input = fdopen(dup(slave), "r") else { return nil }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
        self.input = input
        self.output = output
    }

    /// Everything written to the terminal since the last call.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    /// Types bytes as the user would, and waits (up to a second) until the program's side can read them.
    func type(_ text: String) {
        type(bytes: Array(text.utf8))
    }

    /// Types raw bytes, which need not be valid UTF-8.
    func type(bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
        var fd = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        _ = poll(&fd, 1, 1000)
    }

    /// Changes the terminal's size as a window manager would (the kernel then sends SIGWINCH to its owner).
    func resize(width: Int, height: Int) {
        _ = lw_set_window_size(master, Int32(height), Int32(width))
    }

    /// The slave's line-discipline flags, to check that a restored terminal is back in canonical echo mode.
    var localFlags: tcflag_t {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes.c_lflag
    }

    deinit {
        fclose(input)
        fclose(output)
        close(master)
    }
}
