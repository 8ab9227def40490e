"""Corrections to the ZIP directory's coordinates and time zones, found by checking its source (zipcodes, with
GeoNames coordinates) against sources that do not come from GeoNames: Census ZCTA centroids and places, the state
outlines, and the time zone boundaries. Pure functions over small values, so test_generate_resources.py can try
each rule on a handful of hand-made inputs; generate_resources.py supplies the real data.

A point is (latitude, longitude) in degrees. The lookups are passed in as functions:
  zone_at(point)            the IANA zone there, or None at sea (the zone finder's Etc/GMT±N zones)
  in_state(state, point)    True or False, or None for a state with no outline (military, freely associated states)
  same_offsets(zone, zone)  whether two zones keep the same UTC offsets through the year
"""
import math

FAR_KM = 25  # GeoNames and the Census further apart than this: one of them is wrong
EARTH_RADIUS_KM = 6371.0088
EXAMPLES = 3  # per kind of correction in the report


def distance_km(a, b):
    """Great-circle distance (haversine)."""
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(min(1.0, h)))


def inside_rings(point, rings):
    """Even-odd rule over closed rings of (longitude, latitude), as shapefiles store them (holes included)."""
    lat, lon = point
    inside = False
    for ring in rings:
        for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
            if (ay > lat) != (by > lat) and lon < ax + (lat - ay) * (bx - ax) / (by - ay):
                inside = not inside
    return inside


def mirrors(point):
    """The point with the sign of its longitude, its latitude, or both dropped: what a sign slip makes."""
    lat, lon = point
    return [(lat, -lon), (-lat, lon), (-lat, -lon)]


def unflipped(point, state, zone, zone_at, in_state, same_offsets):
    """For a point at sea, the mirror that lands in its state (or, for a place with no state outline, in a zone
    keeping its own zone's time); None when the point is on land or no mirror fits."""
    if zone_at(point) is not None:
        return None
    for candidate in mirrors(point):
        found = zone_at(candidate)
        if found is None:
            continue
        inside = in_state(state, candidate)
        if inside or (inside is None and zone and same_offsets(found, zone)):
            return candidate
    return None


def census_verdict(point, census, state, towns, in_state):
    """Whether the Census ZCTA centroid should replace the point (None when the ZIP has no coordinates), and why.

    The Census point wins where the two are more than FAR_KM apart and it lies in the ZIP's state, unless the ZIP's
    town (its USPS city as a Census place, `towns`) is nearer the point we have: a ZCTA that spans wilderness has
    its centroid far from the village it is named for, and then GeoNames, at the village, is the better point.
    Returns (use_census, kind) where kind names the case for the report, or None when the sources agree.
    """
    if census is None:
        return False, None
    if point is None:
        if in_state(state, census):
            return True, "filled from the Census"
        return False, "left without a point: the Census point is outside the state"
    if distance_km(point, census) <= FAR_KM:
        return False, None
    if not in_state(state, census):
        return False, "kept: the Census point is outside the state"
    if towns:
        town = min(towns, key=lambda t: min(distance_km(t, point), distance_km(t, census)))
        if distance_km(town, point) <= distance_km(town, census):
            return False, "kept: the town is nearer GeoNames"
    return True, "moved to the Census point"


def zone_verdict(zone, computed, exception, valid, same_offsets):
    """The zone to write, and why it changed (None when it did not).

    `computed` is the zone at the ZIP's point (None without a point or at sea). It replaces the source's zone when
    the two keep different UTC offsets, or when the source's is not a zone at all; a reviewed exception overrides
    both. A name that is not an IANA zone is never kept.
    """
    if exception is not None:
        return exception, "reviewed exception"
    if zone and zone not in valid:
        return (computed, "not a zone: replaced") if computed else ("", "not a zone: dropped")
    if computed is None:
        return zone, None
    if not zone:
        return computed, "filled from the zone finder"
    if not same_offsets(zone, computed):
        return computed, "offset differs: zone finder"
    return zone, None


def require_zones(zones, valid):
    """Fail loudly rather than write a name that is not an IANA zone."""
    bad = sorted(set(z for z in zones if z and z not in valid))
    if bad:
        raise ValueError("not IANA zones: %s" % ", ".join(bad))


def correct_rows(rows, census, towns_of, zone_at, in_state, same_offsets, valid, exceptions):
    """Corrects zipcodes rows in place: coordinates first (sign slips, then the Census), then time zones from the
    corrected points. `census` maps ZIP -> point, `towns_of(row)` gives the Census places named like the ZIP's city
    in its state, `exceptions` maps ZIP -> the zone reviewed by hand. Returns {kind: [example, ...]}."""
    found = {}

    def note(kind, row, detail):
        found.setdefault(kind, []).append("%s %s, %s %s" % (row["zip_code"], row["city"], row["state"], detail))

    for row in rows:
        point = row_point(row)
        if point is not None:
            mirror = unflipped(point, row["state"], row["timezone"], zone_at, in_state, same_offsets)
            if mirror is not None:
                note("coordinates: sign slip undone", row, "%s -> %s" % (show(point), show(mirror)))
                point = mirror
        use, kind = census_verdict(point, census.get(row["zip_code"]), row["state"], towns_of(row), in_state)
        if kind:
            away = "" if point is None else " (%.0f km)" % distance_km(point, census[row["zip_code"]])
            note("coordinates: " + kind, row, show(census[row["zip_code"]]) + away)
        if use:
            point = census[row["zip_code"]]
        if point is not None:
            row["lat"], row["long"] = point
        computed = zone_at(point) if point is not None else None
        zone, kind = zone_verdict(row["timezone"], computed, exceptions.get(row["zip_code"]), valid, same_offsets)
        if kind:
            finder = " (zone finder: %s)" % computed if kind == "reviewed exception" else ""
            note("time zone: " + kind, row, "%s -> %s%s" % (row["timezone"] or "(none)", zone or "(none)", finder))
        row["timezone"] = zone
    require_zones((r["timezone"] for r in rows), valid)
    return found


def row_point(row):
    """zipcodes says 0, 0 for a ZIP it has no coordinates for."""
    lat, lon = float(row["lat"]), float(row["long"])
    return None if lat == 0 and lon == 0 else (lat, lon)


def show(point):
    return "(%.4f, %.4f)" % point


def format_report(found):
    """`found` maps a kind of correction to its examples, in order; one line per kind, the first few examples."""
    lines = []
    for kind in sorted(found):
        examples = found[kind]
        more = ", …" if len(examples) > EXAMPLES else ""
        lines.append("  %5d %s: %s%s" % (len(examples), kind, "; ".join(examples[:EXAMPLES]), more))
    return lines
