#!/usr/bin/env python3
"""Writes lasso-weather's man page with its non-ASCII characters kept.

swift-argument-parser's generate-manual drops every character that is not ASCII ("32°F" prints as "32F", the "·" in
"AQI 42 Good · PM2.5" vanishes). So this runs it on the binary's help with each such character spelled as an ASCII
token, which it passes through untouched, and then puts the characters back (UTF-8; man-db and mandoc read it).

usage: manual_utf8.py GENERATE_MANUAL BINARY OUTPUT
"""

import json
import os
import re
import subprocess
import sys
import tempfile

# Letters and digits only: nothing the generator escapes, nothing roff reads as markup.
TOKEN = re.compile(r"QxU([0-9A-F]{6})xQ")


def tokenized(value):
    """Every string in the help, with each non-ASCII character as a token."""
    if isinstance(value, str):
        return "".join(c if ord(c) < 128 else "QxU%06XxQ" % ord(c) for c in value)
    if isinstance(value, list):
        return [tokenized(v) for v in value]
    if isinstance(value, dict):
        return {k: tokenized(v) for k, v in value.items()}
    return value


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1])
    generator, binary, output = argv[1:]
    help_json = subprocess.run(
        [binary, "--experimental-dump-help"], check=True, capture_output=True, text=True
    ).stdout
    with tempfile.TemporaryDirectory() as folder:
        dump = os.path.join(folder, "help.json")
        with open(dump, "w", encoding="ascii") as f:
            json.dump(tokenized(json.loads(help_json)), f)
        # The generator runs "TOOL --experimental-dump-help": a stand-in that answers with the tokenized help.
        tool = os.path.join(folder, os.path.basename(binary))
        with open(tool, "w", encoding="ascii") as f:
            f.write('#!/bin/sh\nexec cat "%s"\n' % dump)
        os.chmod(tool, 0o755)
        page = subprocess.run(
            [generator, tool, "--output-directory", "-"], check=True, capture_output=True, text=True
        ).stdout
    if ".Dt " not in page:
        sys.exit("manual_utf8.py: %s did not write a man page" % generator)
    page = TOKEN.sub(lambda m: chr(int(m.group(1), 16)), page)
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    with open(output, "w", encoding="utf-8") as f:
        f.write(page)


if __name__ == "__main__":
    main(sys.argv)
