#!/usr/bin/env python3
"""Compress Resources/ for embedding (run by `make resources` after generate_resources.py).

Each file becomes Resources/embedded/NAME.z: the 4 bytes "LWS1", the decoded size as a little-endian uint32,
then one zstd frame (level 22, the pinned PyPI zstandard; the app decodes with the system's libzstd). The world's
two large tables (world.tsv, world-aliases.tsv) are "LWB2" instead: blocks of rows, each its own zstd frame, so a
search decodes only the blocks its key touches (scripts/RESOURCES-FORMAT.md). zstd rather than zlib: 1.1 MB smaller
in all, and its decoder is already in the process (libcurl loads libzstd); not xz, whose decoder wants up to 64 MiB.
The binary embeds only these; WeatherCore decodes each on first use (EmbeddedResource.swift). Deterministic: the
same input and the same pinned zstandard give the same bytes. `--check` exits 1 when an embedded file does not
match its source, for CI and tests.
"""
import argparse
import os
import glob
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
EMBEDDED = os.path.join(RESOURCES, "embedded")
NAMES = ["zips.tsv", "zip-cities.tsv", "map.bin", "counties.bin", "zones.bin", "world.tsv", "world-aliases.tsv",
         "world-regions.tsv", "meteoalarm-areas.tsv", "text.tsv", "cldr-languages.tsv"]
MAGIC = b"LWS1"
BLOCKED_MAGIC = b"LWB2"
ZSTD_PIN = "zstandard==0.25.0"
ZSTD_LEVEL = 22  # the strongest; decoding costs the same at any level
ZSTD_CACHE = os.path.join(ROOT, ".build", "resources-cache", "zstd")


def zstd_module():
    """The pinned zstandard, downloaded once into .build/resources-cache/zstd/ and installed there (never into the
    system): a native module, so it cannot be imported from its wheel."""
    site = os.path.join(ZSTD_CACHE, "site")
    if not glob.glob(os.path.join(site, "zstandard-0.25.0.dist-info")):
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
        subprocess.run(pip + ["install", "--no-deps", "--target", site, ZSTD_PIN], check=True)
    sys.path.insert(0, site)
    import zstandard
    return zstandard


def compress(data):
    """One zstd frame with its content size, no checksum and no dictionary id: the app knows the size it expects."""
    zstandard = zstd_module()
    params = zstandard.ZstdCompressionParameters.from_level(
        ZSTD_LEVEL, source_size=len(data), write_content_size=True, write_checksum=False, write_dict_id=False)
    return zstandard.ZstdCompressor(compression_params=params).compress(data)


def decompress(blob):
    return zstd_module().ZstdDecompressor().decompress(blob)
# Rows per block: a block inflates in well under a millisecond, and the per-stream loss stays small (~25 KB).
BLOCK_ROWS = {"world.tsv": 2048, "world-aliases.tsv": 4096}
# Short prefixes that begin more names than this get their best rows listed ("tops"), so a keystroke never scans them.
TOPS_MIN_CANDIDATES = 400
TOPS_LENGTH = 2
# The tops guarantee a correct first screen of this many suggestions, whatever the user's country.
TOPS_LIMIT = 12
WEIGHT = 10  # UserTerritory.weight: the home country's places count tenfold


def pack(data):
    return MAGIC + struct.pack("<I", len(data)) + compress(data)


def split_rows(data):
    """The header lines (with their newlines) and the data rows (without) of a TSV file."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    count = 0
    while count < len(lines) and lines[count].startswith(b"#"):
        count += 1
    return b"".join(line + b"\n" for line in lines[:count]), lines[count:]


def world_columns(rows):
    """world.tsv's rows with id, country, population and flags moved out into columns (they compress better so,
    and ranking reads them for rows whose block is not inflated): the rows keep empty fields in their places."""
    texts, ids, countries, populations, flags = [], [], [], [], []
    for row in rows:
        fields = row.split(b"\t")
        ids.append(int(fields[2]))
        countries.append(fields[3])
        populations.append(int(fields[7] or b"0"))
        flags.append(1 if fields[9:10] == [b"d"] else 0)
        fields[2] = fields[3] = fields[7] = b""
        if len(fields) > 9:
            fields[9] = b""
        texts.append(b"\t".join(fields))
    codes = sorted(set(countries))
    index = {code: number for number, code in enumerate(codes)}
    info = (b"".join(struct.pack("<I", value) for value in populations) + bytes(index[c] for c in countries)
            + bytes(flags))
    return texts, {
        "countries": b"".join(code.ljust(2, b" ")[:2] for code in codes),
        "info": info,
        "ids": b"".join(struct.pack("<I", value) for value in ids),
    }, populations, flags


def tops(keys, alias_rows, populations, flags):
    """For each key prefix of up to TOPS_LENGTH letters that begins more than TOPS_MIN_CANDIDATES names (own or
    alternate): every row it finds of at least a tenth of its TOPS_LIMIT-th best town's population. A row left
    out then weighs less than that town even tenfold, so the first TOPS_LIMIT suggestions come from the list."""
    candidates = {}
    for row, key in enumerate(keys):
        for length in range(1, min(TOPS_LENGTH, len(key)) + 1):
            candidates.setdefault(key[:length], set()).add(row)
    for key, row in alias_rows:
        for length in range(1, min(TOPS_LENGTH, len(key)) + 1):
            candidates.setdefault(key[:length], set()).add(row)
    out = []
    for prefix in sorted(candidates):
        rows = candidates[prefix]
        if len(rows) <= TOPS_MIN_CANDIDATES:
            continue
        towns = sorted((populations[row] for row in rows if not flags[row]), reverse=True)
        if len(towns) < TOPS_LIMIT or towns[TOPS_LIMIT - 1] < WEIGHT:
            continue
        threshold = towns[TOPS_LIMIT - 1] // WEIGHT
        listed = sorted(row for row in rows if populations[row] >= threshold)
        out.append(struct.pack("<B", len(prefix)) + prefix + struct.pack("<II", threshold, len(listed))
                   + b"".join(struct.pack("<I", row) for row in listed))
    return b"".join(out)


def pack_blocked(name, data, aliases=None):
    """LWB2: the header lines, named sections and blocks of BLOCK_ROWS[name] rows, each its own zstd frame; the
    first key of each block in an uncompressed index, so a lookup inflates only the blocks its key range
    touches."""
    header, rows = split_rows(data)
    sections = {"header": header}
    if name == "world.tsv":
        texts, columns, populations, flags = world_columns(rows)
        sections.update(columns)
        keys = [row.split(b"\t", 1)[0] for row in rows]
        alias_rows = []
        if aliases is not None:
            for line in split_rows(aliases)[1]:
                key, row = line.split(b"\t")[:2]
                alias_rows.append((key, int(row)))
        sections["tops"] = tops(keys, alias_rows, populations, flags)
        rows = texts
    per_block = BLOCK_ROWS[name]
    blocks = [rows[start:start + per_block] for start in range(0, len(rows), per_block)]
    streams = [(name_, compress(body), len(body)) for name_, body in sections.items()]
    block_streams = []
    for block in blocks:
        text = b"\n".join(block) + b"\n"
        block_streams.append((block[0].split(b"\t", 1)[0], compress(text), len(text)))
    index_size = 20 + sum(1 + len(n) + 12 for n, _, _ in streams) + sum(1 + len(k) + 12 for k, _, _ in block_streams)
    offset = index_size
    index = [BLOCKED_MAGIC, struct.pack("<IIII", per_block, len(rows), len(block_streams), len(streams))]
    body = []
    for label, packed, size in streams + block_streams:
        label = label.encode() if isinstance(label, str) else label
        index.append(struct.pack("<B", len(label)) + label)
        index.append(struct.pack("<III", offset, len(packed), size))
        body.append(packed)
        offset += len(packed)
    blob = b"".join(index) + b"".join(body)
    assert len(b"".join(index)) == index_size
    return blob


def unpack(blob):
    if blob[:4] != MAGIC:
        raise ValueError("not an LWS1 file")
    (size,) = struct.unpack("<I", blob[4:8])
    data = decompress(blob[8:])
    if len(data) != size:
        raise ValueError("inflated size %d, header says %d" % (len(data), size))
    return data


def main(argv):
    """[--check] [--in DIR] [--out DIR] [NAME ...]: the files NAME (default: all of NAMES) of DIR (default
    Resources/) into --out (default Resources/embedded/) as NAME.z."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when an embedded file is stale")
    parser.add_argument("--in", dest="source", default=RESOURCES, metavar="DIR", help="sources (default Resources/)")
    parser.add_argument("--out", default=EMBEDDED, metavar="DIR", help="LWS1/LWB2 files (default Resources/embedded/)")
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these files (default: %s)" % " ".join(NAMES))
    args = parser.parse_args(argv)
    check = args.check
    os.makedirs(args.out, exist_ok=True)
    stale = []
    for name in args.names or NAMES:
        with open(os.path.join(args.source, name), "rb") as source:
            data = source.read()
        target = os.path.join(args.out, name + ".z")
        if name in BLOCK_ROWS:
            aliases = None
            if name == "world.tsv":  # its tops list the rows alternate names find too
                with open(os.path.join(args.source, "world-aliases.tsv"), "rb") as source:
                    aliases = source.read()
            blob = pack_blocked(name, data, aliases)
            if check:
                try:
                    with open(target, "rb") as packed:
                        if packed.read() != blob:
                            stale.append(name)
                except OSError:
                    stale.append(name)
                continue
        elif check:
            try:
                with open(target, "rb") as packed:
                    if unpack(packed.read()) != data:
                        stale.append(name)
            except Exception:  # unreadable, or not a zstd frame: stale either way
                stale.append(name)
            continue
        else:
            blob = pack(data)
        with open(target, "wb") as out:
            out.write(blob)
        print("  %-18s %9d -> %8d bytes (%.0f %%)" % (name, len(data), len(blob), 100.0 * len(blob) / len(data)))
    if stale:
        print("stale: %s; run `make resources`" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
