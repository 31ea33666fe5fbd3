# LayoutReel — two commands: `make demo` and `make test`.
# Both first install the Debian packages the build needs (only when missing).

SWIFT      ?= swift
CONFIG     ?= debug
DEB_PKGS   := libcairo2-dev libfreetype-dev libpixman-1-dev zlib1g-dev pkg-config
REEL        = $(SWIFT) run -c $(CONFIG) reel

.PHONY: all bootstrap build demo test bench docs clean

all: build

## bootstrap: install libcairo2-dev (and FreeType, pkg-config) with apt when missing.
bootstrap:
	@./.ci/bootstrap.sh $(DEB_PKGS)

build: bootstrap
	$(SWIFT) build -c $(CONFIG)

## demo: render the built-in demo into out/demo/.
demo: bootstrap
	$(REEL) render --out out/demo

## test: build and run every test (unit, pixel, byte and end-to-end).
test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: bootstrap
	@echo "make bench: not yet — the benchmark suite lands with the speed issue."

docs: bootstrap
	@echo "make docs: not yet — the documentation pictures land with the docs issue."

clean:
	rm -rf .build out .reel-failures
