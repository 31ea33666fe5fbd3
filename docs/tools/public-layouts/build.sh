#!/usr/bin/env bash
# Builds the public UIKit layouts of layouts.txt against this checkout of LayoutReel, each one's
# files byte for byte unchanged (`import UIKit` and all), as a new user would: every layout
# becomes a target of a scratch package OUTSIDE the repository, its files in the target's
# `UIKitSources/` adapted by `UIKitAdapterPlugin`, built against the `UIKit`, `CoreGraphics` and
# `QuartzCore` products, in Swift 5 language mode as their own projects are. The targets are built
# one at a time; a table says, per layout, whether it
# compiled, how many distinct errors it had, and the first one.
#
# Not part of CI and never run by `make test`: it needs the repositories in a local mirror
# (/work/.mirror/OWNER+REPOSITORY/ — the `fetch` tool's folders — or MIRROR=DIR), and no code of
# theirs is ever kept in this repository (docs/uikit-compatibility.md, "Public layouts checked").
#
#   docs/tools/public-layouts/build.sh                 # all layouts of layouts.txt
#   docs/tools/public-layouts/build.sh FSPagerView …   # some of them
#   CORPUS=/tmp/corpus MIRROR=/work/.mirror LAYOUTREEL=. SWIFT=swift docs/tools/public-layouts/build.sh
#
# The scratch package stays in $CORPUS (default /tmp/corpus): a second run builds incrementally.
# Logs: $CORPUS/logs/NAME.log; the table: $CORPUS/results.md.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
CORPUS="${CORPUS:-/tmp/corpus}"
# The LayoutReel the layouts are built against: this checkout, or LAYOUTREEL=DIR (another copy,
# e.g. `git archive` of an older commit, to compare).
LAYOUTREEL="${LAYOUTREEL:-$REPO}"
SWIFT="${SWIFT:-swift}"
# shellcheck source=lib.sh
source "$HERE/lib.sh"

case "$(mkdir -p "$CORPUS" && cd "$CORPUS" && pwd)/" in
"$REPO"/*) die "CORPUS ($CORPUS) is inside the repository; their code must stay outside it" ;;
esac

read_layouts "$HERE/layouts.txt"
selected=("$@")
[ ${#selected[@]} -gt 0 ] || selected=("${LAYOUT_NAMES[@]}")
for name in "${selected[@]}"; do
    [ -n "${LAYOUT_REPO[$name]:-}" ] || die "no layout named $name in layouts.txt"
done

# The scratch package: one target per layout of layouts.txt (all of them, so the package does
# not change with the selection and the build stays incremental).
mkdir -p "$CORPUS/Sources" "$CORPUS/logs"
{
    echo "// swift-tools-version: 6.0"
    echo "// Written by LayoutReel's docs/tools/public-layouts/build.sh: public layouts, unchanged."
    echo "import PackageDescription"
    echo "let layouts = ["
    for name in "${LAYOUT_NAMES[@]}"; do echo "    \"$name\","; done
    echo "]"
    echo "let package = Package("
    echo "    name: \"PublicLayouts\","
    echo "    dependencies: [.package(name: \"LayoutReel\", path: \"$LAYOUTREEL\")],"
    echo "    targets: layouts.map { name in"
    echo "        .target("
    echo "            name: name,"
    echo "            dependencies: ["
    echo "                .product(name: \"UIKit\", package: \"LayoutReel\"),"
    echo "                .product(name: \"CoreGraphics\", package: \"LayoutReel\"),"
    echo "                .product(name: \"QuartzCore\", package: \"LayoutReel\"),"
    echo "            ],"
    echo "            exclude: [\"UIKitSources\"],"
    echo "            plugins: [.plugin(name: \"UIKitAdapterPlugin\", package: \"LayoutReel\")])"
    echo "    },"
    # The libraries are Swift 5 code: built in Swift 5 language mode, as their own projects are.
    echo "    swiftLanguageModes: [.v5]"
    echo ")"
} >"$CORPUS/Package.swift.new"
if ! cmp -s "$CORPUS/Package.swift.new" "$CORPUS/Package.swift"; then
    mv "$CORPUS/Package.swift.new" "$CORPUS/Package.swift"
else
    rm "$CORPUS/Package.swift.new"
fi

for name in "${LAYOUT_NAMES[@]}"; do
    extract_layout "$name" "$CORPUS/Sources/$name/UIKitSources"
    echo "// $name: its files are in UIKitSources/, adapted by UIKitAdapterPlugin." \
        >"$CORPUS/Sources/$name/$name.swift"
done

# SwiftPM keeps the build plan of a path dependency until a manifest changes, so files added to
# the LayoutReel checkout since the last run would go unseen: drop the plan (not the objects).
rm -f "$CORPUS"/.build/*.yaml "$CORPUS"/.build/*/debug/description.json \
    "$CORPUS"/.build/*/debug/plugin-tools-description.json

results="$CORPUS/results.md"
{
    echo "| layout | result | first error |"
    echo "|---|---|---|"
} >"$results"
compiled=0
for name in "${selected[@]}"; do
    log="$CORPUS/logs/$name.log"
    echo "building $name …" >&2
    if "$SWIFT" build --package-path "$CORPUS" --target "$name" >"$log" 2>&1; then
        row="| $name | compiles | |"
        compiled=$((compiled + 1))
    else
        # Distinct errors (the compiler prints a declaration's error once per file that sees it).
        errors="$(grep -E '(^|: )error: ' "$log" | grep -v -E '^error: (fatalError|emit-module command failed)' \
            | sed -E 's/^.*error: //' | awk '!seen[$0]++')"
        count="$(printf '%s\n' "$errors" | grep -c . || true)"
        first="$(printf '%s\n' "$errors" | head -n 1 | cut -c 1-110 | sed 's/|/\\|/g')"
        where="$(grep -m 1 -E ': error: ' "$log" | sed -E 's/: error: .*//; s#^.*/UIKitSources/##' || true)"
        row="| $name | $count errors | $first${where:+ ($where)} |"
    fi
    echo "$row" >>"$results"
    echo "$row"
done
echo "$compiled of ${#selected[@]} compile" | tee -a "$results"
