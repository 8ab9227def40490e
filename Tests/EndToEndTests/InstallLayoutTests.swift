import Foundation
import Testing

/// The Makefile's install layout, staged in a temporary DESTDIR with the debug binary already built and a stand-in
/// man page: `make install-files` puts each file where it belongs, the installed binary runs from `/` with nothing
/// beside it, and `make uninstall` removes exactly those files.
@Suite struct InstallLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let expected = [
        "usr/bin/lasso-weather", "usr/share/man/man1/lasso-weather.1",
        "usr/lib/systemd/user/lasso-weather-watch.service",
        "usr/share/bash-completion/completions/lasso-weather", "usr/share/zsh/site-functions/_lasso-weather",
        "usr/share/fish/vendor_completions.d/lasso-weather.fish",
    ]

    /// Runs make in the repository with a clean environment (no MAKEFLAGS from a `make test` around the tests).
    static func make(_ arguments: [String]) async throws -> Subprocess.Result {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
            "HOME": NSTemporaryDirectory(),
        ]
        return try await Subprocess.run(
            ["make", "--no-print-directory", "-C", root.path] + arguments, environment: environment)
    }

    /// Every regular file under `folder`, as paths relative to it.
    static func files(under folder: URL) -> Set<String> {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return Set(
            paths.filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder)
                    && !isFolder.boolValue
            })
    }

    @Test func installFilesPutsEveryFileInPlaceAndUninstallRemovesExactlyThem() async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("lw-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let stage = temporary.appendingPathComponent("stage")
        let man = temporary.appendingPathComponent("lasso-weather.1")
        try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
        try Data(".TH LASSO-WEATHER 1\n".utf8).write(to: man)
        let placement = ["DESTDIR=\(stage.path)", "PREFIX=/usr"]

        let install = try await Self.make(
            ["install-files", "BIN=\(Products.path("lasso-weather"))", "MAN=\(man.path)"] + placement)
        #expect(install.status == 0, "\(install.output)")
        #expect(Self.files(under: stage) == Set(Self.expected))
        #expect(FileManager.default.isExecutableFile(atPath: stage.path + "/usr/bin/lasso-weather"))
        #expect(
            try String(contentsOf: stage.appendingPathComponent(Self.expected[1]), encoding: .utf8).hasPrefix(".TH"))
        // `watch` at login: the unit runs the installed binary, with the graphical session.
        let unit = try String(contentsOf: stage.appendingPathComponent(Self.expected[2]), encoding: .utf8)
        #expect(unit.contains("\nExecStart=/usr/bin/lasso-weather watch\n"), "\(unit)")
        #expect(
            unit.contains("\nPartOf=graphical-session.target\n") && unit.contains("\nAfter=graphical-session.target\n"))
        for completion in Self.expected.suffix(3) {
            let script = try String(contentsOf: stage.appendingPathComponent(completion), encoding: .utf8)
            #expect(script.contains("lasso-weather"), "\(completion)")
        }

        // From `/`, with no data files beside it and no XDG folders: the ZIP directory is in the binary.
        let lookup = try await Subprocess.run(
            ["/bin/sh", "-c", "cd / && exec \"$0\" lookup 10001", stage.path + "/usr/bin/lasso-weather"],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(lookup.status == 0, "\(lookup.output)")
        #expect(lookup.output.hasPrefix("10001  New York, NY"))

        let uninstall = try await Self.make(["uninstall"] + placement)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: stage).isEmpty)
    }

    @Test func installFilesWithoutABinaryOrManPageSaysHow() async throws {
        let run = try await Self.make(["install-files", "DESTDIR=/nonexistent-lw"])
        #expect(run.status != 0)
        #expect(run.output.contains("usage: make install-files BIN="))
    }
}
