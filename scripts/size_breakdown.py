#!/usr/bin/env python3
"""Where the bytes of a lasso-weather binary go: `nm --size-sort` grouped by owner (make size-report).

Usage: scripts/size_breakdown.py BINARY [BINARY_BEFORE]

Symbols are attributed by name: Swift symbols by the module in their mangled name ($s + length + module), the
Swift runtime by its C/C++ names, C libraries by their prefixes, the embedded data by CResources' arrays. What nm
cannot see (section padding, the symbol-less parts of .eh_frame, headers) is the "unattributed" row, so each column
adds up to the binary's loaded size. Needs a binary that still has its symbols (.build/release, not stripped).
"""
import collections
import re
import subprocess
import sys

GROUPS = [
    ("the app: LassoWeatherCLI", ["LassoWeatherCLI"]),
    ("the app: WeatherApp", ["WeatherApp"]),
    ("the app: WeatherCore", ["WeatherCore", "CCurl", "CZlib"]),
    ("the app: TerminalUI", ["TerminalUI", "CNCursesW"]),
    ("the app: Lasso", ["Lasso"]),
    ("embedded data (CResources)", ["CResources"]),
    ("swift-argument-parser", ["ArgumentParser", "ArgumentParserToolInfo"]),
    ("Foundation essentials", ["FoundationEssentials", "_FoundationCShims", "_FoundationCollections",
                               "FoundationInternationalization", "_FoundationUnicode"]),
    ("Swift runtime and standard library", ["Swift", "runtime"]),
    ("libdispatch, Foundation's and the runtime's C/C++", ["C/C++"]),
    ("SwiftNIO", ["NIO"]),
    ("NIOSSL and BoringSSL", ["NIOSSL", "BoringSSL"]),
    ("AsyncHTTPClient", ["AsyncHTTPClient"]),
    ("other Swift packages (atomics, collections, logging, …)", ["packages"]),
]

# Modules of the packages AsyncHTTPClient brought with it besides NIO (anything else is the standard library's).
PACKAGES = re.compile(r"^(Atomics|_AtomicsShims|DequeModule|HeapModule|OrderedCollections|Collections|"
                      r"InternalCollectionsUtilities|Logging|Algorithms|RealModule|Tracing|Instrumentation|"
                      r"ServiceContextModule|X509|SwiftASN1|_CertificateInternals|Crypto|_CryptoExtras|CCrypto.*|"
                      r"CAsyncHTTPClient|HTTPTypes|_NIO.*|CustomDump|IssueReporting)$")

MODULE = re.compile(r"^_?\$s(\d+)([A-Za-z_][A-Za-z0-9_]*)")
DATA = re.compile(r"^(zips_tsv|zip_cities_tsv|map_bin|counties_bin|zones_bin|world_tsv|world_aliases_tsv|"
                  r"world_regions_tsv)(_z)?$")


def owner(name):
    if DATA.match(name):
        return "CResources"
    m = MODULE.match(name)
    if m:
        module = m.group(2)[: int(m.group(1))]
        if module in ("s", "S"):
            return "Swift"
        if module.startswith("NIOSSL") or "BoringSSL" in module:
            return "NIOSSL"
        if module.startswith("NIO") or module.startswith("_NIO") or module.startswith("CNIO"):
            return "NIO"
        if module.startswith("AsyncHTTPClient"):
            return "AsyncHTTPClient"
        return module
    if name.startswith("$s") or name.startswith("_$s"):
        return "Swift"
    if "BoringSSL" in name or name.startswith("CNIOBoringSSL"):
        return "BoringSSL"
    if name.startswith("CNIO") or name.startswith("c_nio"):
        return "NIO"
    if name.startswith("lw_curl") or name.startswith("lw_"):
        return "CCurl" if "curl" in name else "CNCursesW"
    if name.startswith("swift") or name.startswith("_swift") or "swift" in name.lower():
        return "runtime"
    return "C/C++"


def sizes(binary):
    out = subprocess.run(["nm", "--size-sort", "-S", "--defined-only", binary], capture_output=True, text=True,
                         check=True).stdout
    totals = collections.Counter()
    for line in out.splitlines():
        parts = line.split(None, 3)
        if len(parts) < 4 or parts[2] in ("U", "w", "v"):
            continue
        totals[owner(parts[3])] += int(parts[1], 16)
        if DATA.match(parts[3]):
            totals["data set " + parts[3]] += int(parts[1], 16)
    loaded = 0
    headers = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout
    for line in headers.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            loaded += int(fields[5], 16)
    return totals, loaded


def grouped(totals, loaded):
    rows = collections.OrderedDict((label, 0) for label, _ in GROUPS)
    known = {module: label for label, modules in GROUPS for module in modules}
    for module, size in totals.items():
        if module.startswith("data set "):
            continue  # listed one by one below, and already counted in CResources
        if module in known:
            rows[known[module]] += size
        elif PACKAGES.match(module):
            rows["other Swift packages (atomics, collections, logging, …)"] += size
        else:
            rows["Swift runtime and standard library"] += size
    rows["unattributed (padding, unwind tables, headers)"] = max(0, loaded - sum(totals.values()))
    return rows, loaded


def mb(value):
    return "%.2f MB" % (value / 1e6) if value else "—"


# The language tables (issue 37): Resources/text.tsv and cldr-languages.tsv as compiled in (compressed), and the
# Swift that reads and applies them (phrases, hints, condition names, CLDR's names and units, plural rules and forms,
# country names, the pseudo-locale, the language type), by symbol name. The calls of `localized` on the screens are
# the screens' own.
LANGUAGE_TABLES = re.compile(r"(^text_tsv_z$|^cldr_languages_tsv_z$|6PhraseO|9HintWordsO|14ConditionNamesO|"
                             r"17CLDRLanguageTableO|14PluralCategoryO|11AppLanguageO|9TextTableO|9TableRowsV|"
                             r"10PseudoTextO|11PluralFormsO|12CountryNamesO)")


def language_bytes(binary):
    """Bytes of the symbols of the language tables in `binary` (not stripped)."""
    out = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    total = 0
    for line in out.splitlines():
        parts = line.split(None, 3)
        if len(parts) == 4 and LANGUAGE_TABLES.search(parts[3]):
            total += int(parts[1], 16)
    return total


def main(argv):
    if argv[:1] == ["--languages"]:
        print("  language tables (11 languages)   %9d bytes" % language_bytes(argv[1]))
        return 0
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    measured = [sizes(path) for path in argv[:2]]
    columns = [grouped(*m) for m in measured]
    raw = [m[0] for m in measured]
    names = ["after", "before"] if len(columns) == 2 else ["size"]
    if len(columns) == 2:
        columns.reverse()
        raw.reverse()
        names.reverse()
    print("| where | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(columns))
    for label in columns[0][0]:
        print("| %s | %s |" % (label, " | ".join(mb(c[0][label]) for c in columns)))
    print("| **loaded (all PT_LOAD segments)** | %s |" % " | ".join("**%s**" % mb(c[1]) for c in columns))
    # Each embedded data set as compiled in (compressed), so a regenerated one's growth shows.
    print()
    print("| embedded data set (compressed) | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(columns))
    sets = sorted({key for c in raw for key in c if key.startswith("data set ")})
    for key in sets:
        print("| %s | %s |" % (key[len("data set "):], " | ".join(mb(c.get(key, 0)) for c in raw)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
