#!/usr/bin/env python3
"""The world's country borders and coasts for Resources/map.bin (issue 28): Natural Earth 1:50m `countries50`
(241 countries, ~1,600 rings, ~100,000 points; public domain), as Debian's r-cran-rnaturalearthdata 0.1.0-2 (CC0)
carries it in R's lazy-load format. generate_resources.py calls `countries()` in place of the 1:110m countries it
read before; the map's format is unchanged (scripts/RESOURCES-FORMAT.md).

Inputs, fetched once into .build/resources-cache/map/:
  r-cran-rnaturalearthdata_0.1.0-2_all.deb   `apt-get download`, pinned by its SHA-256, unpacked with dpkg-deb
  rdata==1.1.0 (PyPI)                        reads R's serialisation; installed there with its dependencies
The rings read are cached there as countries50.json, so later runs need neither.

R's lazy-load database: data/Rdata.rdx (gzip'd serialised index: object -> offset, length in Rdata.rdb), each
object a big-endian u32 length, 'Z', then raw LZMA2. countries50 is an sp SpatialPolygonsDataFrame: slot `data`
(columns such as iso_a3 and name), slot `polygons` (per feature, Polygons > Polygon > `coords`, an n x 2 matrix).
"""
import glob
import gzip
import hashlib
import json
import lzma
import os
import subprocess
import sys
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, ".build", "resources-cache", "map")
DEB = "r-cran-rnaturalearthdata_0.1.0-2_all.deb"
DEB_SHA256 = "6ca72d813feb50170c4a985c4960a975cea0bd6459d78ff82d41c4bf359f0d93"
DATA = "usr/lib/R/site-library/rnaturalearthdata/data/"
RDATA_PIN = "rdata==1.1.0"
CACHED = "countries50.json"


def fetch(cache=CACHE):
    """The unpacked package's data folder: downloaded, checked and unpacked once."""
    unpacked = os.path.join(cache, "deb")
    data = os.path.join(unpacked, DATA)
    if os.path.exists(os.path.join(data, "Rdata.rdb")):
        return data
    os.makedirs(cache, exist_ok=True)
    deb = os.path.join(cache, DEB)
    if not os.path.exists(deb):
        subprocess.run(["apt-get", "download", "r-cran-rnaturalearthdata=0.1.0-2"], cwd=cache, check=True)
    with open(deb, "rb") as source:
        digest = hashlib.sha256(source.read()).hexdigest()
    if digest != DEB_SHA256:
        sys.exit("%s: SHA-256 %s, expected %s" % (deb, digest, DEB_SHA256))
    subprocess.run(["dpkg-deb", "-x", deb, unpacked], check=True)
    return data


def rdata_module(cache=CACHE):
    """PyPI rdata, installed into the cache (with numpy, pandas, xarray) rather than into the machine's Python."""
    site = os.path.join(cache, "site")
    if not glob.glob(os.path.join(site, "rdata-1.1.0.dist-info")):
        subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "install", "--target",
                        site, RDATA_PIN], check=True)
    sys.path.insert(0, site)
    warnings.simplefilter("ignore")
    import rdata.parser
    return rdata.parser


def _tag(obj):
    tag = getattr(obj, "tag", None)
    if tag is not None and tag.info.type.name == "REF":
        tag = tag.referenced_object  # R writes a repeated symbol as a reference to its first use
    value = getattr(getattr(tag, "value", None), "value", None)
    return value.decode() if isinstance(value, bytes) else value


def _attributes(obj):
    """An R object's attributes (a pairlist) as a dict; S4 slots are attributes too."""
    out, node = {}, obj.attributes
    while node is not None and node.info.type.name == "LIST":
        out[_tag(node)] = node.value[0]
        node = node.value[1] if len(node.value) > 1 else None
    return out


def _strings(vector):
    """A character vector, or a factor's values as their level names."""
    attributes = _attributes(vector)
    if "levels" in attributes:
        levels = _strings(attributes["levels"])
        return [levels[i - 1] if i > 0 else "" for i in vector.value]
    return [_text(item.value) for item in vector.value]


def _text(raw):
    """R marks each string's encoding; this package's are UTF-8 or Latin-1 (Côte d'Ivoire, Curaçao)."""
    if raw is None:
        return ""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def read_countries(data, parser):
    """[(iso_a3, name, [ring, ...])] with rings as [(lon, lat), ...], holes included (a border all the same)."""
    index = parser.parse_data(gzip.decompress(open(os.path.join(data, "Rdata.rdx"), "rb").read())).object
    entries = _attributes(index)["names"]
    names = _strings(entries)
    variables = index.value[names.index("variables")]
    offsets = dict(zip(_strings(_attributes(variables)["names"]), variables.value))
    offset, length = (int(v) for v in offsets["countries50"].value)
    with open(os.path.join(data, "Rdata.rdb"), "rb") as rdb:
        rdb.seek(offset)
        raw = rdb.read(length)
    filters = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]
    frame = parser.parse_data(lzma.LZMADecompressor(format=lzma.FORMAT_RAW, filters=filters).decompress(raw[5:]))
    slots = _attributes(frame.object)
    table = slots["data"]
    columns = dict(zip(_strings(_attributes(table)["names"]), table.value))
    codes, labels = _strings(columns["iso_a3"]), _strings(columns["name"])
    countries = []
    for code, label, feature in zip(codes, labels, slots["polygons"].value):
        rings = []
        for polygon in _attributes(feature)["Polygons"].value:
            coords = _attributes(polygon)["coords"]
            n = len(coords.value) // 2  # column-major n x 2: longitudes, then latitudes
            rings.append([(float(coords.value[i]), float(coords.value[n + i])) for i in range(n)])
        countries.append((code, label, rings))
    return countries


def countries(cache=CACHE):
    """The 1:50m countries, read once and cached as JSON: [(iso_a3, name, rings)]."""
    cached = os.path.join(cache, CACHED)
    if not os.path.exists(cached):
        result = read_countries(fetch(cache), rdata_module(cache))
        os.makedirs(cache, exist_ok=True)
        with open(cached + ".part", "w") as out:
            json.dump(result, out)
        os.replace(cached + ".part", cached)
    with open(cached) as source:
        return [(code, name, [[tuple(p) for p in ring] for ring in rings]) for code, name, rings in json.load(source)]


if __name__ == "__main__":
    found = countries()
    print("countries50: %d countries, %d rings, %d points" % (
        len(found), sum(len(r) for _, _, r in found), sum(len(p) for _, _, r in found for p in r)))
