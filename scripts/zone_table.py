"""Resources/zones.bin: the TZif files of the zones the ZIP directory uses, so the app can tell local time on a
machine without /usr/share/zoneinfo. Layout (little-endian) in scripts/RESOURCES-FORMAT.md."""
import struct

MAGIC = b"LWZONE1\n"


def zone_table(files):
    """`files` maps zone name -> TZif bytes; zones are written sorted by name, each file whole."""
    names = sorted(files)
    index, data = bytearray(), bytearray()
    for name in names:
        encoded = name.encode("ascii")
        if not files[name].startswith(b"TZif"):
            raise ValueError("%s is not a TZif file" % name)
        index += struct.pack("<B", len(encoded)) + encoded + struct.pack("<II", len(data), len(files[name]))
        data += files[name]
    return MAGIC + struct.pack("<H", len(names)) + bytes(index) + bytes(data)


def read_zone_table(blob):
    """The inverse of zone_table (for the tests)."""
    if blob[:len(MAGIC)] != MAGIC:
        raise ValueError("not a zone table")
    (count,), at = struct.unpack_from("<H", blob, len(MAGIC)), len(MAGIC) + 2
    entries = []
    for _ in range(count):
        size = blob[at]
        name = blob[at + 1:at + 1 + size].decode("ascii")
        offset, length = struct.unpack_from("<II", blob, at + 1 + size)
        entries.append((name, offset, length))
        at += 1 + size + 8
    return {name: bytes(blob[at + offset:at + offset + length]) for name, offset, length in entries}
