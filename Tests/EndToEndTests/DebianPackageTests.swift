import Foundation
import Testing

/// `make deb-files` (the packaging half of `make deb`) on the debug binary already built and a stand-in man page:
/// the package holds what `make install` puts under /usr, its Depends names the package of every library the binary
/// loads, its copyright file names the data sources, and the binary unpacked with `dpkg -x` runs. The debug binary
/// loads the toolchain's Swift runtime, which no package provides: the tests allow that (`ALLOW_UNPACKAGED=1`),
/// and check that without it the package is refused.
@Suite struct DebianPackageTests {
    static let binary = Products.path("lasso-weather")

    /// A folder removed when the test ends, with a stand-in man page holding the characters the real one has.
    struct Workspace: ~Copyable {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lw-deb-\(UUID().uuidString)")
        var man: URL { folder.appendingPathComponent("lasso-weather.1") }
        var out: URL { folder.appendingPathComponent("out") }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(".TH LASSO-WEATHER 1\nAir quality: AQI 42 Good · PM2.5, 32°F\n".utf8).write(to: man)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func makeDeb() async throws -> Subprocess.Result {
            try await InstallLayoutTests.make(
                [
                    "deb-files", "BIN=\(DebianPackageTests.binary)", "MAN=\(man.path)", "DEB_OUT=\(out.path)",
                    // Uncompressed: the debug binary is large, and xz would only cost time here.
                    "DEB_COMPRESSION=none", "ALLOW_UNPACKAGED=1",
                ])
        }
    }

    static func shell(_ script: String, _ arguments: [String] = []) async throws -> Subprocess.Result {
        try await Subprocess.run(
            ["/bin/sh", "-c", script, "sh"] + arguments,
            environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8"])
    }

    /// The packages owning the libraries the binary names (NEEDED; libcurl.so.4 among them), where the loader finds
    /// them, for those a package provides.
    static func packagesOfLibraries() async throws -> Set<String> {
        let owners = try await shell(
            #"""
            readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | while read -r lib; do
                ldd "$1" | awk -v l="$lib" '$1 == l && $3 ~ /^\// { print $3 }'; done |
            while read -r p; do dpkg -S "$p" 2>/dev/null || dpkg -S "/usr$p" 2>/dev/null; done | cut -d: -f1 | sort -u
            """#, [binary])
        return Set(owners.output.split(separator: "\n").map(String.init))
    }

    @Test func thePackageHoldsTheInstalledFilesWithDependsFromTheBinary() async throws {
        let workspace = try Workspace()
        let build = try await workspace.makeDeb()
        #expect(build.status == 0, "\(build.output)")
        let version = try await Self.shell(#""$1" --version"#, [Self.binary]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let arch = try await Self.shell("dpkg --print-architecture").output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let deb = workspace.out.appendingPathComponent("lasso-weather_\(version)_\(arch).deb").path
        // The package and nothing else: the staging folder is gone.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.out.path) == [
                (deb as NSString).lastPathComponent
            ])

        let fields = try await Self.shell(#"dpkg-deb -f "$1" Package Version Architecture Depends"#, [deb]).output
        #expect(fields.contains("Package: lasso-weather\nVersion: \(version)\nArchitecture: \(arch)\n"), "\(fields)")
        let depends = try #require(fields.split(separator: "\n").first { $0.hasPrefix("Depends: ") }).dropFirst(9)
        let entries = depends.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let named = Set(entries.map { String($0.prefix { $0 != " " }) })
        let needed = try await Self.packagesOfLibraries()
        #expect(["libc6", "libncursesw6", "libzstd1"].allSatisfy(needed.contains), "\(needed)")
        #expect(needed.contains { $0.hasPrefix("libcurl4") }, "\(needed)")
        #expect(needed.isSubset(of: named), "Depends: \(depends); the binary loads libraries of \(needed.sorted())")
        #expect(entries.allSatisfy { $0.contains(" (>= ") }, "\(entries)")

        let contents = try await Self.shell(#"dpkg-deb -c "$1" | awk '$1 !~ /^d/ { print $6 }' | sort"#, [deb]).output
        #expect(
            contents.split(separator: "\n") == [
                "./usr/bin/lasso-weather", "./usr/lib/systemd/user/lasso-weather-watch.service",
                "./usr/share/bash-completion/completions/lasso-weather",
                "./usr/share/doc/lasso-weather/copyright",
                "./usr/share/fish/vendor_completions.d/lasso-weather.fish",
                "./usr/share/man/man1/lasso-weather.1.gz", "./usr/share/zsh/site-functions/_lasso-weather",
            ], "\(contents)")

        let root = workspace.folder.appendingPathComponent("root")
        let unpack = try await Self.shell(#"dpkg -x "$1" "$2""#, [deb, root.path])
        #expect(unpack.status == 0, "\(unpack.output)")
        let copyright = try String(
            contentsOf: root.appendingPathComponent("usr/share/doc/lasso-weather/copyright"), encoding: .utf8)
        for source in [
            "Open-Meteo", "CC BY 4.0", "National Weather Service", "Iowa Environmental Mesonet", "GeoNames", "Census",
            "Natural Earth", "License: Expat",
        ] {
            #expect(copyright.contains(source), "\(source)")
        }
        let man = try await Self.shell(#"gzip -dc "$1""#, [root.path + "/usr/share/man/man1/lasso-weather.1.gz"])
        #expect(man.output.contains("AQI 42 Good · PM2.5, 32°F"))

        // From `/`, with nothing beside it: the ZIP directory is in the binary.
        let lookup = try await Self.shell(#"cd / && exec "$1" lookup 10001"#, [root.path + "/usr/bin/lasso-weather"])
        #expect(lookup.status == 0, "\(lookup.output)")
        #expect(lookup.output.hasPrefix("10001  New York, NY"))
    }

    @Test func aBinaryLoadingLibrariesOfNoPackageIsRefused() async throws {
        let ldd = try await Self.shell(#"ldd "$1""#, [Self.binary]).output
        try #require(ldd.contains("libswiftCore.so"), "this test packages a debug build, which loads the Swift runtime")
        let workspace = try Workspace()
        // The check comes before anything is packed: a stage holding the binary alone is enough.
        let stage = workspace.folder.appendingPathComponent("stage/usr/bin")
        try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
        // Copied by `cp`: a file this process wrote could still be open in a child another test is starting at that
        // moment (the descriptor is inherited until that child's exec), and running it would fail with ETXTBSY.
        let copy = try await Self.shell(#"cp "$1" "$2""#, [Self.binary, stage.path + "/lasso-weather"])
        try #require(copy.status == 0, "\(copy.output)")
        let build = try await Self.shell(
            #""$1" "$2" "$3""#,
            [InstallLayoutTests.root.path + "/scripts/build_deb.sh", stage.path + "/../..", workspace.out.path])
        #expect(build.status == 1)
        #expect(
            build.output.contains("the binary loads libraries no Debian package provides: libswift"), "\(build.output)")
        #expect(!FileManager.default.fileExists(atPath: workspace.out.path))
    }
}
