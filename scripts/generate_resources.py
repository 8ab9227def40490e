#!/usr/bin/env python3
"""Regenerate LassoWeather's embedded offline data in Resources/ (run by `make resources`).

Inputs are pinned PyPI packages downloaded once into .build/resources-cache/zips/ (a later run reuses them) and
unpacked into a scratch folder; nothing is installed system-wide:
  zipcodes==3.0.0    US ZIP codes (MIT; coordinates from GeoNames, CC BY 4.0)
  plotly-geo==1.0.0  US Census cartographic boundaries cb_2016_us_state_500k and cb_2016_us_county_500k
                     (public domain)
  pyshp==2.3.1       pure-Python shapefile reader
  tzfpy==2.1.1       offline time zone finder, boundary data compiled in (MIT; boundaries ODbL, dataset 2026e)
  tzdata==2026.6     the IANA tz database (public domain): zone offsets and the TZif files in zones.bin
and one Debian package, a prerequisite (`make resources` installs it): weather-util-data 2.4.4-2, whose
/usr/share/weather-util/{zctas,places}.gz hold the Census 2022 Gazetteer's ZCTA centroids and places (public
domain). The ZIP directory is checked against them (zip_corrections.py says how) and its towns take the Census's
spelling of their names (place_names.py, which also says which other names find a town); the run prints what
changed. The world's countries (Natural Earth 1:50m) come from world_map.py.

Outputs (formats documented in scripts/RESOURCES-FORMAT.md and read by WeatherCore):
  Resources/zips.tsv        one line per ZIP, sorted by ZIP
  Resources/zip-cities.tsv  city-name index: normalised name key + state -> rows of zips.tsv, sorted by key
  Resources/map.bin         state and country outlines, Douglas-Peucker simplified per zoom level, int16 coords
  Resources/counties.bin    county outlines by 5-digit FIPS code, simplified per zoom level, varint deltas
  Resources/zones.bin       the TZif files of the zones zips.tsv uses, for machines without a tz database
"""
import argparse
import datetime
import glob
import hashlib
import importlib.resources
import os
import struct
import subprocess
import sys
import tempfile
import zipfile
import zoneinfo

import census_points
import place_names
from place_keys import city_key
import zip_corrections
import zone_table

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
OUT = RESOURCES  # where the outputs go: --out DIR
PINS = ["zipcodes==3.0.0", "plotly-geo==1.0.0", "pyshp==2.3.1", "tzfpy==2.1.1",
        "tzdata==2026.6"]
INSTALLED = ["zipcodes-*.whl", "pyshp-*.whl", "tzfpy-*.whl", "tzdata-*.whl"]
# Debian's weather-util-data 2.4.4-2 (Census 2022 Gazetteer): the files are pinned by their SHA-256.
CENSUS_FILES = {
    "zctas.gz": "4334247c61c63eae16af855beda16509e084020ba7dc7195450295deb5d52a8b",
    "places.gz": "8dfde74306decfc4cd9945bc0d7a836222c601edb841e5d51670a18d05deba09",
}
CENSUS_DIR = "/usr/share/weather-util"
# Two instants, winter and summer: zones that agree at both keep the same time (US rules change on the same days).
OFFSET_INSTANTS = [datetime.datetime(2026, 1, 15, 12, tzinfo=datetime.timezone.utc),
                   datetime.datetime(2026, 7, 15, 12, tzinfo=datetime.timezone.utc)]
# Reviewed by hand: ZIPs whose point lies across a zone line from the town they are named for, so the zone finder
# gives the wrong side. Each town's Census place lies in the zone given here.
ZONE_EXCEPTIONS = {
    # Magnolia's post office is in LaRue County (Eastern); the ZIP's point lies in Hart County (Central).
    "42757": "America/New_York",
    # Flasher is in Morton County (Central); the ZIP's point lies over the line in Grant County (Mountain).
    "58535": "America/North_Dakota/New_Salem",
}

KIND_CODES = {"STANDARD": "S", "PO BOX": "P", "UNIQUE": "U", "MILITARY": "M"}
MAP_SCALE = 180  # int16 units per degree: +-180 deg fits in +-32400
MAP_TOLERANCES = [0.01, 0.03, 0.1, 0.3, 1.0]  # degrees, finest first
# The world's countries at their finest level: Natural Earth 1:50m is about 0.02° apart at best, and the binary's
# size budget (24 MB) has no room for its every point; the US states keep 0.01°.
COUNTRY_FINEST_TOLERANCE = 0.02
LAYER_COUNTRY, LAYER_STATE = 0, 1
COUNTY_SCALE = 1000  # units per degree (about 110 m): finer than the finest tolerance
# Degrees, finest first: powers of two, so each is exactly one braille dot at a map zoom (512, 64, 16, 4 dots/degree
# are MapZoom's indices 9, 6, 4 and 2) and exact in the file's f32.
COUNTY_TOLERANCES = [1 / 256, 1 / 64, 1 / 16, 1 / 4]


def fetch_packages(scratch):
    """Download the pinned wheels into the cache (pip keeps what is already there); install zipcodes and tzfpy
    (native modules), pyshp and tzdata into the scratch folder, and make zoneinfo read the pinned tzdata rather than
    the machine's tz database."""
    wheels = os.path.join(ROOT, ".build", "resources-cache", "zips")
    site = os.path.join(scratch, "site")
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(pip + ["download", "--no-deps", "-d", wheels] + PINS, check=True)
    installed = [path for pattern in INSTALLED for path in glob.glob(os.path.join(wheels, pattern))]
    subprocess.run(pip + ["install", "--no-deps", "--target", site] + installed, check=True)
    for pattern, prefix in [("plotly_geo-*.whl", "_plotly_geo/package_data/cb_2016_us_state_500k"),
                            ("plotly_geo-*.whl", "_plotly_geo/package_data/cb_2016_us_county_500k")]:
        with zipfile.ZipFile(glob.glob(os.path.join(wheels, pattern))[0]) as wheel:
            wheel.extractall(scratch, [n for n in wheel.namelist() if n.startswith(prefix)])
    sys.path.insert(0, site)
    zoneinfo.reset_tzpath([])


def clean(text):
    return " ".join(str(text).replace("\t", " ").replace("|", " ").split())


def coordinate(value):
    number = float(value)
    return "" if number == 0 else "%.4f" % number


def census_file(name):
    """A weather-util-data file, refused unless it is the pinned one (other versions would change the output)."""
    path = os.path.join(CENSUS_DIR, name)
    if not os.path.exists(path):
        sys.exit("error: %s is missing: install Debian's weather-util-data (make resources does)" % path)
    with open(path, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()
    if digest != CENSUS_FILES[name]:
        sys.exit("error: %s is not weather-util-data 2.4.4-2's (sha256 %s)" % (path, digest))
    return census_points.read(path)


def state_lookup(states):
    """in_state(state, point) over the state outlines: None for a state with no outline."""
    outlines = {}
    for _, code, _, rings in states:
        outlines[code] = [(min(x for x, _ in r), min(y for _, y in r), max(x for x, _ in r), max(y for _, y in r),
                           [tuple(p) for p in r]) for r in rings]

    def in_state(state, point):
        if state not in outlines:
            return None
        lat, lon = point
        # A ring whose box misses the point cannot contain it, and adds nothing to the even-odd count.
        rings = [r for x0, y0, x1, y1, r in outlines[state] if x0 <= lon <= x1 and y0 <= lat <= y1]
        return zip_corrections.inside_rings(point, rings)
    return in_state


def same_offsets(a, b):
    return all(t.astimezone(zoneinfo.ZoneInfo(a)).utcoffset() == t.astimezone(zoneinfo.ZoneInfo(b)).utcoffset()
               for t in OFFSET_INSTANTS)


def correct(rows, states):
    """Checks every ZIP against the Census and the zone finder (zip_corrections.py) and prints what changed."""
    import tzfpy  # installed into the scratch folder by fetch_packages

    def zone_at(point):
        """The zone finder's zone, or None at sea (no zone, or a nautical Etc/GMT±N zone)."""
        zone = tzfpy.get_tz(point[1], point[0])
        return None if not zone or zone.startswith("Etc/") else zone

    census = census_points.zcta_centroids(census_file("zctas.gz"))
    towns = census_points.places(census_file("places.gz"), city_key)
    found = zip_corrections.correct_rows(
        rows, census, lambda r: towns.get((city_key(r["city"]), r["state"]), []), zone_at, state_lookup(states),
        same_offsets, zoneinfo.available_timezones(), ZONE_EXCEPTIONS)
    print("checked against %d Census ZCTA centroids and %d places:" % (len(census), len(towns)))
    print("\n".join(zip_corrections.format_report(found)))


def name_towns(rows):
    """Census spellings and the names that only find a town (place_names.py); prints what changed."""
    before = [r["city"] for r in rows]
    aliases = place_names.name_rows(rows, city_key, census_points.place_names(census_file("places.gz"), city_key))
    respelled = sorted({(old, r["city"], r["state"]) for old, r in zip(before, rows) if old != r["city"]})
    print("names: %d towns respelled (%s, ...); %d names only find a town (%s, ...)" % (
        len(respelled), "; ".join("%s -> %s, %s" % t for t in respelled[:3]), len(aliases),
        "; ".join("%s %s -> %s" % (k[0], k[1], "/".join(v)) for k, v in sorted(aliases.items())[:3])))
    return aliases


def write_zones(rows):
    """zones.bin: the pinned tzdata's TZif file for each zone zips.tsv uses."""
    names = sorted({r["timezone"] for r in rows if r["timezone"]})
    files = {name: importlib.resources.files("tzdata").joinpath("zoneinfo", *name.split("/")).read_bytes()
             for name in names}
    with open(os.path.join(OUT, "zones.bin"), "wb") as out:
        out.write(zone_table.zone_table(files))
    return len(names)


def write_zips(rows):
    rows = sorted(rows, key=lambda r: r["zip_code"])
    zones = sorted({r["timezone"] for r in rows if r["timezone"]})
    zip_corrections.require_zones(zones, zoneinfo.available_timezones())
    zone_index = {z: i + 1 for i, z in enumerate(zones)}  # 0 means unknown
    lines = ["# LassoWeather ZIP directory, generated by scripts/generate_resources.py from zipcodes==3.0.0 "
             "(MIT; coordinates GeoNames CC BY 4.0), checked against US Census ZCTA centroids and places "
             "(weather-util-data 2.4.4-2; town names in the Census spelling) and time zone boundaries "
             "(tzfpy==2.1.1). Do not edit.",
             "#columns\tzip\tkind\tcity\tstate\tcounty\ttimezone\tlatitude\tlongitude\talternate cities",
             "#timezones\t" + "\t".join(zones)]
    for r in rows:
        alternates = "|".join(clean(c) for c in r["acceptable_cities"])
        lines.append("\t".join([r["zip_code"], KIND_CODES[r["zip_code_type"]], clean(r["city"]), r["state"],
                                clean(r["county"]), str(zone_index.get(r["timezone"], 0)),
                                coordinate(r["lat"]), coordinate(r["long"]), alternates]))
    write_text("zips.tsv", lines)
    return rows


def write_city_index(rows, search_aliases, geonames_places=()):
    """key, state, ZIP count, primary rows (USPS city; general ZIP first), alias rows: the ZIPs accepting another
    name, or, for a name that only finds a town (place_names.py), that town's rows. Last, the names of GeoNames
    places in the ZIP states (world_places.zip_state_places) that are not yet in the index find their nearest ZIP
    town (place_names.geonames_aliases): such a line carries only that town's general ZIP (the first of its primary
    rows; one per town when several places share the name) and the towns' ZIP count; no existing line changes.
    Every line then has the population of the town it opens (its first row's town), from GeoNames
    (place_names.town_population; 0 when unknown), and last "g" on a GeoNames line, else nothing: the app
    searches those only when the other lines find nothing, so no answer the index gave before changes (a new
    "Springfield, FL" line would otherwise join every "springfield")."""
    entries = {}
    for index, r in enumerate(rows):
        entry = entries.setdefault((city_key(r["city"]), r["state"]), ([], []))
        entry[0].append(index)
        for alternate in r["acceptable_cities"]:
            key = city_key(alternate)
            if key and key != city_key(r["city"]):
                alias_rows = entries.setdefault((key, r["state"]), ([], []))[1]
                if index not in alias_rows:
                    alias_rows.append(index)
    general = lambda i: place_names.general_first(rows[i], i)  # noqa: E731
    for primary, alias in entries.values():
        primary.sort(key=general)
        alias.sort(key=general)
    for (key, state), towns in sorted(search_aliases.items()):
        entry = entries.setdefault((key, state), ([], []))
        if entry[0]:
            continue  # a town of that name: the name is its own
        town_rows = [i for town in towns for i in entries[(town, state)][0]]
        entry[1][:] = town_rows + [i for i in entry[1] if i not in town_rows]
    added = place_names.geonames_aliases(geonames_places, rows, set(entries), city_key)
    counts = {}
    for (key, state), towns in sorted(added.items()):
        entries[(key, state)] = ([], [entries[(town, state)][0][0] for town in towns])
        counts[(key, state)] = sum(len(entries[(town, state)][0]) for town in towns)
    index = place_names.population_index(geonames_places)
    populations = {}

    def population(first):
        town = (city_key(rows[first]["city"]), rows[first]["state"])
        if town not in populations:
            general = entries[town][0][0]  # every row's town has a line of its own, general ZIP first
            populations[town] = place_names.town_population(index, town[0], town[1],
                                                            place_names.point(rows[general]))
        return populations[town]
    if geonames_places:
        print("GeoNames: %d names of %d places in the ZIP states find their nearest ZIP town (%s, ...)" % (
            len(added), len(geonames_places),
            "; ".join("%s %s -> %s" % (k[0], k[1], "/".join(v)) for k, v in sorted(added.items())[:3])))
    lines = ["# LassoWeather city index, generated by scripts/generate_resources.py. Do not edit.",
             "#columns\tkey\tstate\tzip count\tprimary rows\talias rows\tpopulation\tsource"]
    for (key, state), (primary, alias) in sorted(entries.items()):
        lines.append("\t".join([key, state, str(counts.get((key, state), len(primary) + len(alias))),
                                ",".join(map(str, primary)), ",".join(map(str, alias)),
                                str(population((primary or alias)[0])), "g" if (key, state) in added else ""]))
    write_text("zip-cities.tsv", lines)


def write_text(name, lines):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as out:
        out.write("\n".join(lines) + "\n")


def douglas_peucker(points, tolerance):
    """Iterative Douglas-Peucker on a list of (x, y); keeps both endpoints."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    tol2 = tolerance * tolerance
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        best, best_index = -1.0, -1
        for i in range(first + 1, last):
            px, py = points[i]
            if length2 == 0:
                d2 = (px - ax) ** 2 + (py - ay) ** 2
            else:
                cross = dx * (py - ay) - dy * (px - ax)
                d2 = cross * cross / length2
            if d2 > best:
                best, best_index = d2, i
        if best > tol2:
            keep[best_index] = True
            stack.append((first, best_index))
            stack.append((best_index, last))
    return [p for p, k in zip(points, keep) if k]


def read_features(shapefile, path, layer, name_field, code_field):
    encoding = "utf-8"
    if os.path.exists(path + ".cpg"):
        encoding = open(path + ".cpg").read().strip() or encoding
    reader = shapefile.Reader(path, encoding=encoding)
    features = []
    for shape, record in zip(reader.shapes(), reader.records()):
        bounds = list(shape.parts) + [len(shape.points)]
        rings = [shape.points[bounds[i]:bounds[i + 1]] for i in range(len(shape.parts))]
        features.append((layer, str(record[code_field]), str(record[name_field]), rings))
    return features


def quantise(points, scale=MAP_SCALE):
    out = []
    for x, y in points:
        q = (round(x * scale), round(y * scale))
        if not out or out[-1] != q:
            out.append(q)
    return out


def write_map(features):
    """Binary, little-endian; layout in scripts/RESOURCES-FORMAT.md."""
    blob = bytearray(b"LWMAP2\n\0")
    blob += struct.pack("<HHH", MAP_SCALE, len(MAP_TOLERANCES), len(features))
    for tolerance in MAP_TOLERANCES:
        blob += struct.pack("<f", tolerance)
    for layer, code, name, _ in features:
        code_bytes, name_bytes = code.encode(), name.encode()
        blob += struct.pack("<BB", layer, len(code_bytes)) + code_bytes + struct.pack("<B", len(name_bytes)) + name_bytes
    current = [(i, ring) for i, f in enumerate(features) for ring in f[3]]
    for tolerance in MAP_TOLERANCES:
        # Each level simplifies the previous (finer) one: same result in practice, far faster.
        simplified = []
        for feature, ring in current:
            xs, ys = [p[0] for p in ring], [p[1] for p in ring]
            if max(max(xs) - min(xs), max(ys) - min(ys)) < tolerance:
                continue  # smaller than a dot at this level
            if features[feature][0] == LAYER_COUNTRY:
                ring = douglas_peucker(ring, max(tolerance, COUNTRY_FINEST_TOLERANCE))
            else:
                ring = douglas_peucker(ring, tolerance)
            if len(quantise(ring)) >= 3:
                simplified.append((feature, ring))
        current = simplified
        parts, points = bytearray(), bytearray()
        count = 0
        for feature, ring in current:
            q = quantise(ring)
            xs, ys = [p[0] for p in q], [p[1] for p in q]
            # Each ring's points as zigzag varint deltas from the one before (the first from 0, 0), like the
            # counties': a third smaller compressed than int16 pairs, which the 24 MB budget needs.
            parts += struct.pack("<HIIhhhh", feature, len(points), len(q), min(xs), min(ys), max(xs), max(ys))
            previous = (0, 0)
            for point in q:
                points += varint(point[0] - previous[0]) + varint(point[1] - previous[1])
                previous = point
            count += len(q)
        blob += struct.pack("<II", len(current), len(points)) + parts + points
        print("  level %.2f deg: %d polylines, %d points" % (tolerance, len(current), count))
    with open(os.path.join(OUT, "map.bin"), "wb") as out:
        out.write(blob)


def write_counties(shapefile, path):
    """Binary, little-endian; layout in scripts/RESOURCES-FORMAT.md. Counties sorted by FIPS."""
    reader = shapefile.Reader(path, encoding="utf-8")
    counties = []
    for shape, record in zip(reader.shapes(), reader.records()):
        bounds = list(shape.parts) + [len(shape.points)]
        rings = [[tuple(p) for p in shape.points[bounds[i]:bounds[i + 1]]] for i in range(len(shape.parts))]
        counties.append((record["STATEFP"] + record["COUNTYFP"], record["NAME"], rings))
    counties.sort(key=lambda c: c[0])
    # Which counties each vertex belongs to: the Census outlines share exact vertices along common borders.
    owners = {}
    for index, (_, _, rings) in enumerate(counties):
        for ring in rings:
            for point in ring:
                owners.setdefault(point, set()).add(index)

    blob = bytearray(b"LWCNTY1\n")
    blob += struct.pack("<IHH", COUNTY_SCALE, len(COUNTY_TOLERANCES), len(counties))
    for tolerance in COUNTY_TOLERANCES:
        blob += struct.pack("<f", tolerance)
    for fips, name, rings in counties:
        name_bytes = name.encode()
        xs = [round(x * COUNTY_SCALE) for ring in rings for x, _ in ring]
        ys = [round(y * COUNTY_SCALE) for ring in rings for _, y in ring]
        blob += fips.encode() + struct.pack("<B", len(name_bytes)) + name_bytes
        blob += struct.pack("<iiii", min(xs), min(ys), max(xs), max(ys))
    for tolerance in COUNTY_TOLERANCES:
        first_rings, offsets, points = [], [], bytearray()
        for _, _, rings in counties:
            first_rings.append(len(offsets))
            for ring in rings:
                xs, ys = [p[0] for p in ring], [p[1] for p in ring]
                if max(max(xs) - min(xs), max(ys) - min(ys)) < tolerance:
                    continue  # smaller than a dot at this level
                q = quantise(simplify_shared(ring, tolerance, owners), COUNTY_SCALE)
                if len(q) < 4:
                    continue
                offsets.append(len(points))
                previous = (0, 0)
                for point in q:
                    points += varint(point[0] - previous[0]) + varint(point[1] - previous[1])
                    previous = point
        first_rings.append(len(offsets))
        blob += struct.pack("<II", len(offsets), len(points))
        blob += struct.pack("<%dI" % len(first_rings), *first_rings)
        blob += struct.pack("<%dI" % len(offsets), *offsets) + points
        print("  county level %.4f deg: %d rings, %d bytes of points" % (tolerance, len(offsets), len(points)))
    with open(os.path.join(OUT, "counties.bin"), "wb") as out:
        out.write(blob)
    return len(counties)


def simplify_shared(ring, tolerance, owners):
    """Douglas-Peucker between the ring's junctions (where the set of counties sharing a vertex changes), so a
    border two counties share is simplified the same way from both sides and draws as one line."""
    n = len(ring) - 1  # closed: the last point repeats the first
    sets = [owners[p] for p in ring[:n]]
    cuts = [k for k in range(n) if sets[k] != sets[k - 1] or sets[k] != sets[(k + 1) % n]] or [0]
    out = []
    for a, b in zip(cuts, cuts[1:] + [cuts[0] + n]):
        out.extend(douglas_peucker([ring[k % n] for k in range(a, b + 1)], tolerance)[:-1])
    return out + out[:1]


def varint(value):
    """Zigzag LEB128: small deltas of either sign take one or two bytes."""
    value = (value << 1) ^ (value >> 63)
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def main(argv=None):
    global OUT
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=RESOURCES, metavar="DIR",
                        help="output directory (default: Resources/); compress_resources.py --in DIR reads it")
    OUT = parser.parse_args(argv).out
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lasso-resources-") as scratch:
        fetch_packages(scratch)
        import shapefile
        import zipcodes

        states = read_features(shapefile, os.path.join(scratch, "_plotly_geo/package_data/cb_2016_us_state_500k"),
                               LAYER_STATE, "NAME", "STUSPS")
        rows = zipcodes.list_all()
        correct(rows, states)
        aliases = name_towns(rows)
        rows = write_zips(rows)
        import world_places  # its pinned GeoNames download, cached in .build/resources-cache/world
        geonames = world_places.zip_state_places(world_places.load_places(world_places.fetch()["cities1000.json"]))
        write_city_index(rows, aliases, geonames)
        print("ZIP codes: %d; time zones: %d" % (len(rows), write_zones(rows)))
        import world_map  # Natural Earth 1:50m from Debian's r-cran-rnaturalearthdata, cached in resources-cache/map
        countries = [(LAYER_COUNTRY, code, name, rings) for code, name, rings in world_map.countries()]
        print("map features: %d countries, %d states" % (len(countries), len(states)))
        write_map(countries + states)
        print("counties: %d" % write_counties(
            shapefile, os.path.join(scratch, "_plotly_geo/package_data/cb_2016_us_county_500k")))
    for name in ["zips.tsv", "zip-cities.tsv", "map.bin", "counties.bin", "zones.bin"]:
        print("  %-15s %9d bytes" % (name, os.path.getsize(os.path.join(OUT, name))))


if __name__ == "__main__":
    main()
