"""Place names as people write them, for the ZIP directory's search (generate_resources.py): which spelling a town
is shown by, which of its other names are shown as places of their own, and which only find it. Pure functions
over zipcodes rows and Census place names, so test_generate_resources.py can try each rule on made-up inputs.

The rules, all from data the generator already reads (zipcodes 3.0.0 and the Census places in weather-util-data):
  - A town is shown by its Census spelling where the Census has a place of that name (same key) in the state:
    DeLand, not Deland; McLean, not Mc Lean; St. George, not Saint George. USPS's military "Apo", "Fpo" and "Dpo"
    are written as USPS writes them on an envelope: APO, FPO, DPO.
  - Another name of a ZIP (zipcodes' acceptable and unacceptable cities) is one of:
      a place of its own: the Census has a place of that name in the state (Tysons for McLean, VA), or it is an
        accepted name no rule below takes (Charlotte Amalie for St Thomas, VI). Shown as itself, as today.
      another way of writing the town's own name: an abbreviation (Colo Spgs, Colorado Spgs and Co Spgs for
        Colorado Springs; Nyc and Ny City for New York [City]), or a name USPS lists for at least half of the town's
        ZIPs (Manhattan and New York City for New York, NY). These only find the town: they are never shown, and
        they lead to the town's general ZIP.
    Other unacceptable names (a neighbourhood, a company, a nearby village) are left out.
  - A town's rows are ordered general ZIPs first: active standard ZIPs, then PO boxes, unique (one organisation)
    and military ZIPs, inactive ones last; by ZIP within each. The first is the one a search opens.
"""
import collections
import math
import unicodedata

from place_keys import LETTER_FOLDS

MILITARY_CITIES = {"apo": "APO", "fpo": "FPO", "dpo": "DPO"}
KIND_ORDER = {"STANDARD": 0, "PO BOX": 1, "UNIQUE": 2, "MILITARY": 3}
# A name USPS lists (as "unacceptable") for at least this share of a town's ZIPs, and for at least two of them, is
# a name of the town as a whole; shorter names than TOWN_NAME_MIN_KEY are too easily typed for something else.
TOWN_NAME_SHARE = 0.5
TOWN_NAME_MIN_ZIPS = 2
TOWN_NAME_MIN_KEY = 4


def words(name):
    """Lower-case a-z/0-9 words, accents off, as city_key (place_keys.py) splits them (before abbreviations are
    spelled out)."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", name)
                     if not unicodedata.combining(c)).translate(LETTER_FOLDS).lower()
    return "".join(c if ("a" <= c <= "z" or "0" <= c <= "9") else " " for c in folded).split()


def _subsequence(short, long):
    rest = iter(long)
    return all(c in rest for c in short)


def _covers(alt, city):
    """Whether the words `alt` write the words `city` in order, each alt word being one city word shortened
    (same first letter, letters in order: "spgs" for "springs") or the initials of two or more ("ny")."""
    if not alt or not city:
        return not alt and not city
    first = alt[0]
    if first[0] == city[0][0] and _subsequence(first, city[0]) and _covers(alt[1:], city[1:]):
        return True
    for count in range(2, len(city) + 1):
        if len(first) == count and all(first[i] == city[i][0] for i in range(count)):
            if _covers(alt[1:], city[count:]):
                return True
    return False


def is_abbreviation(alt, city, key):
    """Whether `alt` is another way of writing the town name `city` (with or without a closing "City", without a
    leading "Village Of"): "Colo Spgs" for "Colorado Springs", "Nyc" for "New York"; never the same key."""
    if key(alt) == key(city):
        return False
    alt_words, city_words = words(alt), words(city)
    # "Village Of Indian Springs" is written "Indian Spgs" too.
    whole = [city_words] + [city_words[i + 1:] for i, w in enumerate(city_words[:-1]) if w == "of"]
    return any(_covers(alt_words, w) or _covers(alt_words, w + ["city"]) for w in whole)


def census_spelling(name, spellings):
    """The Census's spelling of a name (spellings: the Census names with the same key, in file order), or the name
    itself when the Census has none. Of two Census spellings (Lake View, Lakeview), the USPS one if it is there,
    else one with as many words, else the first."""
    if not spellings or name in spellings:
        return name
    same = [s for s in spellings if s.lower() == name.lower()]
    alike = [s for s in spellings if len(s.split()) == len(name.split())]
    return (same or alike or spellings)[0]


def town_names(rows, key, census_names):
    """{(name key, state): town key}: names USPS lists as unacceptable for at least half of one town's ZIPs (at
    least two), not a Census place in the state, not the name of two towns in a state, and long enough."""
    towns = collections.defaultdict(list)
    for row in rows:
        towns[(key(row["city"]), row["state"])].append(row)
    found = {}
    ambiguous = set()
    for (town, state), members in sorted(towns.items()):
        listing = collections.Counter(k for r in members for k in {key(n) for n in r["unacceptable_cities"]})
        for name, count in sorted(listing.items()):
            if (name == town or len(name) < TOWN_NAME_MIN_KEY or (name, state) in census_names
                    or count < TOWN_NAME_MIN_ZIPS or count < TOWN_NAME_SHARE * len(members)):
                continue
            if (name, state) in found and found[(name, state)] != town:
                ambiguous.add((name, state))
            found[(name, state)] = town
    return {k: v for k, v in found.items() if k not in ambiguous}


def name_rows(rows, key, census_names):
    """Corrects each row's names in place and returns {(alias key, state): [town key, ...]}, the names that only
    find a town (biggest town first when two share one). census_names maps (key, state) to the Census spellings.

    Each row's "city" becomes its Census spelling, and its "acceptable_cities" keep only the names shown as places
    of their own (in their Census spelling); the rest go into the returned search aliases.
    """
    towns = town_names(rows, key, census_names)
    aliases = collections.defaultdict(set)
    sizes = collections.Counter()
    for row in rows:
        state, city = row["state"], row["city"]
        town = key(city)
        sizes[(town, state)] += 1
        candidates = []  # accepted names that may be shown, in their order: (name, spelling if a Census place)
        for source, names in (("acceptable", row["acceptable_cities"]), ("unacceptable", row["unacceptable_cities"])):
            for name in names:
                name_key = key(name)
                if not name_key or name_key == town:
                    continue
                spellings = census_names.get((name_key, state))
                if not spellings and (is_abbreviation(name, city, key) or towns.get((name_key, state)) == town):
                    aliases[(name_key, state)].add(town)
                elif source == "acceptable":
                    candidates.append((name, census_spelling(name, spellings) if spellings else None))
        shown = []
        for name, spelled in candidates:
            # An accepted name abbreviating another ("Charlotte Ama" for Charlotte Amalie) only finds the town too.
            if spelled is None and any(is_abbreviation(name, other, key) for other, _ in candidates if other != name):
                aliases[(key(name), state)].add(town)
            elif (spelled or name) not in shown:
                shown.append(spelled or name)
        row["acceptable_cities"] = shown
        row["city"] = MILITARY_CITIES.get(city.lower()) or census_spelling(city, census_names.get((town, state)))
    return {k: sorted(v, key=lambda t: (-sizes[(t, k[1])], t)) for k, v in aliases.items()}


def general_first(row, index):
    """Sort key for a town's rows: active standard ZIPs first, then PO boxes, unique and military; inactive last."""
    return (KIND_ORDER[row["zip_code_type"]] if row.get("active", True) else len(KIND_ORDER), index)


# GeoNames places in the ZIP directory's states (world_places.py) find the ZIP town nearest them, when that close.
GEONAMES_ALIAS_KM = 25.0


def _km(a, b):
    x = math.radians(b[1] - a[1]) * math.cos(math.radians((a[0] + b[0]) / 2))
    return 6371.0 * math.hypot(x, math.radians(b[0] - a[0]))


def nearest_town(points, state, point, radius=GEONAMES_ALIAS_KM):
    """The town key of the ZIP point nearest `point` in `state` within `radius` km, else None. points: a dict
    {(state, floor lat, floor lon): [(lat, lon, town key), ...]} (zip_grid)."""
    lat, lon = point
    lon_cells = min(180, math.ceil(1 / max(math.cos(math.radians(min(abs(lat) + 1, 89.9))), 1e-3)))
    best = None
    for r in range(math.floor(lat) - 1, math.floor(lat) + 2):
        for c in range(math.floor(lon) - lon_cells, math.floor(lon) + lon_cells + 1):
            for zlat, zlon, town in points.get((state, r, c), ()):
                d = _km(point, (zlat, zlon))
                if d <= radius and (best is None or (d, town) < best):
                    best = (d, town)
    return best and best[1]


def zip_grid(rows, key):
    """ZIP points by state and 1-degree cell for nearest_town: each ZIP with a point, keyed to its town."""
    grid = collections.defaultdict(list)
    for row in rows:
        if row.get("lat") and row.get("long") and float(row["lat"]) and float(row["long"]):
            lat, lon = float(row["lat"]), float(row["long"])
            grid[(row["state"], math.floor(lat), math.floor(lon))].append((lat, lon, key(row["city"])))
    return grid


def geonames_aliases(places, rows, taken, key):
    """{(alias key, state): [town key, ...]}: a GeoNames place's names (its name, and for a larger place its
    Latin-script alternate names: `names`, keys already) find the ZIP town nearest it in its state (within
    GEONAMES_ALIAS_KM), unless the state's index already has that key (`taken`: (key, state) of every ZIP town and
    every name that finds one), so no answer of the ZIP directory changes. Several places sharing a new name:
    the larger place's town first. places: dicts with state, latitude, longitude, population, names."""
    grid = zip_grid(rows, key)
    found = collections.defaultdict(list)  # (key, state) -> [(population, town)]
    for place in places:
        town = nearest_town(grid, place["state"], (place["latitude"], place["longitude"]))
        if town is None:
            continue
        for name_key in place["names"]:
            if name_key and name_key != town and (name_key, place["state"]) not in taken:
                found[(name_key, place["state"])].append((-place["population"], town))
    out = {}
    for k, towns in found.items():
        ordered = []
        for _, town in sorted(towns):
            if town not in ordered:
                ordered.append(town)
        out[k] = ordered
    return out


def point(row):
    """A zips.tsv row's (lat, lon), or None when it has none."""
    try:
        lat, lon = float(row.get("lat") or 0), float(row.get("long") or 0)
    except ValueError:
        return None
    return (lat, lon) if lat and lon else None


def population_index(places):
    """({(name key, state): [place]}, {(alternate key, state): [place]}) for town_population. places: dicts as
    world_places.zip_state_places gives them (key: the name's key; names: it, then alternate names' keys)."""
    by_name, by_alternate = collections.defaultdict(list), collections.defaultdict(list)
    for place in places:
        if place.get("key"):
            by_name[(place["key"], place["state"])].append(place)
        for alternate in place["names"]:
            if alternate != place.get("key"):
                by_alternate[(alternate, place["state"])].append(place)
    return by_name, by_alternate


# A town's namesake farther than this from its general ZIP is another place of the same name (Woodlawn, IL, 398 km
# from Chicago's Woodlawn; Melrose, NY): up to here it is the town, its ZIP point off in a large rural ZIP (Alaska's,
# Roswell, NM, 31 km; Jackson, NJ, 61 km).
GEONAMES_POPULATION_KM = 65.0


def town_population(index, key, state, point, radius=GEONAMES_ALIAS_KM, farthest=GEONAMES_POPULATION_KM):
    """The population of the ZIP town (key, state) whose general ZIP is at `point` (None: no point), from the
    GeoNames places of that name key and state (population_index): the largest within `radius` km of the point,
    else the nearest within `farthest` km (with no point: the largest). No place of that name: the largest place
    within `radius` km one of whose alternate names has that key ("New York City" for New York, NY). 0 when none."""
    by_name, by_alternate = index
    candidates = by_name.get((key, state), [])
    if candidates and point is None:
        return int(max(c["population"] for c in candidates))
    if candidates:
        distances = [(_km(point, (c["latitude"], c["longitude"])), c) for c in candidates]
        near = [c["population"] for d, c in distances if d <= radius]
        if near:
            return int(max(near))
        d, nearest = min(distances, key=lambda dc: (dc[0], -dc[1]["population"]))
        if d <= farthest:
            return int(nearest["population"])
    if point is None:
        return 0
    near = [c["population"] for c in by_alternate.get((key, state), [])
            if _km(point, (c["latitude"], c["longitude"])) <= radius]
    return int(max(near)) if near else 0
