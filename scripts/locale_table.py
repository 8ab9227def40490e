#!/usr/bin/env python3
"""Units and clock from the locale (issue 28): CLDR's unit preferences per territory and hour cycle per locale,
compiled into a small checked Swift table, Sources/WeatherCore/Locale/CLDRLocaleTable.swift. Run by `make
resources`; the app reads the table through LocaleDefaults (which variable names which locale is there).

Inputs, pinned, downloaded (never installed) into .build/resources-cache/locale/ and read in place:
  babel==2.18.0 (PyPI)                   CLDR 47 locale data: each locale's short time format, whose hour field
                                         says the hour cycle ('h'/'K' 12-hour, 'H'/'k' 24-hour). Babel ships no
                                         unit preferences, so:
  unicode-cldr-core=41-0.1 (Debian)      CLDR 41's supplemental/units.xml: unitPreferences temperature/weather,
                                         speed/wind and length/rainfall per territory ("001" the rest).
CLDR is © Unicode, Inc., under the Unicode License (Unicode-DFS-2016 for CLDR 41, Unicode-3.0 for babel's 47):
https://www.unicode.org/copyright.html. The generated file credits it too.

The table keeps only what differs from a default: territories with °F, with a wind unit other than km/h; languages
with a 12-hour clock, and language_TERRITORY locales whose clock differs from their language's.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "WeatherCore", "Locale", "CLDRLocaleTable.swift")
CACHE = os.path.join(ROOT, ".build", "resources-cache", "locale")
BABEL = "babel==2.18.0"
CLDR_DEB = ("unicode-cldr-core", "41-0.1")
UNITS_XML = "usr/share/unicode/cldr/common/supplemental/units.xml"
# CLDR's wind units as the app's WindUnit cases; anything else stops the build (the app could not show it).
WIND = {"kilometer-per-hour": "kmh", "meter-per-second": "ms", "mile-per-hour": "mph", "knot": "kn"}
DEFAULT_WIND = "kmh"
LINE = 120


def fetch(cache=CACHE):
    """(babel's unpacked folder, units.xml's path), downloaded and unpacked once into `cache`."""
    babel_dir = os.path.join(cache, "babel")
    units = os.path.join(cache, "cldr", UNITS_XML)
    if not os.path.isdir(os.path.join(babel_dir, "babel")):
        wheels = os.path.join(cache, "wheels")
        os.makedirs(wheels, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "download", "--no-deps",
                        "-d", wheels, BABEL], check=True)
        with zipfile.ZipFile(glob.glob(os.path.join(wheels, "babel-2.18.0-*.whl"))[0]) as wheel:
            wheel.extractall(babel_dir + ".part")
        os.replace(babel_dir + ".part", babel_dir)
    if not os.path.exists(units):
        debs = os.path.join(cache, "debs")
        os.makedirs(debs, exist_ok=True)
        package, version = CLDR_DEB
        subprocess.run(["apt-get", "download", "-q", f"{package}={version}"], cwd=debs, check=True)
        deb = glob.glob(os.path.join(debs, f"{package}_{version}_*.deb"))[0]
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(cache, "cldr")], check=True)
    return babel_dir, units


def unit_preferences(units_xml):
    """{(category, usage): {region: CLDR unit}} for the three preferences the app shows."""
    root = ET.parse(units_xml).getroot()
    out = {}
    for category, usage in [("temperature", "weather"), ("speed", "wind"), ("length", "rainfall")]:
        prefs = root.find(f".//unitPreferences[@category='{category}'][@usage='{usage}']")
        table = {}
        for pref in prefs:
            # The first preference for a region is its own (later ones are for larger or smaller amounts).
            for region in pref.get("regions").split():
                table.setdefault(region, pref.text.strip())
        out[(category, usage)] = table
    return out


def territory_units(prefs):
    """(°F territories, {territory: WindUnit case} for wind other than km/h, rainfall-in-inches territories)."""
    temperature, wind, rain = (prefs[("temperature", "weather")], prefs[("speed", "wind")],
                               prefs[("length", "rainfall")])
    assert temperature["001"] == "celsius" and wind["001"] == "kilometer-per-hour" and rain["001"] == "millimeter"
    fahrenheit = sorted(r for r, u in temperature.items() if u == "fahrenheit")
    winds = {}
    for region, unit in wind.items():
        if unit not in WIND:
            sys.exit(f"CLDR wind unit {unit} for {region} is not one the app has")
        if region != "001" and WIND[unit] != DEFAULT_WIND:
            winds[region] = WIND[unit]
    inches = sorted(r for r, u in rain.items() if u == "inch")
    # The app ties rain to temperature (its unit system): inches anywhere without °F could not be shown.
    assert set(inches) <= set(fahrenheit), inches
    return fahrenheit, dict(sorted(winds.items())), inches


QUOTED = re.compile(r"'[^']*'")


def hour_cycle(pattern):
    """12 or 24 from a CLDR time pattern: its hour field, outside quoted literals (fr_CA "HH 'h' mm")."""
    fields = QUOTED.sub("", pattern)
    if any(c in fields for c in "hK"):
        return 12
    if any(c in fields for c in "Hk"):
        return 24
    raise ValueError(f"no hour field in {pattern!r}")


def clocks(babel_dir):
    """(12-hour languages, {language_TERRITORY: 12 or 24} where it differs from its language's), from babel."""
    sys.path.insert(0, babel_dir)
    from babel import Locale, UnknownLocaleError, localedata  # noqa: E402

    def cycle(name):
        return hour_cycle(Locale.parse(name).time_formats["short"].pattern)

    languages, locales = {}, {}
    for identifier in localedata.locale_identifiers():
        locale = Locale.parse(identifier)
        language = locale.language
        if language not in languages:
            languages[language] = cycle(language)
        if locale.territory and not locale.territory.isdigit():
            # POSIX names carry no script: zh_TW is Babel's zh_Hant_TW by its likely subtags; a pair those do not
            # name (az_TR is only az_Arab_TR) takes its one scripted locale's.
            name = f"{language}_{locale.territory}"
            if name not in locales:
                try:
                    locales[name] = cycle(name)
                except UnknownLocaleError:
                    locales[name] = cycle(identifier)
    twelve = sorted(lang for lang, hours in languages.items() if hours == 12)
    exceptions = {name: hours for name, hours in sorted(locales.items())
                  if hours != languages[name.split("_")[0]]}
    from babel.core import get_cldr_version  # noqa: E402
    return twelve, exceptions, get_cldr_version()


def packed(items, indent):
    """Swift array or dictionary elements, as many to a line as fit."""
    lines, line = [], ""
    for item in items:
        piece = item + ","
        if line and len(indent) + len(line) + 1 + len(piece) > LINE:
            lines.append(indent + line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    if line:
        lines.append(indent + line)
    return lines


def swift_table(fahrenheit, winds, inches, twelve, exceptions, babel_cldr):
    q = '"{}"'.format
    out = [
        "// Generated by scripts/locale_table.py (make resources): do not edit.",
        "// From Unicode CLDR, © Unicode, Inc., under the Unicode License: https://www.unicode.org/copyright.html",
        "",
        f"/// CLDR's weather units per territory (CLDR {CLDR_DEB[1].split('-')[0]}'s units.xml, Debian's unicode-cldr-core) and",
        f"/// hour cycles per locale (CLDR {babel_cldr}'s short time formats, PyPI's babel), keeping only what differs",
        "/// from the defaults: °C, km/h, millimetres; 24 hours. Rainfall (length/rainfall) is in inches only in",
        f"/// {', '.join(inches)}; the app shows rain in its unit system's unit, so every °F territory sees inches.",
        "enum CLDRLocaleTable {",
        "    /// Territories whose weather temperatures are in °F (temperature/weather).",
        "    static let fahrenheit: Set<String> = [",
        *packed(map(q, fahrenheit), "        "),
        "    ]",
        "",
        "    /// Territories whose wind is not in km/h (speed/wind).",
        "    static let wind: [String: WindUnit] = [",
        *packed((f"{q(r)}: .{u}" for r, u in winds.items()), "        "),
        "    ]",
        "",
        "    /// Languages whose own locale writes times on a 12-hour clock.",
        "    static let twelveHourLanguages: Set<String> = [",
        *packed(map(q, twelve), "        "),
        "    ]",
        "",
        "    /// Locales (language_TERRITORY) whose clock is not their language's.",
        "    static let clockExceptions: [String: ClockStyle] = [",
        *packed((f"{q(n)}: .{'twelve' if h == 12 else 'twentyFour'}" for n, h in exceptions.items()), "        "),
        "    ]",
        "}",
    ]
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=OUTPUT)
    args = parser.parse_args(argv)
    babel_dir, units_xml = fetch()
    fahrenheit, winds, inches = territory_units(unit_preferences(units_xml))
    twelve, exceptions, babel_cldr = clocks(babel_dir)
    text = swift_table(fahrenheit, winds, inches, twelve, exceptions, babel_cldr)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{os.path.relpath(args.output, ROOT)}: {len(fahrenheit)} °F territories, {len(winds)} wind, "
          f"{len(twelve)} 12-hour languages, {len(exceptions)} locale exceptions")


if __name__ == "__main__":
    main()
