"""The generator's correction rules on small made-up inputs (`make test-resources`, or
`python3 -m unittest scripts/test_generate_resources.py`): no downloads, no Census files, no zone finder.
The zones' offsets come from Python's zoneinfo (the machine's tz database)."""
import datetime
import os
import sys
import unittest
import zoneinfo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import census_points  # noqa: E402
import generate_resources  # noqa: E402
import place_keys  # noqa: E402
import place_names  # noqa: E402
import zip_corrections as zc  # noqa: E402
import zone_table  # noqa: E402

# A square "state" around Chattanooga, and a line of longitude splitting Eastern (east) from Central (west).
TN = [[(-86.0, 34.5), (-84.5, 34.5), (-84.5, 35.5), (-86.0, 35.5)]]
MH_ZONE = "Pacific/Majuro"


def in_state(state, point):
    return {"TN": zc.inside_rings(point, TN)}.get(state)


def zone_at(point):
    """Land only near Chattanooga (split at 85.5 W) and near Majuro; sea elsewhere."""
    lat, lon = point
    if 34 <= lat <= 36 and -87 <= lon <= -84:
        return "America/New_York" if lon > -85.5 else "America/Chicago"
    if 6.5 <= lat <= 7.5 and 170.5 <= lon <= 171.5:
        return MH_ZONE
    return None


def same_offsets(a, b):
    instants = [datetime.datetime(2026, m, 15, 12, tzinfo=datetime.timezone.utc) for m in (1, 7)]
    return all(t.astimezone(zoneinfo.ZoneInfo(a)).utcoffset() == t.astimezone(zoneinfo.ZoneInfo(b)).utcoffset()
               for t in instants)


VALID = {"America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", MH_ZONE}


def row(zip_code, state, zone, lat, lon, city="Town"):
    return {"zip_code": zip_code, "city": city, "state": state, "timezone": zone, "lat": str(lat), "long": str(lon)}


class CoordinateTests(unittest.TestCase):
    def test_a_sign_slip_at_sea_is_undone_when_the_mirror_lands_in_the_places_zone(self):
        majuro = (7.0801, -171.1569)
        self.assertEqual(zc.unflipped(majuro, "MH", MH_ZONE, zone_at, in_state, same_offsets), (7.0801, 171.1569))

    def test_a_point_on_land_or_with_no_fitting_mirror_is_left_alone(self):
        self.assertIsNone(zc.unflipped((35.08, -85.31), "TN", "America/New_York", zone_at, in_state, same_offsets))
        # At sea, but the mirror is at sea too.
        self.assertIsNone(zc.unflipped((20.0, -150.0), "MH", MH_ZONE, zone_at, in_state, same_offsets))
        # The mirror is on land, but in a zone keeping other time than the place's own.
        self.assertIsNone(zc.unflipped((7.0, -171.0), "MH", "America/Denver", zone_at, in_state, same_offsets))

    def test_a_far_census_point_in_the_state_wins(self):
        use, kind = zc.census_verdict((35.8, -85.0), (35.08, -85.31), "TN", [], in_state)
        self.assertEqual((use, kind), (True, "moved to the Census point"))

    def test_a_near_census_point_changes_nothing(self):
        self.assertEqual(zc.census_verdict((35.08, -85.31), (35.1, -85.4), "TN", [], in_state), (False, None))

    def test_a_census_point_outside_the_state_is_not_used(self):
        use, kind = zc.census_verdict((35.08, -85.31), (36.2, -85.31), "TN", [], in_state)
        self.assertFalse(use)
        self.assertIn("outside the state", kind)

    def test_the_town_decides_between_two_far_apart_points(self):
        geonames, census = (35.08, -85.31), (35.4, -85.9)
        self.assertFalse(zc.census_verdict(geonames, census, "TN", [(35.07, -85.30)], in_state)[0])
        self.assertTrue(zc.census_verdict(geonames, census, "TN", [(35.41, -85.88)], in_state)[0])

    def test_a_zip_without_a_point_gets_the_census_point_in_its_state(self):
        self.assertEqual(zc.census_verdict(None, (35.08, -85.31), "TN", [], in_state),
                         (True, "filled from the Census"))
        self.assertFalse(zc.census_verdict(None, (13.28, 144.74), "TN", [], in_state)[0])

    def test_distances_and_outlines(self):
        self.assertAlmostEqual(zc.distance_km((0, 0), (0, 1)), 111.19, places=1)
        self.assertTrue(zc.inside_rings((35, -85), TN))
        self.assertFalse(zc.inside_rings((36, -85), TN))
        hole = [(-85.2, 34.9), (-84.9, 34.9), (-84.9, 35.1), (-85.2, 35.1)]
        self.assertFalse(zc.inside_rings((35, -85), TN + [hole]))


class ZoneTests(unittest.TestCase):
    def verdict(self, zone, computed, exception=None):
        return zc.zone_verdict(zone, computed, exception, VALID, same_offsets)

    def test_a_zone_keeping_other_time_than_the_point_is_replaced(self):
        self.assertEqual(self.verdict("America/Chicago", "America/New_York"),
                         ("America/New_York", "offset differs: zone finder"))
        self.assertEqual(self.verdict("America/Denver", "America/Phoenix")[0], "America/Phoenix")

    def test_a_zone_keeping_the_same_time_is_kept(self):
        self.assertEqual(self.verdict("America/New_York", "America/New_York"), ("America/New_York", None))
        self.assertEqual(self.verdict("America/Chicago", None), ("America/Chicago", None))

    def test_a_name_that_is_not_a_zone_is_replaced_or_dropped(self):
        self.assertEqual(self.verdict("Napakiak", "America/Chicago"), ("America/Chicago", "not a zone: replaced"))
        self.assertEqual(self.verdict("Napakiak", None), ("", "not a zone: dropped"))

    def test_a_reviewed_exception_overrides_the_zone_finder(self):
        self.assertEqual(self.verdict("America/New_York", "America/Chicago", "America/New_York"),
                         ("America/New_York", "reviewed exception"))

    def test_the_generator_refuses_names_that_are_not_zones(self):
        zc.require_zones(["America/Chicago", ""], VALID)
        with self.assertRaisesRegex(ValueError, "Napakiak"):
            zc.require_zones(["America/Chicago", "Napakiak"], VALID)


class CorrectRowsTests(unittest.TestCase):
    def correct(self, rows, census=None, exceptions=None):
        return zc.correct_rows(rows, census or {}, lambda r: [], zone_at, in_state, same_offsets, VALID,
                               exceptions or {})

    def test_rows_are_corrected_and_reported(self):
        rows = [row("37405", "TN", "America/Chicago", 35.0768, -85.3082, "Chattanooga"),
                row("96960", "MH", MH_ZONE, 7.0801, -171.1569, "Majuro"),
                row("37999", "TN", "America/Chicago", 35.9, -85.0),
                row("38000", "TN", "Napakiak", 0, 0)]
        found = self.correct(rows, census={"37999": (35.1, -85.7), "38000": (35.2, -85.2)})
        self.assertEqual(rows[0]["timezone"], "America/New_York")
        self.assertEqual((rows[1]["lat"], rows[1]["long"]), (7.0801, 171.1569))
        self.assertEqual((rows[2]["lat"], rows[2]["long"], rows[2]["timezone"]), (35.1, -85.7, "America/Chicago"))
        self.assertEqual((rows[3]["lat"], rows[3]["long"], rows[3]["timezone"]), (35.2, -85.2, "America/New_York"))
        self.assertEqual(sorted(found), [
            "coordinates: filled from the Census", "coordinates: moved to the Census point",
            "coordinates: sign slip undone", "time zone: not a zone: replaced",
            "time zone: offset differs: zone finder"])
        self.assertEqual(found["time zone: offset differs: zone finder"],
                         ["37405 Chattanooga, TN America/Chicago -> America/New_York"])

    def test_an_exception_keeps_its_zone_and_is_reported(self):
        rows = [row("37405", "TN", "America/New_York", 35.0768, -85.6)]
        found = self.correct(rows, exceptions={"37405": "America/New_York"})
        self.assertEqual(rows[0]["timezone"], "America/New_York")
        self.assertEqual(found["time zone: reviewed exception"],
                         ["37405 Town, TN America/New_York -> America/New_York (zone finder: America/Chicago)"])

    def test_an_exception_that_is_not_a_zone_fails_loudly(self):
        with self.assertRaises(ValueError):
            self.correct([row("37405", "TN", "America/New_York", 35.0, -85.0)], exceptions={"37405": "Eastern"})

    def test_the_report_counts_and_shows_the_first_few(self):
        lines = zc.format_report({"kind": ["a", "b", "c", "d"]})
        self.assertEqual(lines, ["      4 kind: a; b; c, …"])


class CensusFileTests(unittest.TestCase):
    LINES = ["# comment", "[37405]", "centroid = (0.6131439, -1.4902337)", "station = ('kcha', 0.0013)",
             "[fips0203880]", "centroid = (1.0748178, -2.7843133)", "description = Aniak city, AK",
             "[fips02050]", "centroid = (1.0, -2.7)", "description = Bethel Census Area, AK",
             "[fips4752006]", "centroid = (0.63, -1.51)", "description = Nashville-Davidson metropolitan government "
             "(balance), TN"]

    def test_zcta_centroids_are_read_in_degrees(self):
        self.assertEqual(census_points.zcta_centroids(self.LINES), {"37405": (35.1306, -85.3841)})

    def test_place_names_keep_the_census_spelling(self):
        lines = ["[fips1216875]", "centroid = (0.5, -1.4)", "description = DeLand city, FL",
                 "[fips1212790832]", "centroid = (0.5, -1.4)", "description = DeLand CCD, FL",
                 "[fips1249275]", "centroid = (0.5, -1.4)", "description = North DeLand CDP, FL"]
        self.assertEqual(census_points.place_names(lines, str.lower),
                         {("deland", "FL"): ["DeLand"], ("north deland", "FL"): ["North DeLand"]})

    def test_places_are_keyed_by_name_without_their_kind(self):
        found = census_points.places(self.LINES, str.lower)
        self.assertEqual(sorted(found), [("aniak", "AK"), ("nashville-davidson", "TN")])
        self.assertEqual(found[("aniak", "AK")], [(61.5825, -159.5294)])


def zip_row(zip_code, city, state="NY", kind="STANDARD", acceptable=(), unacceptable=(), active=True):
    return {"zip_code": zip_code, "zip_code_type": kind, "active": active, "city": city, "state": state,
            "acceptable_cities": list(acceptable), "unacceptable_cities": list(unacceptable)}


KEY = place_keys.city_key
# As census_points.place_names gives them: (key, state) -> the Census spellings.
CENSUS_NAMES = {("deland", "FL"): ["DeLand"], ("mclean", "VA"): ["McLean"], ("tysons", "VA"): ["Tysons"],
                ("lakeview", "TX"): ["Lakeview", "Lake View"], ("coloradosprings", "CO"): ["Colorado Springs"],
                ("newyork", "NY"): ["New York"], ("manhattan", "KS"): ["Manhattan"]}


class PlaceNameTests(unittest.TestCase):
    def test_census_spelling_wins(self):
        self.assertEqual(place_names.census_spelling("Deland", ["DeLand"]), "DeLand")
        self.assertEqual(place_names.census_spelling("Mc Lean", ["McLean"]), "McLean")
        self.assertEqual(place_names.census_spelling("Springfield", None), "Springfield")
        # Two Census spellings: the USPS one when it is there, else one with as many words.
        self.assertEqual(place_names.census_spelling("Lakeview", ["Lake View", "Lakeview"]), "Lakeview")
        self.assertEqual(place_names.census_spelling("Lake view", ["Lakeview", "Lake View"]), "Lake View")

    def test_abbreviations_of_the_town_name(self):
        for alt, city in [("Colo Spgs", "Colorado Springs"), ("Co Spgs", "Colorado Springs"),
                          ("Colorado Spgs", "Colorado Springs"), ("Nyc", "New York"), ("Ny City", "New York"),
                          ("W Lafayette", "West Lafayette"), ("Manhattan Bch", "Manhattan Beach"),
                          ("Indian Spgs", "Village Of Indian Springs")]:
            self.assertTrue(place_names.is_abbreviation(alt, city, KEY), alt)
        for alt, city in [("Manhattan", "New York"), ("Tysons", "Mc Lean"), ("Mc Lean", "McLean"),
                          ("Gpo", "New York"), ("Springs", "Colorado Springs"), ("Charlotte Amalie", "St Thomas")]:
            self.assertFalse(place_names.is_abbreviation(alt, city, KEY), alt)

    def test_a_name_listed_for_most_of_a_towns_zips_is_the_towns(self):
        rows = [zip_row("10001", "New York", unacceptable=["Manhattan", "Empire State"]),
                zip_row("10002", "New York", unacceptable=["Manhattan", "Knickerbocker"]),
                zip_row("10003", "New York"),
                zip_row("11101", "Long Island City", unacceptable=["Queens"]),
                zip_row("11109", "Long Island City", unacceptable=["Queens"]),
                zip_row("11102", "Astoria", unacceptable=["Queens"]),
                zip_row("11103", "Astoria", unacceptable=["Queens"])]
        # Queens names two towns: neither. Empire State is listed for one ZIP of three.
        self.assertEqual(place_names.town_names(rows, KEY, CENSUS_NAMES), {("manhattan", "NY"): "newyork"})
        # The name of a Census place is never the town's: it is a place of its own.
        self.assertEqual(place_names.town_names(rows, KEY, {("manhattan", "NY"): ["Manhattan"]}), {})

    def test_names_are_corrected_and_abbreviations_only_find_the_town(self):
        rows = [zip_row("10001", "New York", unacceptable=["Manhattan", "Nyc", "New York City", "Gpo"]),
                zip_row("10002", "New York", unacceptable=["Manhattan", "Nyc", "New York City"]),
                zip_row("10048", "New York", acceptable=["Manhattan", "World Trade Ctr", "Nyc"], active=False),
                zip_row("32720", "Deland", "FL"),
                zip_row("80903", "Colorado Springs", "CO", acceptable=["Colo Spgs"], unacceptable=["Co Spgs"]),
                zip_row("22101", "Mc Lean", "VA", acceptable=["Mclean", "Tysons", "Tysons Corner"]),
                zip_row("09001", "Apo", "AE", kind="MILITARY"),
                zip_row("00802", "St Thomas", "VI", acceptable=["Charlotte Ama", "Charlotte Amalie"])]
        aliases = place_names.name_rows(rows, KEY, CENSUS_NAMES)
        self.assertEqual([r["city"] for r in rows],
                         ["New York"] * 3 + ["DeLand", "Colorado Springs", "McLean", "APO", "St Thomas"])
        # Shown as places of their own: a Census place, and accepted names no rule takes.
        self.assertEqual(rows[2]["acceptable_cities"], ["World Trade Ctr"])
        self.assertEqual(rows[5]["acceptable_cities"], ["Tysons", "Tysons Corner"])
        self.assertEqual(rows[4]["acceptable_cities"], [])
        # An accepted name abbreviating another only finds the town.
        self.assertEqual(rows[7]["acceptable_cities"], ["Charlotte Amalie"])
        self.assertEqual(aliases, {("manhattan", "NY"): ["newyork"], ("nyc", "NY"): ["newyork"],
                                   ("newyorkcity", "NY"): ["newyork"], ("colospgs", "CO"): ["coloradosprings"],
                                   ("cospgs", "CO"): ["coloradosprings"], ("charlotteama", "VI"): ["saintthomas"]})

    def test_general_zips_come_first(self):
        rows = [zip_row("10048", "New York", active=False), zip_row("10008", "New York", kind="PO BOX"),
                zip_row("10020", "New York", kind="UNIQUE"), zip_row("10030", "New York"),
                zip_row("09001", "APO", kind="MILITARY")]
        order = sorted(range(len(rows)), key=lambda i: place_names.general_first(rows[i], i))
        self.assertEqual([rows[i]["zip_code"] for i in order], ["10030", "10008", "10020", "09001", "10048"])


class CityIndexTests(unittest.TestCase):
    def index(self, rows, aliases, geonames=()):
        written = {}
        original = generate_resources.write_text
        generate_resources.write_text = lambda name, lines: written.setdefault(name, lines)
        try:
            generate_resources.write_city_index(rows, aliases, geonames)
        finally:
            generate_resources.write_text = original
        self.assertEqual(written["zip-cities.tsv"][1],
                         "#columns\tkey\tstate\tzip count\tprimary rows\talias rows\tpopulation\tsource")
        return {tuple(line.split("\t")[:2]): line.split("\t")[2:] for line in written["zip-cities.tsv"][2:]}

    def test_a_name_that_only_finds_a_town_lists_the_towns_rows_general_first(self):
        rows = [zip_row("10001", "New York", kind="UNIQUE"), zip_row("10002", "New York"),
                zip_row("10048", "New York", acceptable=["World Trade Ctr"]),
                zip_row("66502", "Manhattan", "KS")]
        lines = self.index(rows, {("manhattan", "NY"): ["newyork"], ("manhattan", "KS"): ["somewhere"]})
        self.assertEqual(lines[("newyork", "NY")], ["3", "1,2,0", "", "0", ""])  # no GeoNames places: population 0
        self.assertEqual(lines[("manhattan", "NY")], ["3", "", "1,2,0", "0", ""])
        self.assertEqual(lines[("manhattan", "KS")], ["1", "3", "", "0", ""])  # a town of that name keeps it
        self.assertEqual(lines[("worldtradectr", "NY")], ["1", "", "2", "0", ""])

    def test_geonames_names_carry_the_towns_general_zip_and_every_line_its_towns_population(self):
        rows = [dict(zip_row("10001", "New York", kind="UNIQUE"), lat="40.7506", long="-73.9972"),
                dict(zip_row("10002", "New York"), lat="40.7157", long="-73.9863"),
                dict(zip_row("10048", "New York", acceptable=["World Trade Ctr"]), lat="40.7126", long="-74.0127"),
                dict(zip_row("11201", "Brooklyn"), lat="40.6940", long="-73.9903"),
                dict(zip_row("66502", "Manhattan", "KS"), lat="39.1836", long="-96.5717")]
        geonames = [  # as world_places.zip_state_places gives them
            {"state": "NY", "latitude": 40.71427, "longitude": -74.00597, "population": 8804190,
             "key": "newyorkcity", "names": ["newyorkcity", "newyork", "bigapple"]},
            {"state": "NY", "latitude": 40.78343, "longitude": -73.96625, "population": 1487536,
             "key": "manhattan", "names": ["manhattan", "boroughofmanhattan"]},
            {"state": "NY", "latitude": 40.6501, "longitude": -73.94958, "population": 2736074,
             "key": "brooklyn", "names": ["brooklyn"]},
            {"state": "KS", "latitude": 39.18361, "longitude": -96.57167, "population": 54832,
             "key": "manhattan", "names": ["manhattan"]}]
        lines = self.index(rows, {}, geonames)
        # A town takes its GeoNames namesake's population, or that of a place near it that has its name as an
        # alternate name (New York City for New York).
        self.assertEqual(lines[("newyork", "NY")], ["3", "1,2,0", "", "8804190", ""])
        self.assertEqual(lines[("brooklyn", "NY")], ["1", "3", "", "2736074", ""])
        self.assertEqual(lines[("manhattan", "KS")], ["1", "4", "", "54832", ""])
        # New names: only the town's general ZIP (the first of its primary rows), its ZIP count, its population.
        self.assertEqual(lines[("manhattan", "NY")], ["3", "", "1", "8804190", "g"])
        self.assertEqual(lines[("newyorkcity", "NY")], ["3", "", "1", "8804190", "g"])
        self.assertEqual(lines[("bigapple", "NY")], ["3", "", "1", "8804190", "g"])
        self.assertEqual(lines[("boroughofmanhattan", "NY")], ["3", "", "1", "8804190", "g"])
        self.assertNotIn(("newyork", "NY"), {k for k, v in lines.items() if v[1] == ""})  # a town keeps its name
        # A ZIP's alternate name opens that ZIP's town: its population.
        self.assertEqual(lines[("worldtradectr", "NY")], ["1", "", "2", "8804190", ""])


class ZoneTableTests(unittest.TestCase):
    def test_round_trip(self):
        files = {"Pacific/Guam": b"TZif2guam", "America/New_York": b"TZif2ny"}
        blob = zone_table.zone_table(files)
        self.assertTrue(blob.startswith(b"LWZONE1\n\x02\x00\x10America/New_York"))
        self.assertEqual(zone_table.read_zone_table(blob), files)

    def test_only_tzif_files_go_in(self):
        with self.assertRaises(ValueError):
            zone_table.zone_table({"Napakiak": b"not a zone"})


if __name__ == "__main__":
    unittest.main()
