"""The world directory's rules (world_places.py, and the GeoNames aliases of place_names.py) on small made-up inputs
(`python3 -m unittest scripts/test_world_places.py`): no downloads."""
import collections
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import place_keys  # noqa: E402
import place_names  # noqa: E402
import world_places as wp  # noqa: E402

key = place_keys.city_key


def place(gid, name, cc, lat, lon, population, admin1="01", alternates=()):
    return {"geonameid": gid, "name": name, "countrycode": cc, "latitude": lat, "longitude": lon,
            "population": population, "admin1code": admin1, "timezone": "Europe/Zurich",
            "alternatenames": list(alternates)}


class FoldingTests(unittest.TestCase):
    def test_letters_nfkd_leaves_whole_fold_to_what_people_type(self):
        self.assertEqual(key("Łódź"), "lodz")
        self.assertEqual(key("København"), "kobenhavn")
        self.assertEqual(key("Đà Nẵng"), "danang")
        self.assertEqual(key("Reykjavík Þórshöfn Ðað"), "reykjavikthorshofndad")
        self.assertEqual(key("Iğdır"), "igdir")
        self.assertEqual(key("Ħamrun"), "hamrun")
        self.assertEqual(key("Großenhain STRAẞE"), "grossenhainstrasse")
        self.assertEqual(key("Æbeltoft"), "aebeltoft")
        self.assertEqual(key("Œuilly cœur"), "oeuillycoeur")

    def test_a_folded_letter_with_an_accent_folds_too(self):
        self.assertEqual(key("Ǿrsta"), "orsta")  # Ø with acute: NFKD gives Ø + acute
        self.assertEqual(key("ǣ"), "ae")  # æ with macron

    def test_accents_case_punctuation_and_abbreviations_as_before(self):
        self.assertEqual(key("São Paulo"), "saopaulo")
        self.assertEqual(key("St. Louis"), "saintlouis")
        self.assertEqual(key("Mc Lean"), "mclean")
        self.assertEqual(place_names.words("Łódź Straße"), ["lodz", "strasse"])


class KeyAndAliasTests(unittest.TestCase):
    def test_a_name_without_latin_letters_takes_its_first_latin_alternates_key(self):
        self.assertEqual(wp.place_key(place(1, "東京", "JP", 35.7, 139.7, 9e6, alternates=["東京都", "Tokyo"])),
                         "tokyo")
        self.assertIsNone(wp.place_key(place(2, "東京", "JP", 35.7, 139.7, 9e6, alternates=["東京都"])))

    def test_alternate_keys_keep_latin_names_once_without_codes_or_the_own_key(self):
        p = place(3, "Köln", "DE", 50.9, 6.95, 1e6,
                  alternates=["Cologne", "CGN", "Koeln", "Köln", "Colonia", "cologne", "Кёльн", "K", "50667"])
        self.assertEqual(wp.alternate_keys(p, "koln"), ["cologne", "koeln", "colonia"])


class DistrictTests(unittest.TestCase):
    def test_district_names_and_their_bases(self):
        self.assertEqual(wp.district_bases("Zürich (Kreis 7) / Witikon"), ["zurichkreis7", "zurich"])
        self.assertEqual(wp.district_bases("Lyon 03"), ["lyon"])
        self.assertEqual(wp.district_bases("Horgen / Horgen (Dorfkern)"), ["horgen"])
        self.assertEqual(wp.district_bases("Bezirk Mitte"), [])
        self.assertEqual(wp.district_bases("Wiener Neustadt"), [])

    def test_a_district_near_a_larger_place_of_its_base_name_is_flagged(self):
        rows = [place(1, "Zürich", "CH", 47.367, 8.55, 415367),
                place(2, "Zürich (Kreis 7)", "CH", 47.37, 8.58, 33820),
                place(3, "Zürich (Kreis 7) / Witikon", "CH", 47.36, 8.59, 9099),  # base: Kreis 7, 1.5 km away
                place(4, "Zürich (Dorf)", "CH", 46.0, 7.0, 500),  # far from any Zürich
                place(5, "Zürich (Kreis 1)", "DE", 47.37, 8.55, 6000),  # another country
                place(6, "Horgen / Horgen (Dorfkern)", "CH", 47.26, 8.6, 6140)]  # no larger Horgen
        for r in rows:
            r["key"] = key(r["name"])
        self.assertEqual(wp.districts(rows), {2, 3})

    def test_the_larger_place_must_be_larger(self):
        rows = [place(1, "Paris", "FR", 48.85, 2.35, 1000), place(2, "Paris (Centre)", "FR", 48.86, 2.35, 5000)]
        for r in rows:
            r["key"] = key(r["name"])
        self.assertEqual(wp.districts(rows), set())


SUBDIVISIONS = [
    {"code": "DE-BY", "name": "Bayern", "type": "Land"},
    {"code": "DE-NI", "name": "Niedersachsen", "type": "Land"},
    {"code": "GB-WLS", "name": "Wales [Cymru GB-CYM]", "type": "Country"},
    {"code": "ES-MC", "name": "Murcia, Región de", "type": "Autonomous community"},
    {"code": "ES-MU", "name": "Murcia", "type": "Province", "parent": "ES-MC"},
    {"code": "FR-6AE", "name": "Alsace", "type": "European collectivity"},
    {"code": "FR-GES", "name": "Grand-Est", "type": "Metropolitan region"},
]
ENGLISH = {"Bayern": "Bavaria"}.get


def english(name):
    return ENGLISH(name) or name


class IsoJoinTests(unittest.TestCase):
    def test_a_name_joins_the_one_top_level_subdivision_going_by_it(self):
        self.assertEqual(wp.iso_by_name("DE", "Bavaria", SUBDIVISIONS, english), "BY")  # pycountry's English name
        self.assertEqual(wp.iso_by_name("GB", "Wales", SUBDIVISIONS, english), "WLS")  # bracketed parts
        self.assertEqual(wp.iso_by_name("ES", "Murcia", SUBDIVISIONS, english), "MC")  # not the province
        self.assertIsNone(wp.iso_by_name("DE", "Lower Saxony", SUBDIVISIONS, english))  # exonym: the table's job
        self.assertIsNone(wp.iso_by_name("AT", "Bavaria", SUBDIVISIONS, english))  # another country

    def test_the_checked_table_wins_and_a_split_vote_names_nothing(self):
        places = [place(i, "X", "DE", 48, 11, 1000, "02") for i in range(3)]
        places += [place(10 + i, "Y", "FR", 48, 6, 1000, "44") for i in range(3)]
        places += [place(20, "Z", "DE", 52, 9, 1000, "06")]
        places += [place(30, "W", "FR", 45, 5, 1000, "84")]
        votes = {("DE", "02"): collections.Counter({"Bavaria": 3}),
                 ("FR", "44"): collections.Counter({"Alsace": 3, "Lorraine": 2, "Champagne": 2}),  # GeoNames' code moved on
                 ("DE", "06"): collections.Counter({"Lower Saxony": 1}),
                 ("FR", "84"): collections.Counter({"Rhone-Alpes": 5, "Auvergne": 1})}
        table = {("DE", "06"): ("NI", "Lower Saxony")}
        got = wp.regions(places, votes, SUBDIVISIONS, english, table)
        self.assertEqual(got[("DE", "02")], ("Bavaria", "BY"))
        self.assertEqual(got[("DE", "06")], ("Lower Saxony", "NI"))
        self.assertNotIn(("FR", "44"), got)  # 3/7 is not enough to name it, and never FR-6AE
        self.assertEqual(got[("FR", "84")], ("Rhone-Alpes", ""))  # named, but 5/6 is too split for an ISO code

    def test_a_table_code_pycountry_lacks_is_refused(self):
        places = [place(1, "X", "DE", 48, 11, 1000, "02")]
        with self.assertRaises(ValueError):
            wp.regions(places, {}, SUBDIVISIONS, english, {("DE", "02"): ("BAY", "Bavaria")})


class UsAliasTests(unittest.TestCase):
    ROWS = [{"zip_code": "10001", "city": "New York", "state": "NY", "lat": "40.7506", "long": "-73.9972"},
            {"zip_code": "11201", "city": "Brooklyn", "state": "NY", "lat": "40.6940", "long": "-73.9903"},
            {"zip_code": "07302", "city": "Jersey City", "state": "NJ", "lat": "40.7220", "long": "-74.0475"},
            {"zip_code": "12201", "city": "Albany", "state": "NY", "lat": "42.6500", "long": "-73.7500"}]

    def aliases(self, places, taken=()):
        taken = set(taken) | {(key(r["city"]), r["state"]) for r in self.ROWS}
        return place_names.geonames_aliases(places, self.ROWS, taken, key)

    def test_a_place_finds_the_nearest_zip_town_in_its_state(self):
        got = self.aliases([{"state": "NY", "latitude": 40.7834, "longitude": -73.9663, "population": 1.6e6,
                             "names": ["manhattan", "newyorkcity"]}])
        self.assertEqual(got, {("manhattan", "NY"): ["newyork"], ("newyorkcity", "NY"): ["newyork"]})

    def test_a_name_the_state_already_has_is_left_alone(self):
        # "Brooklyn" is a ZIP town; "nyc" already finds New York (an existing alias): no answer changes.
        got = self.aliases([{"state": "NY", "latitude": 40.65, "longitude": -73.95, "population": 2.5e6,
                             "names": ["brooklyn", "nyc", "kings"]}], taken={("nyc", "NY")})
        self.assertEqual(got, {("kings", "NY"): ["brooklyn"]})

    def test_only_the_same_state_within_25_km(self):
        # Hoboken, NJ is nearer Manhattan's ZIPs than Jersey City's, but only NJ towns count.
        self.assertEqual(self.aliases([{"state": "NJ", "latitude": 40.744, "longitude": -74.0324, "population": 5e4,
                                        "names": ["hoboken"]}]), {("hoboken", "NJ"): ["jerseycity"]})
        self.assertEqual(self.aliases([{"state": "NY", "latitude": 41.5, "longitude": -74.9, "population": 5e3,
                                        "names": ["faraway"]}]), {})

    def test_two_places_of_one_new_name_larger_first(self):
        got = self.aliases([{"state": "NY", "latitude": 42.66, "longitude": -73.76, "population": 100,
                             "names": ["twin"]},
                            {"state": "NY", "latitude": 40.70, "longitude": -73.99, "population": 1000,
                             "names": ["twin"]}])
        self.assertEqual(got, {("twin", "NY"): ["brooklyn", "albany"]})

    def test_zip_state_places_use_the_state_code_and_alternates_of_larger_places(self):
        places = [place(1, "Manhattan", "US", 40.78, -73.97, 1600000, "NY",
                        ["Manhattan Island", "MAN", "Манхэттен", "mnhtn", "Mánhattan Borough", "Big Apple"]),
                  place(2, "Smallville", "US", 40.0, -74.0, 2000, "NJ", ["Small Ville Town"]),
                  place(3, "San Juan", "PR", 18.47, -66.1, 400000, "21", []),
                  place(4, "Zürich", "CH", 47.37, 8.55, 415367, "ZH", [])]
        got = wp.zip_state_places(places)
        # US alternates: capitalised plain ASCII only (no codes, other scripts, romanisations, accented exonyms).
        self.assertEqual([(p["state"], p["key"], p["names"]) for p in got],
                         [("NY", "manhattan", ["manhattan", "manhattanisland", "bigapple"]),
                          ("NJ", "smallville", ["smallville"]), ("PR", "sanjuan", ["sanjuan"])])

    def test_which_us_alternates_may_be_english_or_local(self):
        self.assertTrue(wp.us_alternate("Big Apple"))
        self.assertTrue(wp.us_alternate("New York"))
        self.assertFalse(wp.us_alternate("niu yue shi"))  # a romanisation of another script
        self.assertFalse(wp.us_alternate("Thành phố New York"))
        self.assertFalse(wp.us_alternate(""))


class TownPopulationTests(unittest.TestCase):
    NYC = {"state": "NY", "latitude": 40.71427, "longitude": -74.00597, "population": 8804190,
           "key": "newyorkcity", "names": ["newyorkcity", "newyork"]}

    @staticmethod
    def spot(key, state, lat, lon, population, names=()):
        return {"state": state, "latitude": lat, "longitude": lon, "population": population, "key": key,
                "names": [key] + list(names)}

    def population(self, places, key, state, point):
        return place_names.town_population(place_names.population_index(places), key, state, point)

    def test_the_one_place_of_that_name_and_state(self):
        places = [self.spot("springfield", "IL", 39.80172, -89.64371, 114394),
                  self.spot("springfield", "MO", 37.21533, -93.29824, 170188)]
        self.assertEqual(self.population(places, "springfield", "IL", (39.8, -89.65)), 114394)
        self.assertEqual(self.population(places, "springfield", "MO", None), 170188)  # even without a point
        self.assertEqual(self.population(places, "springfield", "OH", (39.92, -83.8)), 0)

    def test_of_several_the_largest_within_25_km_else_the_nearest_within_65(self):
        places = [self.spot("lakeview", "TX", 32.0, -97.0, 5000), self.spot("lakeview", "TX", 32.1, -97.0, 9000),
                  self.spot("lakeview", "TX", 30.0, -95.0, 50000)]
        self.assertEqual(self.population(places, "lakeview", "TX", (32.02, -97.0)), 9000)  # both within 25 km
        self.assertEqual(self.population(places, "lakeview", "TX", (30.5, -95.0)), 50000)  # 56 km: the nearest
        self.assertEqual(self.population(places, "lakeview", "TX", (31.0, -96.0)), 0)  # 150 km: another Lakeview
        self.assertEqual(self.population(places, "lakeview", "TX", None), 50000)

    def test_a_lone_namesake_far_away_is_another_place(self):
        woodlawn = [self.spot("woodlawn", "IL", 41.78, -87.6, 24150)]  # Chicago's, not the village down state
        self.assertEqual(self.population(woodlawn, "woodlawn", "IL", (38.33, -89.04)), 0)
        roswell = [self.spot("roswell", "NM", 33.39, -104.52, 48544)]  # a large rural ZIP's point, 31 km off
        self.assertEqual(self.population(roswell, "roswell", "NM", (33.25, -104.25)), 48544)

    def test_a_town_no_place_is_named_for_takes_a_near_place_going_by_its_name(self):
        self.assertEqual(self.population([self.NYC], "newyork", "NY", (40.7506, -73.9972)), 8804190)
        self.assertEqual(self.population([self.NYC], "newyork", "NY", (42.65, -73.75)), 0)  # too far
        self.assertEqual(self.population([self.NYC], "newyork", "NJ", (40.75, -74.0)), 0)  # another state
        self.assertEqual(self.population([self.NYC], "newyork", "NY", None), 0)

if __name__ == "__main__":
    unittest.main()
