#!/bin/sh
# Builds lasso-weather_VERSION_ARCH.deb from a tree staged by `make install-files PREFIX=/usr DESTDIR=STAGE` (the
# files `make install` puts under /usr), adding the copyright file and the control file. Used by `make deb`.
#
# usage: scripts/build_deb.sh STAGE OUTDIR
#
# Depends comes from the binary: dpkg-shlibdeps names each shared library's package and the least version it
# needs. Before that, every library the binary loads must come from a Debian package (`dpkg -S`), else the package
# would install and not run: a debug build loads the toolchain's Swift runtime from /opt/swift, say.
# ALLOW_UNPACKAGED=1 turns that error into a warning (the tests package the debug binary). DEB_COMPRESSION is
# dpkg-deb's -Z (default xz); DEB_MAINTAINER the Maintainer field ("Name <address>"; default the authors, no address).
set -eu
PATH=$PATH:/usr/sbin:/sbin  # ldconfig, for a user whose PATH leaves them out

[ $# -eq 2 ] || { echo "usage: scripts/build_deb.sh STAGE OUTDIR" >&2; exit 2; }
stage=$(cd "$1" && pwd)
out=$2
here=$(cd "$(dirname "$0")" && pwd)
bin="$stage/usr/bin/lasso-weather"
[ -x "$bin" ] || { echo "build_deb.sh: no $bin (stage with make install-files PREFIX=/usr DESTDIR=$1)" >&2; exit 2; }
for tool in dpkg-deb dpkg-shlibdeps readelf ldconfig; do
  command -v "$tool" >/dev/null || { echo "build_deb.sh: $tool is missing (make deb installs it)" >&2; exit 2; }
done

version=$("$bin" --version)
arch=$(dpkg --print-architecture)
echo "$version" | grep -Eq '^[0-9][A-Za-z0-9.+~-]*$' || { echo "build_deb.sh: odd version '$version'" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every NEEDED library, where the loader finds it: "libz.so.1 => /lib/…/libz.so.1 (0x…)", or the loader itself as
# "/lib64/ld-linux-x86-64.so.2 (0x…)".
ldd "$bin" >"$work/ldd"
: >"$work/needed"
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for library in $needed; do
  path=$(awk -v lib="$library" '
    $1 == lib && $3 ~ /^\// { print $3; exit }
    $2 != "=>" && $1 ~ ("/" lib "$") { print $1; exit }' "$work/ldd")
  [ -n "$path" ] || { echo "build_deb.sh: $library, needed by the binary, is not found" >&2; exit 1; }
  echo "$library $path" >>"$work/needed"
done
# Which package owns each, in one dpkg -S (each call reads the whole database), under every spelling of a
# merged-/usr path that dpkg's database may have.
spellings() { printf '%s\n' "$1" "$(realpath "$1")" "/usr$1" "${1#/usr}"; }
cut -d' ' -f2 "$work/needed" | while read -r path; do spellings "$path"; done | sort -u \
  | xargs dpkg -S >"$work/owners" 2>/dev/null || true
owner() {
  for candidate in $(spellings "$1"); do
    awk -v p="$candidate" '$NF == p { sub(/:.*/, "", $1); print $1; found = 1; exit } END { exit !found }' \
      "$work/owners" && return 0
  done
  return 1
}

unpackaged=""
while read -r library path; do
  owner "$path" >/dev/null || unpackaged="$unpackaged $library ($path)"
done <"$work/needed"
if [ -n "$unpackaged" ]; then
  if [ "${ALLOW_UNPACKAGED:-0}" = 1 ]; then
    echo "build_deb.sh: warning: from no Debian package, left out of Depends:$unpackaged" >&2
  else
    echo "build_deb.sh: the binary loads libraries no Debian package provides:$unpackaged;" \
      "package a release build (make deb), whose Swift runtime is linked in" >&2
    exit 1
  fi
fi

root="$work/root"
cp -a "$stage/." "$root/"
# Debian keeps man pages gzipped (-n: no name or time inside, so the same page gives the same bytes).
find "$root/usr/share/man" -type f -name '*.[1-9]' -exec gzip -9n {} +
install -D -m 644 "$here/../packaging/deb/copyright" "$root/usr/share/doc/lasso-weather/copyright"

# dpkg-shlibdeps reads debian/control for the package's name; it is run where one is.
mkdir -p "$work/src/debian"
printf 'Source: lasso-weather\n\nPackage: lasso-weather\nArchitecture: any\n' >"$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$root/usr/bin/lasso-weather" 2>"$work/shlibdeps.log" \
  | sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log" >&2; exit 1; }
[ -n "$depends" ] || { cat "$work/shlibdeps.log" >&2; echo "build_deb.sh: no Depends computed" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<EOF
Package: lasso-weather
Version: $version
Architecture: $arch
Maintainer: ${DEB_MAINTAINER:-The LassoWeather authors}
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Homepage: https://github.com/lasso-weather/lasso-weather
Description: weather for any US ZIP code, in the terminal
 A full-screen terminal app (ncursesw): forecasts from Open-Meteo, National
 Weather Service alerts, air quality, a braille map with a live weather layer
 and NEXRAD radar. One-shot commands for scripts and status bars: "now" (text,
 JSON, a --format line, waybar's JSON) and "lookup". The US ZIP directory and
 the maps are built in, so lookups work offline.
EOF

mkdir -p "$out"
deb="$out/lasso-weather_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$root" "$deb" >/dev/null
echo "$deb"
