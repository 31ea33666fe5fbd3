#!/usr/bin/env python3
"""An independent GIF reader for the tests: the GIF89a specification and Python's stdlib only.

    gif_frames.py FILE

Decodes every image of an animated GIF (LZW, global and local colour tables, transparency,
disposal methods 0-3) and composites it onto the logical screen the way a viewer shows it.
Prints one header line, then one line per image:

    GIF WIDTH HEIGHT IMAGES LOOP GLOBALCOLOURS
    FRAME INDEX DELAY X Y W H DISPOSAL LOCALCOLOURS TRANSPARENT SHA256

LOOP is the NETSCAPE2.0 loop count (-1 when absent), GLOBALCOLOURS / LOCALCOLOURS the table sizes
(0 when absent), TRANSPARENT the transparent index (-1 when none), DELAY in centiseconds and
SHA256 the hash of the whole screen after the image is drawn, as straight RGBA (8 bits a sample,
rows top to bottom; transparent screen pixels are 0, 0, 0, 0) - the hash png_pixels.py prints for
a PNG of the same pixels. Exits 1 with a message on a damaged or unsupported file.
"""
import hashlib
import struct
import sys


class Reader:
    def __init__(self, data):
        self.data = data
        self.position = 0

    def take(self, count):
        if self.position + count > len(self.data):
            raise ValueError(f"truncated at byte {self.position}")
        chunk = self.data[self.position : self.position + count]
        self.position += count
        return chunk

    def byte(self):
        return self.take(1)[0]

    def sub_blocks(self):
        out = bytearray()
        while True:
            size = self.byte()
            if size == 0:
                return bytes(out)
            out += self.take(size)


def lzw_decode(data, minimum, count):
    """The colour indices of one image: variable-length codes, least significant bit first."""
    if not 2 <= minimum <= 8:
        raise ValueError(f"LZW minimum code size {minimum}")
    clear, end = 1 << minimum, (1 << minimum) + 1
    width = minimum + 1
    table = [bytes([i]) for i in range(clear)] + [b"", b""]
    out = bytearray()
    previous = None
    bits = value = position = 0
    saw_end = False
    while True:
        while bits < width:
            if position >= len(data):
                break
            value |= data[position] << bits
            position += 1
            bits += 8
        if bits < width:
            break
        code = value & ((1 << width) - 1)
        value >>= width
        bits -= width
        if code == clear:
            table = table[: clear + 2]
            width = minimum + 1
            previous = None
            continue
        if code == end:
            saw_end = True
            break
        if previous is None:
            if code >= len(table):
                raise ValueError(f"code {code} after a clear code")
            entry = table[code]
        elif code < len(table):
            entry = table[code]
            if len(table) < 4096:
                table.append(table[previous] + entry[:1])
        elif code == len(table):
            entry = table[previous] + table[previous][:1]
            table.append(entry)
        else:
            raise ValueError(f"code {code} beyond the table ({len(table)} entries)")
        out += entry
        previous = code
        if len(table) == (1 << width) and width < 12:
            width += 1
    if not saw_end:
        raise ValueError("no end code")
    if len(out) < count:
        raise ValueError(f"{len(out)} indices for {count} pixels")
    return bytes(out[:count])


def colour_table(reader, packed):
    size = 2 << (packed & 7)
    raw = reader.take(size * 3)
    return [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]


def decode(data):
    reader = Reader(data)
    if reader.take(6) not in (b"GIF89a", b"GIF87a"):
        raise ValueError("not a GIF signature")
    width, height, packed, background, _ = struct.unpack("<HHBBB", reader.take(7))
    global_table = colour_table(reader, packed) if packed & 0x80 else None
    screen = bytearray(width * height * 4)
    loop = -1
    control = None
    lines = []
    index = 0
    while True:
        kind = reader.byte()
        if kind == 0x3B:
            break
        if kind == 0x21:
            label = reader.byte()
            if label == 0xF9:
                body = reader.sub_blocks()
                if len(body) != 4:
                    raise ValueError("graphic control extension is not 4 bytes")
                flags, delay, transparent = body[0], body[1] | body[2] << 8, body[3]
                control = ((flags >> 2) & 7, delay, transparent if flags & 1 else -1)
            elif label == 0xFF:
                size = reader.byte()
                name = reader.take(size)
                body = reader.sub_blocks()
                if name == b"NETSCAPE2.0" and len(body) == 3 and body[0] == 1:
                    loop = body[1] | body[2] << 8
            else:
                reader.sub_blocks()
            continue
        if kind != 0x2C:
            raise ValueError(f"unexpected block 0x{kind:02X} at byte {reader.position - 1}")
        x, y, w, h, packed = struct.unpack("<HHHHB", reader.take(9))
        if packed & 0x40:
            raise ValueError("interlaced images are not expected")
        if x + w > width or y + h > height:
            raise ValueError(f"image {index} ({x}, {y}, {w} x {h}) leaves the screen")
        local_table = colour_table(reader, packed) if packed & 0x80 else None
        table = local_table or global_table
        if table is None:
            raise ValueError(f"image {index} has no colour table")
        minimum = reader.byte()
        indices = lzw_decode(reader.sub_blocks(), minimum, w * h)
        disposal, delay, transparent = control or (0, 0, -1)
        saved = bytes(screen) if disposal == 3 else None
        pixels = [bytes((*colour, 255)) for colour in table]
        if max(indices, default=0) >= len(table) and any(
            value >= len(table) and value != transparent for value in indices
        ):
            raise ValueError(f"an index beyond the colour table in image {index}")
        for row in range(h):
            values = indices[row * w : (row + 1) * w]
            start = ((y + row) * width + x) * 4
            if transparent < 0 or transparent not in values:
                screen[start : start + w * 4] = b"".join(pixels[value] for value in values)
                continue
            for column, value in enumerate(values):
                if value != transparent:
                    offset = start + column * 4
                    screen[offset : offset + 4] = pixels[value]
        digest = hashlib.sha256(screen).hexdigest()
        lines.append(
            f"FRAME {index} {delay} {x} {y} {w} {h} {disposal} "
            f"{len(local_table) if local_table else 0} {transparent} {digest}"
        )
        if disposal == 2:
            for row in range(h):
                start = ((y + row) * width + x) * 4
                screen[start : start + w * 4] = bytes(w * 4)
        elif disposal == 3:
            screen = bytearray(saved)
        control = None
        index += 1
    header = f"GIF {width} {height} {index} {loop} {len(global_table) if global_table else 0}"
    return [header] + lines


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    try:
        with open(arguments[0], "rb") as handle:
            lines = decode(handle.read())
    except (OSError, ValueError) as error:
        print(f"{arguments[0]}: {error}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
