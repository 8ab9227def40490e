#!/usr/bin/env python3
"""`make memory`: peak resident memory of the release app, screen by screen, against the local fixture server.

Each scenario runs `lasso-weather` in a private tmux server at 200x60 with fresh XDG directories, waits for what
it must show, and reads the app's VmHWM (the kernel's high-water mark of its RSS) from /proc just before it quits;
`now Tokyo` is measured with GNU time's %M. Exits 1 if any scenario is over the budget (README, "Performance").

    scripts/memory_budget.py [BIN_DIR]     (default .build/release)
    MEMORY_SCENARIOS="map-tokyo now-tokyo" scripts/memory_budget.py   runs some of them
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone

BUDGET = 40 * 1024 * 1024  # bytes: 40 MiB (issue 35)
WIDTH, HEIGHT = 200, 60
RADAR_SECONDS = 60

# Twenty recent places for Home (the list's capacity): US ZIPs and world towns, as recent.json stores them.
US_PLACES = [
    ("10001", "New York", "NY", "New York County", "America/New_York", 40.7506, -73.9972),
    ("94103", "San Francisco", "CA", "San Francisco County", "America/Los_Angeles", 37.7725, -122.4147),
    ("60601", "Chicago", "IL", "Cook County", "America/Chicago", 41.8858, -87.6181),
    ("98101", "Seattle", "WA", "King County", "America/Los_Angeles", 47.6110, -122.3334),
    ("02108", "Boston", "MA", "Suffolk County", "America/New_York", 42.3576, -71.0654),
    ("33130", "Miami", "FL", "Miami-Dade County", "America/New_York", 25.7671, -80.2051),
    ("80202", "Denver", "CO", "Denver County", "America/Denver", 39.7491, -104.9946),
    ("73160", "Moore", "OK", "Cleveland County", "America/Chicago", 35.3262, -97.4897),
    ("96813", "Honolulu", "HI", "Honolulu County", "Pacific/Honolulu", 21.3124, -157.8580),
    ("99501", "Anchorage", "AK", "Anchorage Municipality", "America/Anchorage", 61.2161, -149.8763),
    ("32720", "Deland", "FL", "Volusia County", "America/New_York", 29.0305, -81.3034),
    ("93721", "Fresno", "CA", "Fresno County", "America/Los_Angeles", 36.7378, -119.7829),
    ("85004", "Phoenix", "AZ", "Maricopa County", "America/Phoenix", 33.4515, -112.0686),
    ("70112", "New Orleans", "LA", "Orleans Parish", "America/Chicago", 29.9563, -90.0775),
]
WORLD_PLACES = [
    (1850147, "Tokyo", "JP", "Tokyo", "Asia/Tokyo", 35.6895, 139.6917, 8336599),
    (2643743, "London", "GB", "England", "Europe/London", 51.5085, -0.1257, 8961989),
    (2988507, "Paris", "FR", "Île-de-France", "Europe/Paris", 48.8534, 2.3488, 2138551),
    (2657896, "Zürich", "CH", "Zurich", "Europe/Zurich", 47.3667, 8.5500, 341730),
    (6167865, "Toronto", "CA", "Ontario", "America/Toronto", 43.7001, -79.4163, 2600000),
    (2147714, "Sydney", "AU", "New South Wales", "Australia/Sydney", -33.8679, 151.2073, 4627345),
]


def recent_json(now):
    """recent.json (RecentSearchList) with the places above, newest first, each last seen an hour before."""
    stamp = lambda t: t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    entries = []
    for index, (zip_code, city, state, county, zone, lat, lon) in enumerate(US_PLACES):
        place = {"zip": zip_code, "kind": "standard", "city": city, "state": state, "county": county,
                 "timeZone": zone, "latitude": lat, "longitude": lon, "alternateCities": []}
        entries.append((place, index))
    for index, (geoname, city, country, region, zone, lat, lon, people) in enumerate(WORLD_PLACES):
        place = {"zip": "", "kind": "standard", "city": city, "state": "", "county": "", "timeZone": zone,
                 "latitude": lat, "longitude": lon, "alternateCities": [], "country": country,
                 "geonameID": geoname, "region": region, "population": people}
        entries.append((place, len(US_PLACES) + index))
    return json.dumps({"entries": [
        {"place": place, "searchedAt": stamp(now - timedelta(minutes=10 * order)), "lastTemperature": 60 + order,
         "lastUnits": "imperial", "lastWeatherCode": 2, "lastSeenAt": stamp(now - timedelta(hours=1))}
        for place, order in entries]}, indent=2)


class FixtureServer:
    """The release weather-fixture-server on a free port; `environment` points every service of the app at it."""

    def __init__(self, binary, scratch):
        self.log = open(os.path.join(scratch, "fixture-server.out"), "w+")
        self.process = subprocess.Popen([binary, "--port", "0", "--environment"], stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self.environment = {}
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            self.log.seek(0)
            lines = self.log.read().splitlines()
            if lines and lines[0].startswith("http://") and any(l.startswith("LASSO_WEATHER_") for l in lines):
                self.environment = dict(l.split("=", 1) for l in lines[1:] if l.startswith("LASSO_WEATHER_"))
                self.environment["LASSO_WEATHER_API_URL"] = lines[0].strip()
                return
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("the fixture server did not start")

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.log.close()


def app_environment(home, server):
    """Fresh XDG directories under `home`, a UTF-8 locale and a 256-colour terminal; every service the server."""
    environment = {
        "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
        "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
    }
    environment.update(server.environment)
    return environment


class Tmux:
    """The app alone in a detached session of a private tmux server; the pane's process is the app (exec)."""

    def __init__(self, app, arguments, environment):
        self.socket = "lw-memory-%d-%d" % (os.getpid(), int(time.monotonic() * 1000))
        words = ["exec", "env", "-i"] + ["%s=%s" % item for item in sorted(environment.items())]
        command = " ".join(quote(word) for word in words + [app] + arguments)
        self.tmux("new-session", "-d", "-s", "memory", "-x", str(WIDTH), "-y", str(HEIGHT), command)
        self.tmux("set-option", "-t", "memory", "remain-on-exit", "on")
        self.pid = int(self.tmux("display-message", "-p", "-t", "memory", "#{pane_pid}").strip())

    def tmux(self, *args):
        result = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args), capture_output=True,
                                text=True)
        if result.returncode != 0:
            raise RuntimeError("tmux %s: %s" % (" ".join(args), result.stderr.strip()))
        return result.stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "memory")

    def send(self, *keys):
        self.tmux("send-keys", "-t", "memory", *keys)

    def wait_for(self, what, predicate, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if predicate(screen):
                return screen
            time.sleep(0.1)
        raise RuntimeError("timed out waiting for %s; the screen:\n%s" % (what, self.screen()))

    def settle(self, quiet=1.0, timeout=10):
        """Waits until the screen has not changed for `quiet` seconds (late answers drawn, effects done)."""
        last, since, deadline = self.screen(), time.monotonic(), time.monotonic() + timeout
        while time.monotonic() < deadline and time.monotonic() - since < quiet:
            time.sleep(0.1)
            screen = self.screen()
            if screen != last:
                last, since = screen, time.monotonic()

    def peak_bytes(self):
        return vm_hwm(self.pid)

    def quit(self):
        """Ctrl-C (quit on every screen, Home's prompt included), then the app's exit; the tmux server is ended
        whatever happened."""
        try:
            self.send("C-c")
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                if self.tmux("display-message", "-p", "-t", "memory", "#{pane_dead}").strip() == "1":
                    return
                time.sleep(0.05)
            raise RuntimeError("the app did not quit on q")
        finally:
            subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "kill-server"], capture_output=True)


def quote(word):
    return "'" + word.replace("'", "'\\''") + "'"


def vm_hwm(pid):
    """The process's peak resident set so far, in bytes (VmHWM in /proc/PID/status, which is in kB)."""
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmHWM for process %d" % pid)


def has_detail_sides(screen, alerts):
    """Detail with its side sources shown: air quality, the spread's ±, the normals' line and (US) the alerts."""
    return ("AQI " in screen and re.search(r"°[FC] ±\d+°", screen) is not None
            and re.search(r"than normal for|About normal for", screen) is not None
            and (not alerts or "⚠" in screen))


def map_layer(screen):
    """The Map's layer by its legend's first word: "Radar", "Temperature", "Precipitation", or "" for none."""
    for line in screen.splitlines():
        found = re.match(r"(Radar|Temperature|Precipitation)[ :]", line)
        if found:
            return found.group(1)
    return ""


def radar_legend(screen):
    return next((line for line in screen.splitlines() if line.startswith("Radar · ")), "")


def home(app):
    app.wait_for("Home's 20 recent places", lambda s: "Recent Searches" in s and "Sydney" in s)
    # The seeded rows have no high and low: each refreshed row has them.
    app.wait_for("the recent places refreshed", lambda s: len(re.findall(r"H -?\d+° L -?\d+°", s)) == 20)


def detail_new_york(app):
    app.wait_for("Detail with every side source", lambda s: has_detail_sides(s, alerts=True))


def detail_tokyo(app):
    app.wait_for("Detail with every side source", lambda s: has_detail_sides(s, alerts=False))


def alerts(app):
    app.wait_for("the alerts banner", lambda s: "⚠" in s)
    app.send("a")
    app.wait_for("the Alerts screen", lambda s: "› Alerts" in s and "Extreme Heat Warning" in s)


def map_new_york_radar(app):
    app.wait_for("Detail's radar line", lambda s: "Radar: " in s)
    app.send("m")
    app.wait_for("the radar's frames", lambda s: "› Map" in s and "●" in radar_legend(s)
                 and "○" not in radar_legend(s))
    end = time.monotonic() + RADAR_SECONDS
    positions = set()
    while time.monotonic() < end:
        positions.add(radar_legend(app.screen()).find("●"))
        time.sleep(0.25)
    if len(positions) < 2:
        raise RuntimeError("the radar loop did not play")


def map_tokyo_layer(app):
    app.wait_for("Tokyo's Detail", lambda s: "Open-Meteo.com" in s)
    app.send("m")
    layer = map_layer(app.wait_for("the Map", lambda s: "› Map" in s))
    # l cycles the layers (none, radar, temperature, precipitation): one press at a time, each waited for.
    for _ in range(4):
        if layer == "Temperature":
            break
        app.send("l")
        layer = map_layer(app.wait_for("the next layer", lambda s, before=layer: map_layer(s) != before))
    app.wait_for("the temperature layer", lambda s: re.search(r"Temperature °[FC] · updated", s) is not None)


SCENARIOS = [
    ("home", "Home, 20 recent places", [], home),
    ("detail-10001", "Detail, 10001 (alerts, air quality, spread, normals)", ["10001"], detail_new_york),
    ("detail-tokyo", "Detail, Tokyo (air quality, spread, normals)", ["Tokyo"], detail_tokyo),
    ("alerts", "Alerts, 10001", ["10001"], alerts),
    ("map-new-york-radar", "Map, New York, radar playing %d s" % RADAR_SECONDS, ["10001"], map_new_york_radar),
    ("map-tokyo-layer", "Map, Tokyo, temperature layer", ["Tokyo"], map_tokyo_layer),
]


def run_app(name, arguments, steps, binaries, server, scratch):
    home_dir = tempfile.mkdtemp(prefix=name + ".", dir=scratch)
    environment = app_environment(home_dir, server)
    if name == "home":
        os.makedirs(home_dir + "/data/lasso-weather")
        with open(home_dir + "/data/lasso-weather/recent.json", "w") as recent:
            recent.write(recent_json(datetime.now(timezone.utc)))
    app = Tmux(os.path.join(binaries, "lasso-weather"), arguments, environment)
    try:
        steps(app)
        app.settle()
        return app.peak_bytes()
    finally:
        app.quit()


def run_now(binaries, server, scratch):
    """`now Tokyo` on a first run (empty cache): every side source asked and answered."""
    home_dir = tempfile.mkdtemp(prefix="now.", dir=scratch)
    report = os.path.join(scratch, "time.out")
    result = subprocess.run(
        ["/usr/bin/time", "-f", "%M", "-o", report, os.path.join(binaries, "lasso-weather"), "now", "Tokyo"],
        env=app_environment(home_dir, server), capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("now Tokyo exited %d: %s" % (result.returncode, result.stderr.strip()))
    for side in ("AQI", "normal for"):
        if side not in result.stdout:
            raise RuntimeError("now Tokyo said no %s:\n%s" % (side, result.stdout))
    with open(report) as text:
        return int(text.read().split()[-1]) * 1024


def main():
    binaries = sys.argv[1] if len(sys.argv) > 1 else ".build/release"
    chosen = os.environ.get("MEMORY_SCENARIOS", "").split()
    for tool in ("tmux", "/usr/bin/time"):
        if shutil.which(tool) is None:
            sys.exit("memory: %s is needed (make release-deps installs it)" % tool)
    scratch = tempfile.mkdtemp(prefix="lasso-memory.")
    server = FixtureServer(os.path.join(binaries, "weather-fixture-server"), scratch)
    rows, over = [], False
    try:
        runs = [(name, title, lambda a=arguments, s=steps, n=name:
                 run_app(n, a, s, binaries, server, scratch)) for name, title, arguments, steps in SCENARIOS]
        runs.append(("now-tokyo", "`now Tokyo`, first run", lambda: run_now(binaries, server, scratch)))
        for name, title, measure in runs:
            if chosen and name not in chosen:
                continue
            started = time.monotonic()
            try:
                peak = measure()
            except RuntimeError as error:
                print("%-54s failed: %s" % (title, error), flush=True)
                over = True
                continue
            verdict = "over" if peak > BUDGET else "ok"
            over = over or peak > BUDGET
            print("%-54s %5.1f MiB  %-4s (%.0f s)" % (title, peak / 1048576, verdict, time.monotonic() - started),
                  flush=True)
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    print("budget: %.0f MiB (%d bytes) of peak RSS per scenario" % (BUDGET / 1048576, BUDGET))
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
