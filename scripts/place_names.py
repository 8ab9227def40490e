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
import unicodedata

MILITARY_CITIES = {"apo": "APO", "fpo": "FPO", "dpo": "DPO"}
KIND_ORDER = {"STANDARD": 0, "PO BOX": 1, "UNIQUE": 2, "MILITARY": 3}
# A name USPS lists (as "unacceptable") for at least this share of a town's ZIPs, and for at least two of them, is
# a name of the town as a whole; shorter names than TOWN_NAME_MIN_KEY are too easily typed for something else.
TOWN_NAME_SHARE = 0.5
TOWN_NAME_MIN_ZIPS = 2
TOWN_NAME_MIN_KEY = 4


def words(name):
    """Lower-case a-z/0-9 words, accents off, as city_key splits them (before abbreviations are spelled out)."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).lower()
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
