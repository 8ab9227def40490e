#!/usr/bin/env python3
"""Compress Resources/ for embedding (run by `make resources` after generate_resources.py).

Each file becomes Resources/embedded/NAME.z: the 4 bytes "LWZ1", the inflated size as a little-endian uint32,
then one zlib stream (level 9, Python's zlib, the same libz the app inflates with). The binary embeds only these;
WeatherCore inflates each on first use (EmbeddedResource.swift). Deterministic: the same input gives the same
bytes. `--check` exits 1 when an embedded file does not match its source, for CI and tests.
"""
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
EMBEDDED = os.path.join(RESOURCES, "embedded")
NAMES = ["zips.tsv", "zip-cities.tsv", "map.bin", "counties.bin", "zones.bin"]
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
    check = "--check" in argv
    os.makedirs(EMBEDDED, exist_ok=True)
    stale = []
    for name in NAMES:
        with open(os.path.join(RESOURCES, name), "rb") as source:
            data = source.read()
        target = os.path.join(EMBEDDED, name + ".z")
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
        print("  %-15s %9d -> %8d bytes (%.0f %%)" % (name, len(data), len(blob), 100.0 * len(blob) / len(data)))
    if stale:
        print("stale: %s; run `make resources`" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
