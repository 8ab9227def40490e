import CResources
import CZstd
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A file of Resources/ compiled into the binary, compressed (scripts/compress_resources.py: "LWS1", the decoded
/// size as a little-endian UInt32, one zstd frame; world.tsv and world-aliases.tsv are "LWB2", in blocks). Inflated
/// when first asked for, so a launch pays nothing for data its first frame does not use.
enum EmbeddedResource: CaseIterable, Sendable {
    case zips, zipCities, map, counties, zones, world, worldAliases, worldRegions, meteoAlarmAreas, text, cldrLanguages

    /// The name under Resources/.
    var fileName: String {
        switch self {
        case .zips: "zips.tsv"
        case .zipCities: "zip-cities.tsv"
        case .map: "map.bin"
        case .counties: "counties.bin"
        case .zones: "zones.bin"
        case .world: "world.tsv"
        case .worldAliases: "world-aliases.tsv"
        case .worldRegions: "world-regions.tsv"
        case .meteoAlarmAreas: "meteoalarm-areas.tsv"
        case .text: "text.tsv"
        case .cldrLanguages: "cldr-languages.tsv"
        }
    }

    /// The compressed bytes as embedded.
    var compressed: UnsafeRawBufferPointer {
        switch self {
        case .zips: UnsafeRawBufferPointer(start: lw_zips_tsv_z(), count: lw_zips_tsv_z_size())
        case .zipCities: UnsafeRawBufferPointer(start: lw_zip_cities_tsv_z(), count: lw_zip_cities_tsv_z_size())
        case .map: UnsafeRawBufferPointer(start: lw_map_bin_z(), count: lw_map_bin_z_size())
        case .counties: UnsafeRawBufferPointer(start: lw_counties_bin_z(), count: lw_counties_bin_z_size())
        case .zones: UnsafeRawBufferPointer(start: lw_zones_bin_z(), count: lw_zones_bin_z_size())
        case .world: UnsafeRawBufferPointer(start: lw_world_tsv_z(), count: lw_world_tsv_z_size())
        case .worldAliases:
            UnsafeRawBufferPointer(start: lw_world_aliases_tsv_z(), count: lw_world_aliases_tsv_z_size())
        case .worldRegions:
            UnsafeRawBufferPointer(start: lw_world_regions_tsv_z(), count: lw_world_regions_tsv_z_size())
        case .meteoAlarmAreas:
            UnsafeRawBufferPointer(start: lw_meteoalarm_areas_tsv_z(), count: lw_meteoalarm_areas_tsv_z_size())
        case .text: UnsafeRawBufferPointer(start: lw_text_tsv_z(), count: lw_text_tsv_z_size())
        case .cldrLanguages:
            UnsafeRawBufferPointer(start: lw_cldr_languages_tsv_z(), count: lw_cldr_languages_tsv_z_size())
        }
    }

    /// The inflated file as text (the language tables).
    func inflatedText() -> String {
        let store = inflated()
        return store.string(0..<store.bytes.count)
    }

    /// The inflated bytes in a store of their own; a damaged embedding is a build error, so it stops the program
    /// with the command that fixes it.
    func inflated() -> ByteStore {
        do {
            defer { Self.dropResidentPages(compressed) }
            return try ByteStore(inflating: compressed)
        } catch {
            preconditionFailure("embedded \(fileName) is unreadable (\(error)); run `make resources`")
        }
    }
}

extension EmbeddedResource {
    /// The index of an "LWB2" file (world.tsv, world-aliases.tsv), whose blocks inflate one by one; a damaged
    /// embedding stops the program as `inflated()` does.
    func blocked() -> BlockedFile {
        do {
            return try BlockedFile(compressed, dropsPagesOnceInflated: true)
        } catch {
            preconditionFailure("embedded \(fileName) is unreadable (\(error)); run `make resources`")
        }
    }
}

extension EmbeddedResource {
    /// Hands the pages wholly inside `bytes`, embedded bytes just inflated, back to the kernel. They are the
    /// binary's, never written: kept, they count in the resident set until memory runs short (the Map's towns read
    /// all 3.4 MB of the world's blocks); dropped, a later read of them maps them again from the page cache.
    static func dropResidentPages(_ bytes: UnsafeRawBufferPointer) {
        #if os(Linux)
            guard let base = bytes.baseAddress else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: base) + page - 1) / page * page
            let end = (Int(bitPattern: base) + bytes.count) / page * page
            guard end > start else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED)
        #endif
    }
}

/// Why compressed bytes could not be inflated.
struct InflateError: Error, Equatable, CustomStringConvertible {
    var description: String
}

extension ByteStore {
    /// The bytes of an "LWS1" file, decoded into memory this store owns.
    convenience init(inflating packed: UnsafeRawBufferPointer) throws(InflateError) {
        guard packed.count >= 8, Array(packed[0..<4]) == Array("LWS1".utf8) else {
            throw InflateError(description: "not an LWS1 file")
        }
        let size = (0..<4).reduce(0) { $0 | Int(packed[4 + $1]) << (8 * $1) }
        try self.init(decodingFrame: UnsafeRawBufferPointer(rebasing: packed[8...]), size: size)
    }

    /// One zstd frame that must decode to exactly `size` bytes, decoded into memory this store owns. Decoding into
    /// a buffer of the known size needs no window of its own: memory is the output alone.
    convenience init(decodingFrame frame: UnsafeRawBufferPointer, size: Int) throws(InflateError) {
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 8)
        let produced = ZSTD_decompress(output.baseAddress, size, frame.baseAddress, frame.count)
        guard ZSTD_isError(produced) == 0, produced == size else {
            output.deallocate()
            let reason = ZSTD_isError(produced) != 0 ? String(cString: ZSTD_getErrorName(produced)) : "\(produced)"
            throw InflateError(description: "zstd: \(reason) (\(size) bytes expected)")
        }
        self.init(owning: UnsafeMutableRawBufferPointer(rebasing: output[0..<size]))
    }
}
