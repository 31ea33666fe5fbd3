#!/usr/bin/env python3
"""The README's speed and size figures, generated from the benchmark's own record.

`reel-bench --figures docs/bench-figures.json` (`make bench-figures`) writes the headline figures
of its png, busy and scaling suites into docs/bench-figures.json; this script writes the README's
paragraph between `<!-- bench-figures:begin -->` and `<!-- bench-figures:end -->` from that file,
so the README cannot claim what the benchmark did not measure. `make docs` runs it in check mode
(exit 1 when the README differs); `--write` (`make docs UPDATE=1`) rewrites the paragraph.

    docs/tools/readme-figures.py [--write]
"""
import json
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
README = os.path.join(ROOT, "README.md")
FIGURES = os.path.join(ROOT, "docs", "bench-figures.json")
BEGIN = "<!-- bench-figures:begin -->"
END = "<!-- bench-figures:end -->"


def times(value):
    """A speed-up: whole above 10 (120×), one decimal below (3.4×)."""
    return ("%d×" % round(value)) if value >= 10 else ("%.1f×" % value)


def percent(fraction):
    return "%d %%" % round(fraction * 100)


def milliseconds(value):
    return ("%.1f ms" % value) if value < 10 else ("%d ms" % round(value))


def paragraph(f):
    return (
        "`reel render` encodes PNG frames with its own encoder — on the standard bench scene "
        f"{times(f['png.balanced.speedup'])} faster than cairo's `cairo_surface_write_to_png`, with files "
        f"{percent(f['png.balanced.size'])} of the size (frames of at most 256 colours become palette images, "
        "losslessly); on busy frames of labels and rotated cards it is "
        f"{times(f['busy.balanced.speedup'])} faster at {percent(f['busy.balanced.size'])} of the size, or "
        f"{times(f['busy.fast.speedup'])} at {percent(f['busy.fast.size'])} with `--png-compression fast` — "
        "and spreads the frames over `--jobs` workers (default: every core; the bytes never depend on "
        "it). On the 2-core machine of [docs/performance.md](docs/performance.md), a frame of 780 × 1688 "
        f"pixels takes {milliseconds(f['scaling.jobs.1.milliseconds'])} to draw and encode with one job and "
        f"{milliseconds(f['scaling.jobs.2.milliseconds'])} with two (`make bench-figures`, "
        f"{f['measured']}, load averages {', '.join(f['load'].split(' '))} over 1, 5 and 15 minutes)."
    )


def wrap(text, width=100):
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)


def main():
    write = "--write" in sys.argv[1:]
    with open(FIGURES) as file:
        figures = json.load(file)
    with open(README) as file:
        readme = file.read()
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        sys.exit(f"readme-figures: README.md has no {BEGIN} … {END} block")
    generated = BEGIN + "\n" + wrap(paragraph(figures)) + "\n" + END
    updated = readme[:start] + generated + readme[end + len(END):]
    if updated == readme:
        return
    if write:
        with open(README, "w") as file:
            file.write(updated)
        print("readme-figures: README.md rewritten from docs/bench-figures.json", file=sys.stderr)
    else:
        sys.exit("readme-figures: README.md's figures differ from docs/bench-figures.json; "
                 "run `make docs UPDATE=1` (docs/tools/readme-figures.py --write)")


if __name__ == "__main__":
    main()
