#!/usr/bin/env bash
# `make docs`: regenerates every picture of the docs and the CLI reference with `reel` itself,
# into a temporary folder, and compares them byte for byte with the committed files (the
# output is deterministic by design).
#
#   make docs           check only: exit 1 and list the files that differ, are missing or are
#                       no longer generated
#   make docs UPDATE=1  write the regenerated files into docs/ (and remove stale pictures)
#
# What it makes (sources in docs/scenes/):
#   docs/images/gallery/<layout>.png   animated PNG of each built-in layout (gallery/*.yaml)
#   docs/images/content/<layout>.png   animated content view: whole content + moving viewport
#   docs/images/compositional/*.png    animated PNG of the compositional gallery
#                                      (Fixtures/scenes/gallery-*.yaml, docs/compositional-layout.md)
#   docs/images/preview/*.png         `reel preview` of Fixtures/preview/CoverFlow (docs/preview.md)
#   docs/images/self-sizing.png        animated PNG of self-sizing cells (docs/scenes/self-sizing.yaml)
#   docs/images/screen/feed-*.png      `reel preview` of a screen with its cells, light and dark (README)
#   docs/images/*.svg                  `reel plot` charts and the architecture diagrams
#   docs/cli.md                        `reel help <command>` for every command
#   docs/architecture.md               its module map, from Package.swift (docs/tools/module-map.py)
set -euo pipefail
cd "$(dirname "$0")/../.."

update=0
if [ "${1:-}" = "--update" ]; then update=1; fi
SWIFT="${SWIFT:-swift}"

echo "make docs: building reel" >&2
"$SWIFT" build --product reel >&2
"$SWIFT" build --product LayoutReelPreview >&2   # reel preview's runtime, beside reel
REEL="$("$SWIFT" build --show-bin-path)/reel"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
out="$tmp/docs"
mkdir -p "$out/images/gallery" "$out/images/content" "$out/images/compositional"

render_apng() {  # scene, destination
    local scene="$1" destination="$2" folder="$tmp/render/$(basename "$1" .yaml)-$RANDOM"
    "$REEL" render "$scene" --format apng --out "$folder" --quiet
    mv "$folder/animation.apng" "$destination"
}

echo "make docs: gallery and content views" >&2
for scene in docs/scenes/gallery/*.yaml; do
    render_apng "$scene" "$out/images/gallery/$(basename "$scene" .yaml).png"
done
for scene in docs/scenes/content/*.yaml; do
    render_apng "$scene" "$out/images/content/$(basename "$scene" .yaml).png"
done

echo "make docs: the compositional gallery (Fixtures/scenes/gallery-*.yaml)" >&2
for scene in Fixtures/scenes/gallery-*.yaml; do
    name="$(basename "$scene" .yaml)"
    render_apng "$scene" "$out/images/compositional/${name#gallery-}.png"
done

echo "make docs: self-sizing cells (docs/scenes/self-sizing.yaml, README)" >&2
render_apng docs/scenes/self-sizing.yaml "$out/images/self-sizing.png"

echo "make docs: reel preview of the cover-flow example (docs/preview.md)" >&2
mkdir -p "$out/images/preview"
REEL_CACHE_DIR="$tmp/preview-cache" "$REEL" preview Fixtures/preview/CoverFlow/CoverFlowLayout.swift \
    --size 390x300 --scale 1 --from 0 --to 880 --frames 18 --format apng --format contactSheet --out "$tmp/preview" --quiet
mv "$tmp/preview/animation.apng" "$out/images/preview/coverflow.png"
mv "$tmp/preview/contact-sheet.png" "$out/images/preview/coverflow-contact-sheet.png"

echo "make docs: variants side by side (docs/scene-format.md#variants)" >&2
"$REEL" render Fixtures/scenes/self-sizing.yaml --variants "L,AX3,dark+rtl" --format png --out "$tmp/variants" --quiet
mv "$tmp/variants/frame-0000.png" "$out/images/variants.png"
echo "make docs: a screen drawn with its cells (Fixtures/preview/Screens/Feed, README)" >&2
mkdir -p "$out/images/screen"
for appearance in light dark; do
    REEL_CACHE_DIR="$tmp/preview-cache" "$REEL" preview Fixtures/preview/Screens/Feed --appearance "$appearance" \
        --size 390x520 --scale 1 --from 0 --to 640 --frames 12 --format apng --out "$tmp/screen-$appearance" --quiet
    mv "$tmp/screen-$appearance/animation.apng" "$out/images/screen/feed-$appearance.png"
done

echo "make docs: plots" >&2
"$REEL" plot docs/scenes/parabola.yaml --attribute viewport.minY --items 0,1,2 \
    --title "ParabolicMovementLayout (v₀ = −1, x₀ = 290): each card's top edge in the viewport" \
    --out "$out/images/parabola.svg" >/dev/null
"$REEL" plot docs/scenes/gallery/pizzaHalves.yaml --attribute scale --items 0-3 --pane left \
    --title "pizzaHalves: scale of each pizza half over the content offset" \
    --out "$out/images/pizza-halves-scale.svg" >/dev/null
"$REEL" plot docs/scenes/gallery/ultravisual.yaml --attribute frame.height --items 0-3 --from 0 --to 400 \
    --title "ultravisual: cell heights over the content offset" \
    --out "$out/images/ultravisual-height.svg" >/dev/null

echo "make docs: architecture diagrams (Tests/ReelPlotTests/PlotDiagramTests.swift)" >&2
if ! REEL_DOCS_OUT="$out/images" "$SWIFT" test --filter PlotDiagramTests >"$tmp/diagram-test.log" 2>&1; then
    cat "$tmp/diagram-test.log" >&2
    echo "make docs: the diagram tests failed" >&2
    exit 1
fi

echo "make docs: CLI reference" >&2
docs/tools/cli-reference.sh "$REEL" >"$out/cli.md"

echo "make docs: the module map of docs/architecture.md (Package.swift)" >&2
python3 docs/tools/module-map.py --write "$out/architecture.md"

# Compare (or update).
changed=()
echo "make docs: the README's figures (docs/bench-figures.json)" >&2
if [ "$update" -eq 1 ]; then
    python3 docs/tools/readme-figures.py --write
elif ! python3 docs/tools/readme-figures.py; then
    changed+=("differs     README.md (its figures; docs/bench-figures.json)")
fi
while IFS= read -r file; do
    relative="${file#"$out"/}"
    target="docs/$relative"
    if [ ! -f "$target" ]; then
        changed+=("missing     $target")
    elif ! cmp -s "$file" "$target"; then
        changed+=("differs     $target")
    fi
done < <(find "$out" -type f | LC_ALL=C sort)
while IFS= read -r committed; do
    relative="${committed#docs/}"
    if [ ! -f "$out/$relative" ]; then
        changed+=("stale       $committed (no longer generated)")
    fi
done < <(find docs/images -type f 2>/dev/null | LC_ALL=C sort)

if [ "$update" -eq 1 ]; then
    while IFS= read -r committed; do
        [ -f "$out/${committed#docs/}" ] || rm -f "$committed"
    done < <(find docs/images -type f 2>/dev/null)
    mkdir -p docs/images
    cp -R "$out/." docs/
    if [ ${#changed[@]} -eq 0 ]; then
        echo "make docs: everything was up to date"
    else
        echo "make docs: updated ${#changed[@]} files:"
        printf '  %s\n' "${changed[@]}"
        echo "Look at every changed picture before committing it."
    fi
    exit 0
fi

total=$(find "$out" -type f | wc -l | tr -d ' ')
if [ ${#changed[@]} -eq 0 ]; then
    echo "make docs: all $total generated files match the committed ones"
    exit 0
fi
echo "make docs: ${#changed[@]} files are out of date:" >&2
printf '  %s\n' "${changed[@]}" >&2
echo "Regenerate them with 'make docs UPDATE=1', look at every changed picture, and commit them." >&2
exit 1
