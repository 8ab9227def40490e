import CResources
import CZlib
import FoundationEssentials

/// A file of Resources/ compiled into the binary, compressed (scripts/compress_resources.py: "LWZ1", the inflated
/// size as a little-endian UInt32, one zlib stream; world.tsv and world-aliases.tsv are "LWB1", in blocks). Inflated when first asked for, so a launch pays nothing for
/// data its first frame does not use.
enum EmbeddedResource: CaseIterable, Sendable {
    case zips, zipCities, map, counties, zones, world, worldAliases, worldRegions

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
        }
    }

    /// The inflated bytes in a store of their own; a damaged embedding is a build error, so it stops the program
    /// with the command that fixes it.
    func inflated() -> ByteStore {
        do {
            return try ByteStore(inflating: compressed)
        } catch {
            preconditionFailure("embedded \(fileName) is unreadable (\(error)); run `make resources`")
        }
    }
}

extension EmbeddedResource {
    /// The index of an "LWB1" file (world.tsv, world-aliases.tsv), whose blocks inflate one by one; a damaged
    /// embedding stops the program as `inflated()` does.
    func blocked() -> BlockedFile {
        do {
            return try BlockedFile(compressed)
        } catch {
            preconditionFailure("embedded \(fileName) is unreadable (\(error)); run `make resources`")
        }
    }
}

/// Why compressed bytes could not be inflated.
struct InflateError: Error, Equatable, CustomStringConvertible {
    var description: String
}

extension ByteStore {
    /// The bytes of an "LWZ1" file, inflated into memory this store owns.
    convenience init(inflating packed: UnsafeRawBufferPointer) throws(InflateError) {
        guard packed.count >= 8, Array(packed[0..<4]) == Array("LWZ1".utf8) else {
            throw InflateError(description: "not an LWZ1 file")
        }
        let size = (0..<4).reduce(0) { $0 | Int(packed[4 + $1]) << (8 * $1) }
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 8)
        var produced = uLongf(size)
        let status = uncompress(
            output.baseAddress!.assumingMemoryBound(to: Bytef.self), &produced,
            packed.baseAddress!.advanced(by: 8).assumingMemoryBound(to: Bytef.self), uLong(packed.count - 8))
        guard status == Z_OK, Int(produced) == size else {
            output.deallocate()
            throw InflateError(description: "zlib status \(status), \(produced) of \(size) bytes")
        }
        self.init(owning: UnsafeMutableRawBufferPointer(rebasing: output[0..<size]))
    }
}
