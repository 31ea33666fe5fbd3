#!/usr/bin/env bash
# Runs each public layout of layouts.txt through `reel preview` — its files unchanged, 6 frames,
# JSON attributes (the dump schema) — twice, and reports per layout whether the preview ran,
# whether every attribute of every frame is a finite number, and whether the two runs gave the
# same bytes. Options a layout needs (which class, its initializer's arguments, a delegate) are
# in preview-options.txt. Like build.sh, never part of CI; the repositories come from the mirror.
#
#   docs/tools/public-layouts/preview.sh [NAME…]
#   CORPUS=/tmp/corpus REEL=.build/debug/reel docs/tools/public-layouts/preview.sh
#
# Without REEL it builds `reel` and the LayoutReelPreview runtime of this checkout (debug).
# Output: $CORPUS/preview/NAME/{run-1,run-2,log}; the table: $CORPUS/preview-results.md.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
CORPUS="${CORPUS:-/tmp/corpus}"
SWIFT="${SWIFT:-swift}"
# shellcheck source=lib.sh
source "$HERE/lib.sh"

case "$(mkdir -p "$CORPUS" && cd "$CORPUS" && pwd)/" in
"$REPO"/*) die "CORPUS ($CORPUS) is inside the repository; their code must stay outside it" ;;
esac

if [ -z "${REEL:-}" ]; then
    "$SWIFT" build --package-path "$REPO" --product reel >/dev/null
    "$SWIFT" build --package-path "$REPO" --product LayoutReelPreview >/dev/null
    REEL="$("$SWIFT" build --package-path "$REPO" --show-bin-path)/reel"
fi

read_layouts "$HERE/layouts.txt"
declare -A OPTIONS=()
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in "" | "#"*) continue ;; esac
    OPTIONS[${line%% *}]="${line#* }"
done <"$HERE/preview-options.txt"

selected=("$@")
[ ${#selected[@]} -gt 0 ] || selected=("${LAYOUT_NAMES[@]}")
results="$CORPUS/preview-results.md"
{
    echo "| layout | preview | attributes |"
    echo "|---|---|---|"
} >"$results"
export REEL_CACHE_DIR="$CORPUS/preview-cache"
ran=0
finite=0
for name in "${selected[@]}"; do
    [ -n "${LAYOUT_REPO[$name]:-}" ] || die "no layout named $name in layouts.txt"
    work="$CORPUS/preview/$name"
    mkdir -p "$work"
    extract_layout "$name" "$work/files"
    eval "arguments=(${OPTIONS[$name]:-})"
    # A delegate file of ours (delegates/NAME.swift) is named relative to this folder.
    for index in "${!arguments[@]}"; do
        case "${arguments[$index]}" in delegates/*) arguments[$index]="$HERE/${arguments[$index]}" ;; esac
    done
    echo "previewing $name …" >&2
    status=0
    for run in 1 2; do
        rm -rf "$work/run-$run"
        "$REEL" preview "$work/files" "${arguments[@]}" --frames 6 --format json --out "$work/run-$run" \
            --quiet >"$work/log-$run" 2>&1 || { status=$?; break; }
    done
    if [ "$status" -ne 0 ]; then
        message="$(cat "$work/log-1" "$work/log-2" 2>/dev/null | grep -m 1 -E 'error' | sed -E 's#'"$work"'/files/##g' \
            | cut -c 1-140 | sed 's/|/\\|/g' || true)"
        row="| $name | fails (exit $status) | $message |"
    else
        ran=$((ran + 1))
        check="$(python3 - "$work/run-1/frames.json" <<'PY'
import json, math, sys
with open(sys.argv[1]) as f:
    dump = json.load(f)
frames = dump["frames"]
elements = 0
bad = []
def numbers(value, path):
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        if not math.isfinite(value):
            bad.append(path)
    elif value is None:
        bad.append(path)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in ("kind", "category", "name"):
                numbers(item, path + "." + key)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            numbers(item, f"{path}[{index}]")
for frame in frames:
    for pane in frame["panes"]:
        elements += len(pane["elements"])
        numbers(pane, f"frame {frame['index']}")
if bad:
    print(f"NOT FINITE: {bad[0]} ({len(bad)} values)")
elif elements == 0:
    print(f"{len(frames)} frames, no elements")
else:
    print(f"finite: {len(frames)} frames, {elements} elements")
PY
)"
        if cmp -s "$work/run-1/frames.json" "$work/run-2/frames.json"; then
            same="deterministic"
        else
            same="NOT deterministic"
        fi
        case "$check" in finite:*) [ "$same" = deterministic ] && finite=$((finite + 1)) ;; esac
        row="| $name | runs | $check; $same |"
    fi
    echo "$row" >>"$results"
    echo "$row"
done
echo "$ran of ${#selected[@]} previews run, $finite with finite, deterministic attributes" | tee -a "$results"
