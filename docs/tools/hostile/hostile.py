#!/usr/bin/env python3
"""A hostile corpus for `reel` (issue 16), built fresh from a seed, and a runner that checks the
contract on every input:

  - never a signal (a crash), never past 10 s (a hang), never over 1 GB of peak memory;
  - exit 0: the output folder holds one whole render (frames numbered 0..n-1, no staging folder,
    no lock left, the foreign file untouched, every PNG well formed);
  - exit 1 only where it means "differs" (diff, verify);
  - exit 2: a message naming the file (the scene, the PNG, the folder) or the option, and the
    output folder exactly as it was before the run (no partial output).

Usage: hostile.py REEL WORKDIR [--seed N] [--scale F] [--only KIND,KIND]
Needs PyYAML (pip install pyyaml) and, for the fs kind, root (it mounts small and read-only tmpfs
file systems). HOSTILE_WALL=60 raises the wall-clock limit on a loaded machine (CPU time is
still judged at 10 s). Not part of `make test`: a full run takes 10-20 minutes.
Prints a table of kinds and a line per failed case; writes WORKDIR/results.json.

Kinds: value (a key of a fixture scene given a hostile value), shape (a subtree moved, repeated,
retyped), bytes (truncated, flipped, re-encoded text), bomb (YAML alias, merge-key and nesting
bombs), png (hostile PNGs through `reel diff`), golden (hostile golden sets through `reel
verify`), fs (unwritable, full, odd and escaping output folders; odd scene paths), signal
(SIGINT/SIGTERM/SIGKILL mid-render), race (two renders into one folder), args (hostile option
values).
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import threading
import time
import zlib

import yaml

# The repository: docs/tools/hostile/hostile.py is three folders below it.
ROOT = os.environ.get("REEL_ROOT") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
TIME_LIMIT = float(os.environ.get("HOSTILE_WALL", "10"))  # raise on a loaded machine; CPU time is judged at 10 s
MEMORY_LIMIT_KB = 1024 * 1024

# Values the project's own mutation test does not use (it uses delete, wrong type, NaN, 1e308,
# -1, 0, a 100 KB string and an alias).
HOSTILE_VALUES = [
    4.9e-324, -4.9e-324, 2.2250738585072014e-308, 9.3e18, -9.3e18, 9007199254740993, 2**63,
    -(2**63) - 1, 2**64, 1e15, -1e15, 65536, 1e6, 1e7, 123456789, -0.0, 0.5, -0.5, 1e-9,
    float("inf"), float("-inf"), "0x10", "1_000", "1e999", "-1e999", ".NaN", "12", "∞", "١٢٣",
    "", " ", "\u202e", "😀" * 200, "a" * 5000, "../../../../tmp/escaped", "/", "\x07", True, False,
    None, [], {}, [[[[[]]]]], {"x": {"y": {"z": 1}}}, [1e308, -1e308], list(range(300)),
    {"width": 1e9, "height": 1e9}, {"width": -10, "height": 5}, {"x": float("nan")},
]


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def snapshot(folder):
    """Names and hashes of every file under folder (None when it does not exist)."""
    if not os.path.isdir(folder):
        return None
    result = {}
    for base, dirs, files in os.walk(folder):
        for name in dirs:
            result[os.path.relpath(os.path.join(base, name), folder) + "/"] = "dir"
        for name in files:
            path = os.path.join(base, name)
            try:
                result[os.path.relpath(path, folder)] = sha(path)
            except OSError:
                result[os.path.relpath(path, folder)] = "unreadable"
    return result


def png_well_formed(path):
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "no PNG signature"
    at, seen_end = 8, False
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        crc = data[at + 8 + length:at + 12 + length]
        if len(crc) != 4 or struct.unpack(">I", crc)[0] != zlib.crc32(kind + body) & 0xFFFFFFFF:
            return f"bad chunk {kind!r} at {at}"
        at += 12 + length
        if kind == b"IEND":
            seen_end = True
            break
    if not seen_end or at != len(data):
        return "no IEND at the end"
    return None


def check_render_folder(folder, foreign):
    """Problems with a folder a render said it wrote (exit 0)."""
    problems = []
    names = os.listdir(folder) if os.path.isdir(folder) else []
    for name in names:
        if name.startswith(".reel-staging") or name.endswith(".tmp"):
            problems.append(f"left behind: {name}")
    frames = sorted(n for n in names if n.startswith("frame-"))
    by_ext = {}
    for name in frames:
        stem, ext = os.path.splitext(name)
        by_ext.setdefault(ext, []).append(int(stem.split("-")[1]))
    for ext, numbers in by_ext.items():
        if numbers != list(range(len(numbers))):
            problems.append(f"frames{ext} not 0..n-1: {numbers[:5]}…{numbers[-3:]} ({len(numbers)})")
    if len(set(len(v) for v in by_ext.values())) > 1:
        problems.append(f"formats with different frame counts: { {k: len(v) for k, v in by_ext.items()} }")
    for name in names:
        if name.endswith(".png"):
            error = png_well_formed(os.path.join(folder, name))
            if error:
                problems.append(f"{name}: {error}")
    if foreign and not os.path.exists(os.path.join(folder, foreign[0])):
        problems.append("foreign file removed")
    elif foreign and sha(os.path.join(folder, foreign[0])) != foreign[1]:
        problems.append("foreign file changed")
    return problems


class Runner:
    def __init__(self, reel, work):
        self.reel = reel
        self.work = work
        self.env = dict(os.environ, NO_COLOR="1")

    def run(self, argv, cwd=None, env=None, kill_after=None, kill_signal=None):
        """Runs reel with argv; returns (status, signal, seconds, peak KB, stdout, stderr, hung)."""
        start = time.monotonic()
        process = subprocess.Popen([self.reel] + argv, cwd=cwd or self.work, env=env or self.env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        hung = []

        def watchdog():
            hung.append(True)
            process.kill()

        timer = threading.Timer(TIME_LIMIT, watchdog)
        timer.start()
        if kill_after is not None:
            killer = threading.Timer(kill_after, lambda: process.poll() is None and process.send_signal(kill_signal))
            killer.start()
        out_chunks, err_chunks = [], []
        reader = threading.Thread(target=lambda: out_chunks.append(process.stdout.read()))
        reader.start()
        err_chunks.append(process.stderr.read())
        reader.join()
        _, status, usage = os.wait4(process.pid, 0)
        timer.cancel()
        process.returncode = 0
        seconds = time.monotonic() - start
        code = os.waitstatus_to_exitcode(status)
        return {
            "status": code if code >= 0 else None,
            "signal": -code if code < 0 else None,
            "seconds": round(seconds, 3),
            "peak_kb": usage.ru_maxrss,
            "cpu": round(usage.ru_utime + usage.ru_stime, 3),
            "stdout": out_chunks[0].decode("utf-8", "replace")[-2000:],
            "stderr": err_chunks[0].decode("utf-8", "replace")[-4000:],
            "hung": bool(hung) and kill_after is None,
        }


def fixture_scenes():
    found = []
    for folder in ["Fixtures/scenes", "docs/scenes", "docs/scenes/gallery", "docs/scenes/content"]:
        path = os.path.join(ROOT, folder)
        for name in sorted(os.listdir(path)):
            if name.endswith(".yaml") and name not in ("bench-10000.yaml",):
                found.append(os.path.join(path, name))
    return found


def key_paths(node, prefix=()):
    paths = []
    if isinstance(node, dict):
        for key, value in node.items():
            paths.append(prefix + (key,))
            paths += key_paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            paths.append(prefix + (index,))
            paths += key_paths(value, prefix + (index,))
    return paths


def get(node, path):
    for step in path:
        node = node[step]
    return node


def put(node, path, value):
    parent = get(node, path[:-1])
    parent[path[-1]] = value


class Dumper(yaml.SafeDumper):
    pass


def represent_float(dumper, value):
    if value != value:
        text = ".nan"
    elif value == float("inf"):
        text = ".inf"
    elif value == float("-inf"):
        text = "-.inf"
    else:
        text = repr(value)
    return dumper.represent_scalar("tag:yaml.org,2002:float", text)


Dumper.add_representer(float, represent_float)


def dump(tree):
    return yaml.dump(tree, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=1000)


class Corpus:
    """Builds the cases. Each case: kind, name, a setup function and a check."""

    def __init__(self, work, seed):
        self.work = work
        self.random = random.Random(seed)
        self.scenes = fixture_scenes()
        self.trees = {}
        for path in self.scenes:
            with open(path) as f:
                self.trees[path] = yaml.safe_load(f)

    def folder(self, case_id):
        path = os.path.join(self.work, "cases", case_id)
        os.makedirs(path, exist_ok=True)
        return path

    def scene_case(self, kind, case_id, text, source, command=None):
        folder = self.folder(case_id)
        scene = os.path.join(folder, f"{case_id}.yaml")
        with open(scene, "wb") as f:
            f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
        command = command or self.random.choice(["render"] * 4 + ["dump"])
        out = os.path.join(folder, "out")
        return {"kind": kind, "id": case_id, "source": os.path.relpath(source, ROOT), "scene": scene,
                "command": command, "out": out, "name_in_error": os.path.basename(scene)}

    def value_cases(self, count):
        cases = []
        for n in range(count):
            source = self.random.choice(self.scenes)
            tree = json.loads(json.dumps(self.trees[source]))
            paths = key_paths(tree)
            path = self.random.choice(paths)
            value = self.random.choice(HOSTILE_VALUES)
            put(tree, path, value)
            cases.append(self.scene_case("value", f"value-{n:04d}", dump(tree), source))
            cases[-1]["detail"] = f"{'.'.join(map(str, path))} = {str(value)[:40]!r}"
        return cases

    def shape_cases(self, count):
        cases = []
        for n in range(count):
            source = self.random.choice(self.scenes)
            tree = json.loads(json.dumps(self.trees[source]))
            paths = key_paths(tree)
            path = self.random.choice(paths)
            what = self.random.choice(["repeat", "wrap", "swap", "unwrap", "typo", "stringify", "dup-key"])
            detail = f"{what} {'.'.join(map(str, path))}"
            value = get(tree, path)
            if what == "repeat":
                put(tree, path, [value] * self.random.choice([2, 50, 5000]))
            elif what == "wrap":
                put(tree, path, {"value": value})
            elif what == "swap":
                other = self.random.choice(paths)
                try:
                    other_value = get(tree, other)
                    put(tree, path, json.loads(json.dumps(other_value)))
                    detail += f" <- {'.'.join(map(str, other))}"
                except (KeyError, IndexError, TypeError):
                    pass
            elif what == "unwrap":
                if isinstance(value, dict) and value:
                    put(tree, path, list(value.values()))
                elif isinstance(value, list) and value:
                    put(tree, path, value[0])
            elif what == "typo":
                parent = get(tree, path[:-1])
                if isinstance(parent, dict):
                    key = path[-1]
                    parent[str(key)[:-1] + "x" if len(str(key)) > 1 else "zz"] = parent.pop(key)
            elif what == "stringify":
                put(tree, path, json.dumps(value))
            text = dump(tree)
            if what == "dup-key":
                lines = text.splitlines()
                index = self.random.randrange(len(lines))
                lines.insert(index, lines[index])
                text = "\n".join(lines) + "\n"
            cases.append(self.scene_case("shape", f"shape-{n:04d}", text, source))
            cases[-1]["detail"] = detail
        return cases

    def byte_cases(self, count):
        cases = []
        for n in range(count):
            source = self.random.choice(self.scenes)
            with open(source, "rb") as f:
                data = bytearray(f.read())
            what = self.random.choice(["truncate", "flip", "control", "tabs", "utf8", "bom", "crlf",
                                       "nul", "equals", "json-truncate", "indent"])
            if what == "truncate":
                data = data[:self.random.randrange(1, len(data))]
            elif what == "flip":
                for _ in range(self.random.randint(1, 8)):
                    at = self.random.randrange(len(data))
                    data[at] = self.random.randrange(256)
            elif what == "control":
                at = self.random.randrange(len(data))
                data[at:at] = bytes([self.random.choice([0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x7f])])
            elif what == "tabs":
                data = data.replace(b"  ", b"\t", self.random.randint(1, 20))
            elif what == "utf8":
                at = self.random.randrange(len(data))
                data[at:at] = self.random.choice([b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80"])
            elif what == "bom":
                data = b"\xef\xbb\xbf" + data + (b"\xef\xbb\xbf" if self.random.random() < 0.5 else b"")
            elif what == "crlf":
                data = data.replace(b"\n", b"\r\n") if self.random.random() < 0.5 else data.replace(b"\n", b"\r")
            elif what == "nul":
                at = self.random.randrange(len(data))
                data[at:at] = b"\x00"
            elif what == "equals":
                data = data.replace(b": ", b"= ", self.random.randint(1, 5))
            elif what == "json-truncate":
                text = json.dumps(self.trees[source], allow_nan=True)
                data = bytearray(text[:self.random.randrange(1, len(text) + 1)].encode())
            elif what == "indent":
                lines = data.split(b"\n")
                at = self.random.randrange(len(lines))
                lines[at] = b" " * self.random.choice([1, 3, 7]) + lines[at]
                data = b"\n".join(lines)
            cases.append(self.scene_case("bytes", f"bytes-{n:04d}", bytes(data), source))
            cases[-1]["detail"] = what
        return cases

    def bomb_cases(self, count):
        cases = []
        base_source = os.path.join(ROOT, "Fixtures/scenes/flow.yaml")
        with open(base_source) as f:
            base = f.read()
        for n in range(count):
            what = n % 10
            width = self.random.randint(2, 12)
            depth = self.random.randint(6, 14)
            if what == 0:  # merge keys doubling
                lines = ["b0: &b0 {x: 1, y: 2}"]
                for level in range(1, depth):
                    refs = ", ".join([f"*b{level - 1}"] * width)
                    lines.append(f"b{level}: &b{level} {{<<: [{refs}], k{level}: 1}}")
                text = "\n".join(lines) + "\n" + base
            elif what == 1:  # nesting
                deep = self.random.choice([200, 2000, 20000, 100000])
                text = base + "extra: " + "[" * deep + "]" * deep + "\n"
            elif what == 2:  # flow-mapping nesting
                deep = self.random.choice([500, 5000, 50000])
                text = base + "extra: " + "{a: " * deep + "1" + "}" * deep + "\n"
            elif what == 3:  # string alias fan-out
                text = "s: &s " + "x" * 60000 + "\nl: &l [" + ", ".join(["*s"] * 200) + "]\n" + \
                    "m: [" + ", ".join(["*l"] * 200) + "]\n" + base
            elif what == 4:  # alias chain as the panes value
                lines = ["a0: &a0 {layout: flow, items: 3}"]
                for level in range(1, depth):
                    lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * width) + "]")
                text = base.replace("panes:", f"{chr(10).join(lines)}\npanes_old:") + f"panes: *a{depth - 1}\n"
            elif what == 5:  # undefined / recursive alias
                text = base + "x: *nowhere\n" if self.random.random() < 0.5 else base + "x: &r [*r]\n"
            elif what == 6:  # many keys
                keys = self.random.choice([10000, 100000])
                text = base + "extra:\n" + "".join(f"  k{i}: {i}\n" for i in range(keys))
            elif what == 7:  # long line
                text = base + "name: " + "n" * self.random.choice([10**5, 10**6]) + "\n"
            elif what == 8:  # huge list of items counts
                text = base.replace("items:", "items_old:") if "items:" in base else base
                text = text.replace("layout: flow", "layout: flow\n    items: [" + ", ".join(["1000"] * 20000) + "]", 1)
            else:  # many documents / tags
                text = "--- !!binary aGVsbG8=\n" + base + "\n---\n" + base if self.random.random() < 0.5 else \
                    base + "x: !!python/object:os.system ls\ny: !custom 3\n"
            cases.append(self.scene_case("bomb", f"bomb-{n:04d}", text, base_source))
            cases[-1]["detail"] = f"shape {what}"
        return cases

    # --- PNGs -------------------------------------------------------------------------------

    @staticmethod
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    def png(self, width, height, depth=8, colour=6, rows=None, interlace=0, extra=b"", idat=None,
            plte=None, bad_crc=False):
        channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(colour, 4)
        if idat is None:
            if rows is None:
                row_bytes = (width * channels * depth + 7) // 8
                rows = b"".join(b"\x00" + bytes((x * 37 + y) % 256 for x in range(min(row_bytes, 4096)))
                                for y in range(min(height, 256)))
            idat = zlib.compress(rows)
        ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
        data = b"\x89PNG\r\n\x1a\n" + self.chunk(b"IHDR", ihdr)
        if plte is not None:
            data += self.chunk(b"PLTE", plte)
        data += extra + self.chunk(b"IDAT", idat) + self.chunk(b"IEND", b"")
        if bad_crc:
            data = bytearray(data)
            data[29] ^= 0xFF
            data = bytes(data)
        return data

    def good_png(self, width=40, height=30, seed=0):
        rows = b"".join(b"\x00" + bytes(((x + seed) * 7 + y * 3) % 256 for x in range(width * 4)) for y in range(height))
        return self.png(width, height, rows=rows)

    def png_cases(self, count):
        cases = []
        good = self.good_png()
        for n in range(count):
            what = self.random.choice(["dims", "depth", "colour", "crc", "truncate", "bomb", "flip",
                                       "chunklen", "trailing", "noidat", "palette", "interlace",
                                       "short", "long", "empty", "text", "apng"])
            if what == "dims":
                w, h = self.random.choice([(0, 0), (1, 10**6), (65535, 65535), (2**31 - 1, 1),
                                           (2**32 - 1, 2**32 - 1), (20000, 20000), (1, 1)])
                data = self.png(w, h)
            elif what == "depth":
                data = self.png(10, 10, depth=self.random.choice([0, 3, 5, 7, 32, 255]))
            elif what == "colour":
                data = self.png(10, 10, colour=self.random.choice([1, 5, 7, 8, 255]))
            elif what == "crc":
                data = self.png(40, 30, bad_crc=True)
            elif what == "truncate":
                data = good[:self.random.randrange(1, len(good))]
            elif what == "bomb":
                side = self.random.choice([8000, 12000, 16000, 30000])
                row = b"\x00" + bytes(side * 4)
                compressor = zlib.compressobj(9)
                idat = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
                data = self.png(side, side, idat=idat)
            elif what == "flip":
                data = bytearray(good)
                for _ in range(self.random.randint(1, 6)):
                    at = self.random.randrange(8, len(data))
                    data[at] = self.random.randrange(256)
                data = bytes(data)
            elif what == "chunklen":
                data = bytearray(good)
                data[33:37] = struct.pack(">I", self.random.choice([2**31 - 1, 2**32 - 1, 10**9]))
                data = bytes(data)
            elif what == "trailing":
                data = good + os.urandom(self.random.choice([1, 100, 100000]))
            elif what == "noidat":
                data = b"\x89PNG\r\n\x1a\n" + self.chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0)) + self.chunk(b"IEND", b"")
            elif what == "palette":
                rows = b"".join(b"\x00" + bytes([250] * 10) for _ in range(10))
                data = self.png(10, 10, colour=3, rows=rows, plte=self.random.choice([None, b"\x00\x00\x00", b"\x00" * 769]))
            elif what == "interlace":
                data = self.png(10, 10, interlace=1, rows=b"\x00" * 7)
            elif what == "short":
                data = self.png(40, 30, rows=b"\x00" * 50)
            elif what == "long":
                data = self.png(4, 4, rows=b"\x00" * 100000)
            elif what == "empty":
                data = b""
            elif what == "text":
                data = b"not a png at all\n" * 10
            else:
                data = self.png(40, 30, extra=self.chunk(b"acTL", struct.pack(">II", 2**31, 0)) + self.chunk(b"fcTL", os.urandom(26)))
            folder = self.folder(f"png-{n:04d}")
            bad = os.path.join(folder, f"png-{n:04d}-hostile.png")
            ok = os.path.join(folder, "good.png")
            with open(bad, "wb") as f:
                f.write(data)
            with open(ok, "wb") as f:
                f.write(good)
            order = [ok, bad] if self.random.random() < 0.5 else [bad, ok]
            argv = ["diff"] + order
            out = os.path.join(folder, "out")
            if self.random.random() < 0.5:
                argv += ["--out", os.path.join(out, "diff.png")]
            cases.append({"kind": "png", "id": f"png-{n:04d}", "argv": argv, "out": out, "detail": what,
                          "name_in_error": os.path.basename(bad), "allow": {0, 1, 2}})
        return cases

    def golden_cases(self, count, record):
        """record(scene, golden) makes a golden set once; cases corrupt copies of it."""
        cases = []
        source = os.path.join(ROOT, "Fixtures/scenes/golden-table.yaml")
        template = os.path.join(self.work, "golden-template")
        if not os.path.isdir(template):
            record(source, template)
        files = sorted(f for f in os.listdir(template))
        for n in range(count):
            folder = self.folder(f"golden-{n:04d}")
            golden = os.path.join(folder, "golden")
            shutil.copytree(template, golden)
            victim = self.random.choice(files)
            path = os.path.join(golden, victim)
            what = self.random.choice(["truncate", "flip", "replace", "remove", "json", "dir"])
            with open(path, "rb") as f:
                data = bytearray(f.read())
            if what == "truncate":
                data = data[:self.random.randrange(0, len(data))]
            elif what == "flip":
                for _ in range(self.random.randint(1, 5)):
                    at = self.random.randrange(len(data))
                    data[at] ^= 1 << self.random.randrange(8)
            elif what == "replace":
                data = bytearray(self.png(20000, 20000, idat=zlib.compress(b"\x00" * 1000)))
            elif what == "json":
                data = bytearray(self.random.choice([b"{", b"[]", b"{\"version\": 1e999}", b"null",
                                                     b"{\"frames\": \"x\"}", json.dumps({"a": [1] * 100000}).encode()]))
            if what == "remove":
                os.remove(path)
            elif what == "dir":
                os.remove(path)
                os.makedirs(path)
            else:
                with open(path, "wb") as f:
                    f.write(data)
            cases.append({"kind": "golden", "id": f"golden-{n:04d}",
                          "argv": ["verify", source, "--golden", golden], "out": golden,
                          "detail": f"{what} {victim}", "name_in_error": victim if what != "remove" else "",
                          "allow": {0, 1, 2}, "keep_out": True})
        return cases

    def arg_cases(self, count):
        cases = []
        scene = os.path.join(ROOT, "Fixtures/scenes/flow.yaml")
        options = [
            ["--jobs", "0"], ["--jobs", "1e3"], ["--jobs", "99999999999999999999"], ["--jobs", ""],
            ["--shard", "0/0"], ["--shard", "3/2"], ["--shard", "1/99999999999999999999"], ["--shard", "a/b"],
            ["--shard", "1/0"], ["--format", "bmp"], ["--format", ""], ["--png-compression", "max"],
            ["--port", "70000"], ["--port", "-1"], ["--out", "\n"], ["--out", "a\x01b"],
        ]
        diff_options = [["--threshold", "nan"], ["--threshold", "inf"], ["--threshold", "2"],
                        ["--max-diff-pixels", "1e99"], ["--max-diff-pixels", "-0"], ["--alpha", "nan"]]
        plot_options = [["-a", "nope"], ["-a", "center.y", "--from", "nan"], ["-a", "center.y", "--to", "1e309"],
                        ["-a", "center.y", "--items", "5-1"], ["-a", "center.y", "--items", ""],
                        ["-a", "center.y", "--steps", "0"], ["-a", "center.y", "--steps", "1e12"]]
        for n in range(count):
            folder = self.folder(f"args-{n:04d}")
            out = os.path.join(folder, "out")
            group = n % 3
            if group == 0:
                option = options[(n // 3) % len(options)]
                argv = ["render", scene] + (["--out", out] if option[0] != "--out" else []) + option
                name = option[0].lstrip("-")
            elif group == 1:
                option = diff_options[(n // 3) % len(diff_options)]
                png = os.path.join(folder, "a.png")
                with open(png, "wb") as f:
                    f.write(self.good_png())
                argv = ["diff", png, png] + option
                name = option[0].lstrip("-").split("-")[0]
            else:
                option = plot_options[(n // 3) % len(plot_options)]
                argv = ["plot", scene, "--out", os.path.join(out, "p.svg")] + option
                name = ""
            cases.append({"kind": "args", "id": f"args-{n:04d}", "argv": argv, "out": out,
                          "detail": " ".join(option)[:40], "name_in_error": name, "allow": {0, 2}})
        return cases


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reel")
    parser.add_argument("work")
    parser.add_argument("--seed", type=int, default=20261126)
    parser.add_argument("--only", default="")
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args()
    reel = os.path.abspath(args.reel)
    work = os.path.abspath(args.work)
    if os.path.exists(work):
        subprocess.run(["umount", "-q"] + [os.path.join(work, "cases", c, "mnt") for c in
                                           os.listdir(os.path.join(work, "cases"))] if os.path.isdir(os.path.join(work, "cases")) else ["true"],
                       stderr=subprocess.DEVNULL)
        shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    runner = Runner(reel, work)
    corpus = Corpus(work, args.seed)

    def record(scene, golden):
        result = runner.run(["record", scene, "--golden", golden])
        assert result["status"] == 0, result["stderr"]

    counts = {"value": 560, "shape": 220, "bytes": 240, "bomb": 60, "png": 200, "golden": 60, "args": 60}
    builders = {"value": corpus.value_cases, "shape": corpus.shape_cases, "bytes": corpus.byte_cases,
                "bomb": corpus.bomb_cases, "png": corpus.png_cases, "args": corpus.arg_cases,
                "golden": lambda c: corpus.golden_cases(c, record)}
    kinds = args.only.split(",") if args.only else list(counts) + ["fs", "signal", "race"]
    cases = []
    for kind, count in counts.items():
        if kind in kinds:
            cases += builders[kind](max(1, int(count * args.scale)))

    # A previous whole render of each source scene, copied into a case's out folder first, so
    # that a failed run must leave it as it was and a successful one must replace it whole.
    previous = {}
    foreign = ("keep-me.txt", hashlib.sha256(b"not reel's\n").hexdigest())

    def prepare(case):
        out = case["out"]
        if case.get("keep_out"):
            return
        if case.get("scene"):
            source = os.path.join(ROOT, case["source"])
            if source not in previous:
                template = os.path.join(work, "previous", os.path.basename(source))
                result = runner.run(["render", source, "--out", template, "--format", "png", "--quiet"])
                previous[source] = template if result["status"] == 0 else None
            if previous[source]:
                shutil.copytree(previous[source], out)
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, foreign[0]), "w") as f:
            f.write("not reel's\n")

    results = []
    failures = []
    started = time.monotonic()

    def judge(case, result, before):
        problems = []
        if result["signal"]:
            problems.append(f"signal {result['signal']}")
        if result["hung"]:
            problems.append(f"hung past {TIME_LIMIT:.0f} s")
        if result["cpu"] > 10:
            problems.append(f"{result['cpu']:.1f} s of CPU")
        if result["peak_kb"] > MEMORY_LIMIT_KB:
            problems.append(f"peak memory {result['peak_kb'] // 1024} MB")
        status = result["status"]
        allowed = case.get("allow", {0, 2})
        if status is not None and status not in allowed:
            problems.append(f"exit {status}")
        if status not in (0, None) and status != 1:
            name = case.get("name_in_error", "")
            if name and name not in result["stderr"]:
                problems.append(f"message does not name {name!r}")
            if not result["stderr"].strip():
                problems.append("no message")
            after = snapshot(case["out"])
            if not case.get("keep_out") and after != before:
                changed = sorted(set((after or {}).items()) ^ set((before or {}).items()))[:3]
                problems.append(f"output folder changed on failure: {changed}")
        if status == 0 and case.get("scene") and case["command"] == "render":
            problems += check_render_folder(case["out"], foreign)
        if len(result["stderr"]) >= 4000 and "Traceback" not in result["stderr"]:
            pass
        if "Fatal error" in result["stderr"] or "Stack dump" in result["stderr"] or "backtrace" in result["stderr"].lower():
            problems.append("a backtrace of reel")
        return problems

    for index, case in enumerate(cases):
        prepare(case)
        before = snapshot(case["out"])
        if case.get("scene"):
            argv = [case["command"], case["scene"]]
            if case["command"] == "render":
                argv += ["--out", case["out"], "--quiet"]
        else:
            argv = case["argv"]
        result = runner.run(argv)
        problems = judge(case, result, before)
        record_ = {"id": case["id"], "kind": case["kind"], "detail": case.get("detail", ""),
                   "argv": argv, "status": result["status"], "signal": result["signal"],
                   "seconds": result["seconds"], "cpu": result["cpu"], "peak_mb": round(result["peak_kb"] / 1024, 1),
                   "stderr": result["stderr"][:600], "problems": problems}
        results.append(record_)
        if problems:
            failures.append(record_)
            print(f"FAIL {case['id']} ({case.get('detail', '')}): {'; '.join(problems)} :: {result['stderr'][:300]!r}", flush=True)
        elif result["status"] == 0 and case.get("scene"):
            shutil.rmtree(case["out"], ignore_errors=True)
        if index % 100 == 99:
            print(f"… {index + 1} of {len(cases)} in {time.monotonic() - started:.0f} s", flush=True)

    if any(k in kinds for k in ("fs", "signal", "race")):
        import hostile_fs
        extra = hostile_fs.run_all(runner, corpus, work, kinds, foreign, judge_folder=check_render_folder)
        for record_ in extra:
            results.append(record_)
            if record_["problems"]:
                failures.append(record_)
                print(f"FAIL {record_['id']} ({record_['detail']}): {'; '.join(record_['problems'])} :: {record_['stderr'][:300]!r}", flush=True)

    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    by_kind = {}
    for r in results:
        entry = by_kind.setdefault(r["kind"], {"cases": 0, "failed": 0, "exit0": 0, "exit1": 0, "exit2": 0,
                                               "max_s": 0, "max_mb": 0})
        entry["cases"] += 1
        entry["failed"] += bool(r["problems"])
        if r["status"] in (0, 1, 2):
            entry[f"exit{r['status']}"] += 1
        entry["max_s"] = max(entry["max_s"], r["seconds"])
        entry["max_mb"] = max(entry["max_mb"], r["peak_mb"])
    print(f"\n{'kind':8} {'cases':>6} {'failed':>6} {'exit 0':>6} {'exit 1':>6} {'exit 2':>6} {'max s':>7} {'max MB':>7}")
    for kind, e in by_kind.items():
        print(f"{kind:8} {e['cases']:6} {e['failed']:6} {e['exit0']:6} {e['exit1']:6} {e['exit2']:6} {e['max_s']:7.2f} {e['max_mb']:7.1f}")
    total = len(results)
    print(f"{'all':8} {total:6} {len(failures):6}   in {time.monotonic() - started:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
