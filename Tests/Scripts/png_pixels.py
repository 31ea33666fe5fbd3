#!/usr/bin/env python3
"""An independent PNG reader for the tests: Python's zlib and the PNG specification only.

    png_pixels.py FILE...

For each file prints one line: `FILE COLOURTYPE BITDEPTH WIDTH HEIGHT COLOURS SHA256`, where
SHA256 is the hash of the decoded pixels as straight RGBA, 8 bits a sample, rows top to bottom,
and COLOURS the number of distinct RGBA colours. Reads colour types 2 (RGB), 3 (palette, with
tRNS) and 6 (RGBA) at the bit depths Canvas writes (8; 1, 2, 4, 8 for palettes), non-interlaced.
Exits 1 with a message on anything else or on a damaged file (bad CRC, short data).
"""
import hashlib
import struct
import sys
import zlib


def chunks(data, name):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{name}: not a PNG signature")
    position = 8
    while position < len(data):
        if position + 8 > len(data):
            raise ValueError(f"{name}: truncated chunk header at {position}")
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length : position + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise ValueError(f"{name}: bad CRC in {kind!r} at {position}")
        yield kind, body
        position += 12 + length
        if kind == b"IEND":
            return
    raise ValueError(f"{name}: no IEND")


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode(data, name):
    header = palette = None
    alpha = b""
    idat = bytearray()
    for kind, body in chunks(data, name):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i : i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"tRNS":
            alpha = body
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = header
    if interlace != 0:
        raise ValueError(f"{name}: interlaced")
    channels = {2: 3, 3: 1, 6: 4}.get(colour)
    if channels is None or (colour != 3 and depth != 8) or depth not in (1, 2, 4, 8):
        raise ValueError(f"{name}: colour type {colour} at depth {depth} not read here")
    if colour == 3 and palette is None:
        raise ValueError(f"{name}: palette image without PLTE")
    raw = zlib.decompress(bytes(idat))
    row_bytes = (width * channels * depth + 7) // 8
    bpp = max(1, channels * depth // 8)
    if len(raw) != height * (row_bytes + 1):
        raise ValueError(f"{name}: {len(raw)} bytes of image data, expected {height * (row_bytes + 1)}")
    if colour == 3:
        entries = [bytes(palette[i]) + bytes([alpha[i] if i < len(alpha) else 255]) for i in range(len(palette))]
        per_byte = 8 // depth
        mask = (1 << depth) - 1
        # Every byte value as the indices it packs, most significant bits first.
        unpack = [[(value >> (8 - depth * (k + 1))) & mask for k in range(per_byte)] for value in range(256)]
    previous = bytearray(row_bytes)
    out = bytearray()
    for y in range(height):
        start = y * (row_bytes + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1 : start + 1 + row_bytes])
        if kind == 2:
            row = bytearray((a + b) & 0xFF for a, b in zip(row, previous)) if any(row) else bytearray(previous)
        elif kind != 0:
            for i in range(row_bytes):
                left = row[i - bpp] if i >= bpp else 0
                up = previous[i]
                upper_left = previous[i - bpp] if i >= bpp else 0
                if kind == 1:
                    row[i] = (row[i] + left) & 0xFF
                elif kind == 3:
                    row[i] = (row[i] + (left + up) // 2) & 0xFF
                elif kind == 4:
                    row[i] = (row[i] + paeth(left, up, upper_left)) & 0xFF
                else:
                    raise ValueError(f"{name}: filter type {kind} in row {y}")
        previous = row
        if colour == 2:
            pixels = bytearray(width * 4)
            pixels[0::4], pixels[1::4], pixels[2::4] = row[0::3], row[1::3], row[2::3]
            pixels[3::4] = b"\xff" * width
            out += pixels
        elif colour == 6:
            out += row
        else:
            indices = row if depth == 8 else [i for byte in row for i in unpack[byte]]
            indices = indices[:width]
            if max(indices) >= len(entries):
                raise ValueError(f"{name}: index {max(indices)} outside the {len(entries)}-colour palette")
            out += b"".join(map(entries.__getitem__, indices))
    colours = len(set(memoryview(out).cast("I")))
    return colour, depth, width, height, colours, hashlib.sha256(out).hexdigest()


def main():
    status = 0
    for name in sys.argv[1:]:
        try:
            with open(name, "rb") as handle:
                fields = decode(handle.read(), name)
            print(name, *fields)
        except (ValueError, zlib.error, struct.error, TypeError) as error:
            print(f"png_pixels.py: {error}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
