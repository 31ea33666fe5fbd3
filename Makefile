# LayoutReel — two commands: `make demo` and `make test`.
# Both first install the Debian packages the build needs (only when missing).

SWIFT      ?= swift
CONFIG     ?= debug
DEB_PKGS   := libcairo2-dev libfreetype-dev libpixman-1-dev zlib1g-dev libdeflate-dev libwebp-dev libyaml-dev pkg-config \
              python3-minimal
# `make test` also installs gifsicle and webp (webpmux, dwebp: the independent GIF and WebP
# decoders the sharing-format tests check with) and a headless Chromium, for the test that opens
# `reel verify --report`'s page in a real browser (ReportBrowserTests; about 146 MB to download on
# a fresh machine, see CONTRIBUTING.md). REEL_BROWSER=0 skips both the Chromium install and that
# test. ffmpeg (about 57 MB more) is not installed: the MP4 test runs only when ffmpeg and ffprobe
# are there.
TEST_DEB_PKGS := gifsicle webp $(if $(filter 0,$(REEL_BROWSER)),,chromium-headless-shell)
REEL        = $(SWIFT) run -c $(CONFIG) reel

.PHONY: all bootstrap build demo test bench bench-figures bench-debug-verify bench-preview docs docc fuzz clean

all: build

## bootstrap: install libcairo2-dev (and FreeType, pkg-config) with apt when missing.
bootstrap:
	@./.ci/bootstrap.sh $(DEB_PKGS)

build: bootstrap
	$(SWIFT) build -c $(CONFIG)

## demo: render the built-in demo into out/demo/.
demo: bootstrap
	$(REEL) render --out out/demo

## test: build and run every test (unit, pixel, byte, end-to-end, GIF and WebP through gifsicle,
## webpmux and dwebp, the HTML report in headless Chromium, which it installs; REEL_BROWSER=0
## skips that; the MP4 test runs when ffmpeg is installed). First it checks that every `import`
## is a dependency declared in Package.swift (.ci/check-imports.py), that every conversion of a
## floating-point value to an integer goes through WholeNumber (.ci/check-float-to-int.py), and
## that the README's figures are those of docs/bench-figures.json (docs/tools/readme-figures.py).
test: bootstrap
	@./.ci/bootstrap.sh $(TEST_DEB_PKGS)
	@python3 ./.ci/check-imports.py
	@python3 ./.ci/check-float-to-int.py
	@python3 ./docs/tools/readme-figures.py
	$(SWIFT) build --build-tests
	$(SWIFT) build --product LayoutReelPreview
	$(SWIFT) test --skip-build

## bench: release build of the `reel-bench` executable (Sources/reel-bench, outside the library
## and the tool) and of `reel`, then run it: PNG encoders vs cairo's writer, --jobs scaling,
## layout queries, image diff (`reel diff` vs ImageMagick), SVG frames, a failing golden
## verification, APNG/GIF/WebP sizes, the live page's frame rate in headless Chromium, which it
## installs (REEL_BROWSER=0 skips; without it that suite says it is skipped) (docs/performance.md).
## BENCH_ARGS="--runs 9 --only png" to narrow; BENCH_ARGS="--only live --reel .build/debug/reel"
## measures the live page of a debug build. It installs zopfli (zopflipng: the png and busy suites
## compare every encoder's bytes with its on the same frames; BENCH_ARGS=--skip-zopfli leaves that out).
BENCH_ARGS ?=
BENCH_DEB_PKGS := zopfli
bench: bootstrap
	@./.ci/bootstrap.sh $(BENCH_DEB_PKGS)
	@$(if $(filter 0,$(REEL_BROWSER)),true,./.ci/bootstrap.sh chromium-headless-shell) \
		|| echo "bench: could not install chromium-headless-shell; the live suite will say it is skipped"
	$(SWIFT) build -c release --product reel-bench
	$(SWIFT) build -c release --product reel
	"$$($(SWIFT) build -c release --show-bin-path)/reel-bench" $(BENCH_ARGS)

## bench-figures: the png, busy and scaling suites in release, their headline figures merged into
## docs/bench-figures.json, from which `make docs UPDATE=1` writes the README's figures
## (docs/tools/readme-figures.py). Run it on a quiet machine.
bench-figures: bootstrap
	$(SWIFT) build -c release --product reel-bench
	"$$($(SWIFT) build -c release --show-bin-path)/reel-bench" --only png --only busy --only scaling --skip-zopfli \
		--figures docs/bench-figures.json
	python3 docs/tools/readme-figures.py --write

## bench-debug-verify: a failing 50-frame golden verification at 390x844 @2x (what a failing
## `assertLayout` does) in a DEBUG build, where tests run (issue 17: under 5 s); the machine's
## load average is printed beside the figures (docs/performance.md). BENCH_RUNS=3 to repeat.
BENCH_RUNS ?= 1
bench-debug-verify: bootstrap
	$(SWIFT) build --product reel-bench
	@echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg), $$(nproc) cores"
	"$$($(SWIFT) build --show-bin-path)/reel-bench" --only golden --runs $(BENCH_RUNS)
	@echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg)"

## bench-preview: `reel preview` of a one-file layout, cold (empty build cache), cached, and after
## a one-line edit (docs/preview.md), with a release reel; BENCH_CONFIG=debug to measure a debug one.
BENCH_CONFIG ?= release
bench-preview: bootstrap
	@SWIFT="$(SWIFT)" CONFIG="$(BENCH_CONFIG)" ./docs/tools/bench-preview.sh

## docs: regenerate every docs picture (gallery, content views, plots, diagrams) and the CLI
## reference with reel itself, and fail when a committed one is out of date.
## `make docs UPDATE=1` writes them into docs/ instead. See docs/tools/make-docs.sh.
docs: bootstrap
	@SWIFT="$(SWIFT)" ./docs/tools/make-docs.sh $(if $(UPDATE),--update,)

## docc: build the DocC archives of the library modules with swift-docc-plugin (slow; not part of
## `make test`). Archives: .build/plugins/Swift-DocC/outputs/<Module>.doccarchive
DOCC_TARGETS := Geometry CollectionLayout Layouts UIKit Canvas Reel ReelPlot ReelGolden ReelTesting UIKitAdapter
docc: bootstrap
	@for target in $(DOCC_TARGETS); do \
		$(SWIFT) package generate-documentation --target $$target || exit 1; \
	done

## fuzz: build the libFuzzer targets (REEL_FUZZ=1 declares them; --sanitize=fuzzer, in their own
## build folder) and run each for FUZZ_SECONDS (default 60) on a corpus seeded from the fixtures.
## Crashes land in .build/fuzz-artifacts/<target>/; turn each into a regression input in
## Fixtures/fuzz/<target>/ (docs/fuzzing.md). FUZZ_TARGETS="scene png adapter http reply" picks targets; FUZZ_ARGS adds
## libFuzzer flags (-jobs=2, -dict=…).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= scene png adapter http reply
FUZZ_ARGS    ?=
FUZZ_BUILD   := .build/fuzz
fuzz: bootstrap
	@for target in $(FUZZ_TARGETS); do \
		REEL_FUZZ=1 $(SWIFT) build --build-path $(FUZZ_BUILD) --sanitize=fuzzer --product reel-fuzz-$$target || exit 1; \
		corpus=$(FUZZ_BUILD)/corpus/$$target; artifacts=.build/fuzz-artifacts/$$target/; \
		mkdir -p $$corpus $$artifacts; \
		cp Fixtures/fuzz/$$target/* $$corpus/ 2>/dev/null; \
		if [ "$$target" = scene ]; then cp Fixtures/scenes/*.yaml docs/scenes/*.yaml $$corpus/ 2>/dev/null; fi; \
		if [ "$$target" = png ]; then cp Fixtures/pngsuite/*.png Fixtures/pixelmatch/*.png $$corpus/ 2>/dev/null; fi; \
		if [ "$$target" = adapter ]; then cp Fixtures/preview/*/*.swift Tests/UIKitTests/Layouts/*.swift $$corpus/ 2>/dev/null; fi; \
		echo "fuzzing reel-fuzz-$$target for $(FUZZ_SECONDS) s (corpus $$corpus)"; \
		"$$($(SWIFT) build --build-path $(FUZZ_BUILD) --show-bin-path)/reel-fuzz-$$target" $$corpus \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
			-artifact_prefix=$$artifacts -print_final_stats=1 $(FUZZ_ARGS) || exit 1; \
	done

clean:
	rm -rf .build out .reel-failures
