#!/usr/bin/env bash
# The `reel preview` benchmark (issues 15 and 27): a cold first preview of a one-file layout
# (empty build cache), the same preview again (cache hit), and the preview after a one-line
# edit (only the user's file recompiles). 60 frames at 390x844 @2x, the default outputs
# (flipbook + contact sheet); then the watch loop, from a save to the first frame and to all the
# frames on the live page (docs/tools/bench-watch.py). Never a timed test: `make bench-preview`.
#
#   CONFIG=release docs/tools/bench-preview.sh      # CONFIG=debug to measure a debug reel
set -euo pipefail
SWIFT="${SWIFT:-swift}"
CONFIG="${CONFIG:-release}"
cd "$(dirname "$0")/../.."
"$SWIFT" build -c "$CONFIG" --product reel >/dev/null
"$SWIFT" build -c "$CONFIG" --product LayoutReelPreview >/dev/null
REEL="$("$SWIFT" build -c "$CONFIG" --show-bin-path)/reel"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/reel-bench-preview.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
cp Fixtures/preview/CoverFlow/CoverFlowLayout.swift "$WORK/CoverFlowLayout.swift"
export REEL_CACHE_DIR="$WORK/cache"

run() {
    local label="$1"
    local start end
    start=$(date +%s.%N)
    (cd "$WORK" && "$REEL" preview CoverFlowLayout.swift --frames 60 --size 390x844 --scale 2 --quiet)
    end=$(date +%s.%N)
    printf '%-34s %6.2f s\n' "$label" "$(echo "$end - $start" | bc)"
}

echo "reel preview, CoverFlowLayout, 60 frames at 390x844 @2x ($CONFIG reel, $(nproc) cores)"
run "cold (empty cache, compile)"
run "again (cache hit, no compile)"
sed -i 's/var minimumScale: CGFloat = 0.6/var minimumScale: CGFloat = 0.5/' "$WORK/CoverFlowLayout.swift"
run "after a one-line edit"

# The watch loop: from a save to the first redrawn frame and to the whole set, as the page sees
# them (`reel preview --watch` with the defaults; five saves).
echo "reel preview --watch, CoverFlowLayout, defaults (60 frames at 390x844 @2x), five saves"
python3 docs/tools/bench-watch.py "$REEL" Fixtures/preview/CoverFlow/CoverFlowLayout.swift 5
