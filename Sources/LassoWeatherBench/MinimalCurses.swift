import Foundation

/// The baseline for launch-to-first-frame: the smallest Swift ncurses program that draws a line and waits for a
/// key, built with the same compiler and the repo's CNCursesW module, release mode.
enum MinimalCurses {
    static let source = """
        import CNCursesW
        setlocale(LC_ALL, "")
        initscr()
        cbreak()
        noecho()
        keypad(lw_stdscr(), true)
        mvaddstr(1, 2, "Recent Searches")
        refresh()
        _ = getch()
        endwin()
        """

    /// Compiles the program into `directory`; the executable's path, or nil (with the reason) if it can't be.
    /// With `foundation`, the same program also imports Foundation and touches it once, as any real app does.
    static func build(in directory: URL, foundation: Bool = false) -> (path: String?, problem: String?) {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let module = repo.appendingPathComponent("Sources/CNCursesW")
        guard FileManager.default.fileExists(atPath: module.appendingPathComponent("module.modulemap").path) else {
            return (nil, "Sources/CNCursesW not found (run from the source tree)")
        }
        let name = foundation ? "minimal-curses-foundation" : "minimal-curses"
        let file = directory.appendingPathComponent("\(name).swift")
        let binary = directory.appendingPathComponent(name).path
        let text = foundation ? "import Foundation\n_ = Date().timeIntervalSince1970\n" + source : source
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
            let log = directory.appendingPathComponent("swiftc.log").path
            let flags = foundation ? ["-static-stdlib"] : []
            let result = try run(
                ["swiftc", "-O"] + flags + ["-I", module.path, file.path, "-o", binary], outputPath: log)
            guard result == 0 else {
                return (nil, "swiftc failed: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "?"))
            }
            return (binary, nil)
        } catch {
            return (nil, "\(error)")
        }
    }
}
