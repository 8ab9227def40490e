"""US Census points as Debian's weather-util-data ships them (/usr/share/weather-util, from the Census 2022
Gazetteer files, public domain): ZCTA centroids by ZIP, and places (cities, towns, CDPs) by name and state.

The files are INI-like sections with radians:
  [37405]                               a ZCTA
  centroid = (0.6131439, -1.4902337)
  [fips0203880]                         a place: "fips" + 2-digit state + 5-digit place code
  centroid = (1.0748178, -2.7843133)
  description = Aniak city, AK
"""
import gzip
import math
import re

# The kind of place ends its name ("Aniak city", "Anchorage municipality", "Juneau city and borough").
PLACE_KIND = re.compile(r"( \(balance\))?( (city and borough|zona urbana|consolidated government|metropolitan "
                        r"government|unified government|urban county|city|town|village|borough|CDP|comunidad|"
                        r"municipality|corporation))?( \(balance\))?$")


def sections(lines):
    """(name, {key: value}) for each [name] section."""
    name, fields = None, {}
    for line in lines:
        line = line.strip()
        if line.startswith("["):
            if name is not None:
                yield name, fields
            name, fields = line[1:-1], {}
        elif " = " in line and name is not None:
            key, value = line.split(" = ", 1)
            fields[key] = value
    if name is not None:
        yield name, fields


def centroid(value):
    """"(0.6131439, -1.4902337)" in radians -> (latitude, longitude) in degrees, rounded as zips.tsv keeps them."""
    lat, lon = (math.degrees(float(part)) for part in value.strip("()").split(","))
    return round(lat, 4), round(lon, 4)


def zcta_centroids(lines):
    """ZIP -> point, for every ZCTA (five-digit section names)."""
    return {name: centroid(fields["centroid"]) for name, fields in sections(lines)
            if len(name) == 5 and name.isdigit() and "centroid" in fields}


def places(lines, key):
    """(key(place name), state) -> [point, ...] for places: counties and county subdivisions are left out."""
    found = {}
    for name, fields in sections(lines):
        if not (name.startswith("fips") and len(name) == 11 and "description" in fields and "centroid" in fields):
            continue
        full, state = fields["description"].rsplit(", ", 1)
        found.setdefault((key(PLACE_KIND.sub("", full)), state), []).append(centroid(fields["centroid"]))
    return found


def place_names(lines, key):
    """(key(place name), state) -> [place name, ...] in file order, each once: the Census spellings ("DeLand")."""
    found = {}
    for name, fields in sections(lines):
        if not (name.startswith("fips") and len(name) == 11 and "description" in fields):
            continue
        full, state = fields["description"].rsplit(", ", 1)
        place = PLACE_KIND.sub("", full)
        names = found.setdefault((key(place), state), [])
        if place not in names:
            names.append(place)
    return found


def read(path):
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return handle.read().splitlines()
