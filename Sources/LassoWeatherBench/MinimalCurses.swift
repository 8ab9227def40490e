import Foundation

/// The baseline for launch-to-first-frame: the smallest Swift ncurses program that draws two lines and waits for a
/// key, built with the same compiler, the repo's CNCursesW module and the app's release flags (static Swift
/// runtime, -Osize, lld, no exported symbols, packed relocations), so the ratio compares like with like.
enum MinimalCurses {
    static let source = """
        import CNCursesW
        setlocale(LC_ALL, "")
        initscr()
        cbreak()
        noecho()
        keypad(lw_stdscr(), true)
        mvaddstr(1, 2, "Recent Searches")
        mvaddstr(3, 2, "Type a ZIP code or a city name")
        refresh()
        _ = getch()
        endwin()
        """

    /// What the program draws last: its frame is complete when this has arrived.
    static let lastText = "Type a ZIP code or a city name"

    /// The Makefile's RELEASE flags, as swiftc takes them.
    static let releaseFlags = [
        "-Osize", "-static-stdlib", "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker",
        "pack-relative-relocs", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ]

    /// The shared libraries `binary` links (its DT_NEEDED entries) beyond what every Swift program links: for the
    /// app, libcurl (which brings ~30 more), libpng and libz. Read with `readelf -d`; nil if it can't be.
    static func extraLibraries(of binary: String, in directory: URL) -> [String]? {
        let log = directory.appendingPathComponent("readelf.txt").path
        guard (try? run(["readelf", "-d", binary], outputPath: log)) == 0,
            let text = try? String(contentsOfFile: log, encoding: .utf8)
        else { return nil }
        let everySwiftProgram = ["libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libncursesw.so"]
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]")
            else { return nil }
            let name = String(line[line.index(after: open)..<close])
            return everySwiftProgram.contains { name.hasPrefix($0) } ? nil : name
        }
    }

    /// Compiles the program into `directory`; the executable's path, or nil (with the reason) if it can't be.
    /// With `foundation`, the same program also imports Foundation and touches it once, as any real app does.
    /// `libraries` (sonames) are linked as the app links them, though the program calls nothing of theirs: the
    /// dynamic loader maps and relocates them, and runs their constructors, on every launch all the same.
    static func build(in directory: URL, foundation: Bool = false, libraries: [String] = []) -> (
        path: String?, problem: String?
    ) {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let module = repo.appendingPathComponent("Sources/CNCursesW")
        guard FileManager.default.fileExists(atPath: module.appendingPathComponent("module.modulemap").path) else {
            return (nil, "Sources/CNCursesW not found (run from the source tree)")
        }
        let name = (foundation ? "minimal-curses-foundation" : "minimal-curses") + (libraries.isEmpty ? "" : "-linked")
        let file = directory.appendingPathComponent("\(name).swift")
        let binary = directory.appendingPathComponent(name).path
        let text = foundation ? "import Foundation\n_ = Date().timeIntervalSince1970\n" + source : source
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
            let log = directory.appendingPathComponent("swiftc.log").path
            let result = try run(
                ["swiftc"] + releaseFlags + ["-I", module.path, file.path, "-o", binary]
                    + (libraries.isEmpty
                        ? [] : ["-Xlinker", "--no-as-needed"] + libraries.flatMap { ["-Xlinker", "-l:\($0)"] }),
                outputPath: log)
            guard result == 0 else {
                return (nil, "swiftc failed: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "?"))
            }
            return (binary, nil)
        } catch {
            return (nil, "\(error)")
        }
    }
}
