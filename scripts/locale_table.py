#!/usr/bin/env python3
"""Units and clock from the locale (issue 28): CLDR's unit preferences per territory and hour cycle per locale,
compiled into a small checked Swift table, Sources/WeatherCore/Locale/CLDRLocaleTable.swift. Run by `make
resources`; the app reads the table through LocaleDefaults (which variable names which locale is there).

In the user's language (issue 37): a second table, Sources/WeatherCore/Locale/CLDRLanguageTable.swift, holds each
AppLanguage's weekday and month names (format and stand-alone, abbreviated and wide), decimal and group symbols,
words for yesterday/today/tomorrow and cardinal plural rules, with babel's plural categories of sample numbers for
a Swift test of PluralCategory, and the countries' names (CLDR's territory names) of the countries the world
directory names, Resources/world-regions.tsv's two-letter codes: "territory:JP", a language's cell empty where it
says what English says. The script checks its own copy of PluralCategory's rules (plural_category below)
against babel's PluralRule for 0...1000 and some millions first.

Inputs, pinned, downloaded (never installed) into .build/resources-cache/locale/ and read in place:
  babel==2.18.0 (PyPI)                   CLDR 47 locale data: each locale's short time format, whose hour field
                                         says the hour cycle ('h'/'K' 12-hour, 'H'/'k' 24-hour). Babel ships no
                                         unit preferences, so:
  unicode-cldr-core=41-0.1 (Debian)      CLDR 41's supplemental/units.xml: unitPreferences temperature/weather,
                                         speed/wind and length/rainfall per territory ("001" the rest).
                                         Babel keeps no relative day names either (only "in {0} days"), so
                                         yesterday/today/tomorrow are CLDR 41's main/<language>.xml day field's
                                         relative -1, 0 and 1.
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
LANGUAGE_OUTPUT = os.path.join(ROOT, "Resources", "cldr-languages.tsv")
# The countries the app names (its world directory's): only theirs go into the table.
WORLD_REGIONS = os.path.join(ROOT, "Resources", "world-regions.tsv")
CACHE = os.path.join(ROOT, ".build", "resources-cache", "locale")
BABEL = "babel==2.18.0"
CLDR_DEB = ("unicode-cldr-core", "41-0.1")
UNITS_XML = "usr/share/unicode/cldr/common/supplemental/units.xml"
MAIN_XML = "usr/share/unicode/cldr/common/main"
# AppLanguage's cases, in its order: CLDR's pt is Brazilian Portuguese and its zh Simplified Chinese (zh_Hans
# inherits all of it), the app's two.
LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh"]
PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# The numbers whose babel plural category the Swift test checks PluralCategory against.
PLURAL_SAMPLES = [*range(0, 31), *range(100, 126), 1_000_000]
# CLDR's wind units as the app's WindUnit cases; anything else stops the build (the app could not show it).
WIND = {"kilometer-per-hour": "kmh", "meter-per-second": "ms", "mile-per-hour": "mph", "knot": "kn"}
DEFAULT_WIND = "kmh"
# The units the app writes, as CLDR's short unit patterns ("{0} км/ч"), each with the number whose plural form the
# app writes: wind speeds are whole (5: Polish and Russian "many"), amounts have decimals (1.5: "other").
UNIT_NAMES = {
    "kmh": ("speed-kilometer-per-hour", 5), "mph": ("speed-mile-per-hour", 5), "ms": ("speed-meter-per-second", 5),
    "kn": ("speed-knot", 5), "mm": ("length-millimeter", 1.5), "in": ("length-inch", 1.5),
    "hPa": ("pressure-hectopascal", 5), "inHg": ("pressure-inch-ofhg", 1.5),
    "km": ("length-kilometer", 5), "mi": ("length-mile", 5), "m": ("length-meter", 5),
}
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


def plural_category(n, language):
    """CLDR 47's cardinal category of a whole number n >= 0, as Sources/WeatherCore/Text/PluralCategory.swift
    decides it (keep the two alike); checked against babel by check_plural_rules."""
    million = n != 0 and n % 1_000_000 == 0
    if language in ("en", "de", "nl"):
        return "one" if n == 1 else "other"
    if language in ("es", "it"):
        return "one" if n == 1 else "many" if million else "other"
    if language in ("fr", "pt"):
        return "one" if n in (0, 1) else "many" if million else "other"
    if language in ("pl", "ru"):
        one = n == 1 if language == "pl" else n % 10 == 1 and n % 100 != 11
        if one:
            return "one"
        return "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many"
    if language in ("ja", "zh"):
        return "other"
    raise KeyError(language)


def check_plural_rules(babel_dir):
    """Stops the build where plural_category differs from babel's PluralRule for 0...1000 or some millions."""
    sys.path.insert(0, babel_dir)
    from babel import Locale  # noqa: E402
    from babel.numbers import format_decimal  # noqa: E402
    from babel.units import format_unit  # noqa: E402

    numbers = [*range(1001), 1_000_001, 1_500_000, 2_000_000, 10_000_000, 21_000_000, 100_000_000, 1_000_000_000]
    for language in LANGUAGES:
        rule = Locale.parse(language).plural_form
        for n in numbers:
            if plural_category(n, language) != rule(n):
                sys.exit(f"plural rule for {language}: {n} is {rule(n)} in babel, {plural_category(n, language)} "
                         "in plural_category (and so in PluralCategory.swift)")


def relative_days(cldr_root):
    """{language: (yesterday, today, tomorrow)}: each language's day field, relative -1, 0 and 1 (CLDR 41)."""
    out = {}
    for language in LANGUAGES:
        root = ET.parse(os.path.join(cldr_root, MAIN_XML, f"{language}.xml")).getroot()
        field = root.find(".//dates/fields/field[@type='day']")
        words = {r.get("type"): r.text for r in field.findall("relative") if r.get("alt") is None}
        out[language] = tuple(words[t] for t in ("-1", "0", "1"))
        assert all(out[language]), (language, words)
    return out


def twelve_hour_template(pattern):
    """A CLDR 12-hour pattern ("h:mm a", "aK:mm", "h 'Uhr' a") as the app's template: {0} the hour 1-12 (h),
    {3} the hour 0-11 (K), {1} the minutes, {2} the day period; quoted text as it is. The narrow no-break space CLDR
    puts before the period is a plain space, as terminals and their fonts all have it."""
    out, i = "", 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            end = pattern.index("'", i + 1)
            out += pattern[i + 1:end] or "'"
            i = end + 1
            continue
        run = len(pattern[i:]) - len(pattern[i:].lstrip(c))
        fields = {"h": "{0}", "K": "{3}", "m": "{1}", "a": "{2}"}
        assert c in fields or not (c.isascii() and c.isalpha()), (pattern, c)
        out += fields.get(c, c * run)
        i += run
    return out.replace("\u202f", " ")


def language_names(babel_dir, cldr_root):
    """{language: names}, from babel's locale data (CLDR 47) and CLDR 41's relative days."""
    sys.path.insert(0, babel_dir)
    from babel import Locale  # noqa: E402
    from babel.numbers import format_decimal  # noqa: E402
    from babel.units import format_unit  # noqa: E402

    days = relative_days(cldr_root)
    out = {}
    for language in LANGUAGES:
        locale = Locale.parse(language)
        names = {}
        for context, context_name in (("format", ""), ("stand-alone", "standalone")):
            for width in ("abbreviated", "wide"):
                prefix = context_name + ("Weekdays" if context_name else "weekdays")
                weekdays = locale.days[context][width]
                names[prefix + width.capitalize()] = [weekdays[(i + 6) % 7] for i in range(7)]  # babel's 0: Monday
                prefix = context_name + ("Months" if context_name else "months")
                months = locale.months[context][width]
                names[prefix + width.capitalize()] = [months[m] for m in range(1, 13)]
        symbols = locale.number_symbols["latn"]
        names["decimal"], names["group"] = symbols["decimal"], symbols["group"]
        # How a date and a time are joined ("{1}, {0}"; "{1} {0}" in Japanese): the medium dateTimeFormat.
        names["dateTime"] = str(locale.datetime_formats["medium"])
        # The 12-hour clock: the "hm" and "h" skeletons' patterns and the abbreviated AM and PM.
        names["clock12"] = twelve_hour_template(locale.datetime_skeletons["hm"].pattern)
        names["hour12"] = twelve_hour_template(locale.datetime_skeletons["h"].pattern)
        periods = locale.day_periods["format"]["abbreviated"]
        names["am"], names["pm"] = (periods[p].replace("\u202f", " ") for p in ("am", "pm"))
        names["yesterday"], names["today"], names["tomorrow"] = days[language]
        for unit, (cldr_unit, sample) in UNIT_NAMES.items():
            text = format_unit(sample, cldr_unit, length="short", locale=locale)
            number = format_decimal(sample, locale=locale)
            assert text.count(number) == 1, (language, unit, text)
            names["unit." + unit] = text.replace(number, "{0}")
        rules = locale.plural_form.rules
        names["pluralRules"] = {c: rules[c] for c in PLURAL_CATEGORIES if c in rules}
        assert all(v for k, v in names.items() if k != "pluralRules"), (language, names)
        out[language] = (names, {n: locale.plural_form(n) for n in PLURAL_SAMPLES})
    return out


def world_countries(path=WORLD_REGIONS):
    """The ISO 3166-1 codes of the countries the world directory names, sorted."""
    with open(path, encoding="utf-8") as table:
        codes = {line.split("\t")[0] for line in table if not line.startswith("#")}
    return sorted(code for code in codes if len(code) == 2)


def territory_names(babel_dir, codes):
    """{code: [name per language]}: CLDR's territory names of `codes` (in the nominative, which is all CLDR has),
    English's kept in full and another language's left empty where it is English's ("Japan" in German); a code
    CLDR does not name (GeoNames' "AN", "CS") is left out, and the app keeps its English name."""
    sys.path.insert(0, babel_dir)
    from babel import Locale  # noqa: E402

    territories = {language: Locale.parse(language).territories for language in LANGUAGES}
    out = {}
    for code in codes:
        english = territories["en"].get(code)
        if not english:
            continue
        names = [english] + [territories[language].get(code) or english for language in LANGUAGES[1:]]
        assert all("\t" not in name and "|" not in name for name in names), code
        out[code] = [names[0]] + ["" if name == english else name for name in names[1:]]
    return out


NAME_FIELDS = [
    "weekdaysAbbreviated", "weekdaysWide", "standaloneWeekdaysAbbreviated", "standaloneWeekdaysWide",
    "monthsAbbreviated", "monthsWide", "standaloneMonthsAbbreviated", "standaloneMonthsWide",
]


def language_tsv(languages, babel_cldr, territories=None):
    """Resources/cldr-languages.tsv: one row a field, one column a language (TextTable's format): the names' lists
    joined by "|", the symbols, the relative days, the units' short patterns ("unit.kmh": "{0} км/ч"), each plural category's rule ("plural.one"), and babel's category
    of each sample number ("plural:7") for the tests of PluralCategory; then the countries' names ("territory:JP",
    empty where English's name serves)."""
    out = [
        "# Generated by scripts/locale_table.py (make resources): do not edit. From Unicode CLDR, (c) Unicode, Inc.,",
        f"# under the Unicode License (https://www.unicode.org/copyright.html): CLDR {babel_cldr} through PyPI's babel,",
        f"# but yesterday/today/tomorrow, CLDR {CLDR_DEB[1].split('-')[0]}'s day field (Debian's unicode-cldr-core).",
        "#columns\tfield\t" + "\t".join(LANGUAGES),
    ]

    def row(field, values):
        assert all("\t" not in v and "\n" not in v for v in values), field
        out.append("\t".join([field, *values]))

    for field in NAME_FIELDS:
        assert not any("|" in name for language in LANGUAGES for name in languages[language][0][field]), field
        row(field, ["|".join(languages[language][0][field]) for language in LANGUAGES])
    for field in ("decimal", "group", "dateTime", "clock12", "hour12", "am", "pm", "yesterday", "today", "tomorrow", *("unit." + unit for unit in UNIT_NAMES)):
        row(field, [languages[language][0][field] for language in LANGUAGES])
    for category in PLURAL_CATEGORIES:
        row("plural." + category, [languages[language][0]["pluralRules"].get(category, "") for language in LANGUAGES])
    for n in PLURAL_SAMPLES:
        row(f"plural:{n}", [languages[language][1][n] for language in LANGUAGES])
    for code, names in (territories or {}).items():
        row(f"territory:{code}", names)
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=OUTPUT)
    parser.add_argument("--language-output", default=LANGUAGE_OUTPUT)
    args = parser.parse_args(argv)
    babel_dir, units_xml = fetch()
    cldr_root = os.path.join(CACHE, "cldr")
    check_plural_rules(babel_dir)
    fahrenheit, winds, inches = territory_units(unit_preferences(units_xml))
    twelve, exceptions, babel_cldr = clocks(babel_dir)
    text = swift_table(fahrenheit, winds, inches, twelve, exceptions, babel_cldr)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{os.path.relpath(args.output, ROOT)}: {len(fahrenheit)} °F territories, {len(winds)} wind, "
          f"{len(twelve)} 12-hour languages, {len(exceptions)} locale exceptions")
    languages = language_names(babel_dir, cldr_root)
    territories = territory_names(babel_dir, world_countries())
    text = language_tsv(languages, babel_cldr, territories)
    os.makedirs(os.path.dirname(args.language_output), exist_ok=True)
    with open(args.language_output, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{os.path.relpath(args.language_output, ROOT)}: {len(languages)} languages, {len(territories)} countries")


if __name__ == "__main__":
    main()
