#!/usr/bin/env python3
"""Reads an animated WebP with libwebp's own command-line tools, independently of LayoutReel:
`webpmux -info` for the frame list, `webpmux -get frame N` and `dwebp -pam` for each frame's
pixels, composited here onto the canvas as the WebP container specification says (offsets,
blending, disposal).

    webp_frames.py FILE

Prints one header line, then one line per frame:

    WEBP WIDTH HEIGHT FRAMES LOOP
    FRAME INDEX DURATION X Y W H BLEND DISPOSE COMPRESSION SHA256

DURATION in milliseconds; SHA256 is the hash of the whole canvas after the frame, as straight
RGBA (the hash png_pixels.py prints for a PNG of the same pixels). Exits 1 on any failure.
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile


def run(arguments):
    result = subprocess.run(arguments, capture_output=True)
    if result.returncode != 0:
        raise ValueError(f"{' '.join(arguments)}: {result.stderr.decode(errors='replace').strip()}")
    return result.stdout.decode()


def read_pam(path):
    with open(path, "rb") as handle:
        data = handle.read()
    end = data.index(b"ENDHDR\n") + len(b"ENDHDR\n")
    fields = dict(line.split(" ", 1) for line in data[:end].decode().splitlines()[1:-1])
    width, height, depth = int(fields["WIDTH"]), int(fields["HEIGHT"]), int(fields["DEPTH"])
    if depth != 4:
        raise ValueError(f"{path}: PAM depth {depth}, expected 4 (RGBA)")
    return width, height, data[end : end + width * height * 4]


def main(arguments):
    if len(arguments) != 1:
        print("usage: webp_frames.py FILE", file=sys.stderr)
        return 2
    path = arguments[0]
    try:
        info = run(["webpmux", "-info", path])
        size = re.search(r"Canvas size: (\d+) x (\d+)", info)
        loop = re.search(r"Loop Count\s*:\s*(\d+)", info)
        count = re.search(r"Number of frames: (\d+)", info)
        if not (size and loop and count):
            raise ValueError(f"not an animated WebP:\n{info}")
        width, height = int(size.group(1)), int(size.group(2))
        rows = re.findall(
            r"^\s*(\d+):\s+(\d+)\s+(\d+)\s+(yes|no)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\w+)\s+(yes|no)\s+\d+\s+(\w+)",
            info,
            re.MULTILINE,
        )
        if len(rows) != int(count.group(1)):
            raise ValueError(f"{len(rows)} frame rows for {count.group(1)} frames:\n{info}")
        canvas = bytearray(width * height * 4)
        lines = [f"WEBP {width} {height} {len(rows)} {loop.group(1)}"]
        with tempfile.TemporaryDirectory() as folder:
            for number, w, h, _, x, y, duration, dispose, blend, compression in rows:
                frame = os.path.join(folder, f"frame-{number}.webp")
                pam = os.path.join(folder, f"frame-{number}.pam")
                run(["webpmux", "-get", "frame", number, path, "-o", frame])
                run(["dwebp", frame, "-pam", "-o", pam])
                fw, fh, pixels = read_pam(pam)
                w, h, x, y = int(w), int(h), int(x), int(y)
                if (fw, fh) != (w, h):
                    raise ValueError(f"frame {number} decodes to {fw} x {fh}, listed as {w} x {h}")
                for row in range(h):
                    line = pixels[row * w * 4 : (row + 1) * w * 4]
                    start = ((y + row) * width + x) * 4
                    if blend == "no" or min(line[3::4]) == 255:
                        canvas[start : start + w * 4] = line
                        continue
                    for column in range(w):
                        source = pixels[(row * w + column) * 4 : (row * w + column) * 4 + 4]
                        offset = ((y + row) * width + x + column) * 4
                        if blend == "yes" and source[3] < 255:
                            below = canvas[offset : offset + 4]
                            alpha = source[3] + below[3] * (255 - source[3]) // 255
                            if alpha == 0:
                                source = bytes(4)
                            else:
                                source = bytes(
                                    (source[c] * source[3] + below[c] * below[3] * (255 - source[3]) // 255) // alpha
                                    for c in range(3)
                                ) + bytes((alpha,))
                        canvas[offset : offset + 4] = source
                lines.append(
                    f"FRAME {int(number) - 1} {duration} {x} {y} {w} {h} {blend} {dispose} {compression} "
                    + hashlib.sha256(canvas).hexdigest()
                )
                if dispose == "background":
                    for row in range(h):
                        start = ((y + row) * width + x) * 4
                        canvas[start : start + w * 4] = bytes(w * 4)
    except (OSError, ValueError) as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
