"""The key a place name is indexed and searched by, shared by the generators (generate_resources.py for the ZIP
directory, world_places.py for the world's places, place_names.py for its rules): a module of its own so that they
import it rather than each other. It must match CityKey.swift, which searches by the keys they write."""
import unicodedata

# Letters NFKD leaves whole (no ASCII base letter), folded as people type them on an ASCII keyboard: "lodz" finds
# Łódź, "kobenhavn" København, "strasse" Straße. Applied after NFKD, so Ǿ (Ø with acute) and ǽ fold too.
LETTER_FOLDS = str.maketrans({
    "Ł": "l", "ł": "l", "Ø": "o", "ø": "o", "Đ": "d", "đ": "d", "Ð": "d", "ð": "d", "ı": "i", "Ħ": "h", "ħ": "h",
    "ß": "ss", "ẞ": "ss", "Æ": "ae", "æ": "ae", "Œ": "oe", "œ": "oe", "Þ": "th", "þ": "th"})
# Common abbreviations spelled out so "St Louis", "St. Louis" and "Saint Louis" share a key.
ABBREVIATIONS = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}


def city_key(name):
    """Case-, accent- and punctuation-insensitive key; spaces dropped so "Mc Lean" matches "McLean"."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", name)
                     if not unicodedata.combining(c)).translate(LETTER_FOLDS).lower()
    words = "".join(c if ("a" <= c <= "z" or "0" <= c <= "9") else " " for c in folded).split()
    return "".join(ABBREVIATIONS.get(w, w) for w in words)
