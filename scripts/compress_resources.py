#!/usr/bin/env python3
"""Compress Resources/ for embedding (run by `make resources` after generate_resources.py).

Each file becomes Resources/embedded/NAME.z: the 4 bytes "LWZ1", the inflated size as a little-endian uint32,
then one zlib stream (level 9, Python's zlib, the same libz the app inflates with). The binary embeds only these;
WeatherCore inflates each on first use (EmbeddedResource.swift). Deterministic: the same input gives the same
bytes. `--check` exits 1 when an embedded file does not match its source, for CI and tests.
"""
import argparse
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
EMBEDDED = os.path.join(RESOURCES, "embedded")
NAMES = ["zips.tsv", "zip-cities.tsv", "map.bin", "counties.bin", "zones.bin", "world.tsv", "world-aliases.tsv",
         "world-regions.tsv"]
MAGIC = b"LWZ1"


def pack(data):
    return MAGIC + struct.pack("<I", len(data)) + zlib.compress(data, 9)


def unpack(blob):
    if blob[:4] != MAGIC:
        raise ValueError("not an LWZ1 file")
    (size,) = struct.unpack("<I", blob[4:8])
    data = zlib.decompress(blob[8:])
    if len(data) != size:
        raise ValueError("inflated size %d, header says %d" % (len(data), size))
    return data


def main(argv):
    """[--check] [--in DIR] [--out DIR] [NAME ...]: the files NAME (default: all of NAMES) of DIR (default
    Resources/) into --out (default Resources/embedded/) as NAME.z."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when an embedded file is stale")
    parser.add_argument("--in", dest="source", default=RESOURCES, metavar="DIR", help="sources (default Resources/)")
    parser.add_argument("--out", default=EMBEDDED, metavar="DIR", help="LWZ1 files (default Resources/embedded/)")
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these files (default: %s)" % " ".join(NAMES))
    args = parser.parse_args(argv)
    check = args.check
    os.makedirs(args.out, exist_ok=True)
    stale = []
    for name in args.names or NAMES:
        with open(os.path.join(args.source, name), "rb") as source:
            data = source.read()
        target = os.path.join(args.out, name + ".z")
        if check:
            try:
                with open(target, "rb") as packed:
                    if unpack(packed.read()) != data:
                        stale.append(name)
            except (OSError, ValueError, zlib.error):
                stale.append(name)
            continue
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
