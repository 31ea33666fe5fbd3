#!/usr/bin/env python3
"""The module map of docs/architecture.md, from Package.swift (`swift package dump-package`).

    module-map.py            print the block (every library, executable and C-shim target with
                             the package's own targets it imports, highest first)
    module-map.py --write F  write docs/architecture.md with its block regenerated to F

The block sits between `<!-- module-map:begin -->` and `<!-- module-map:end -->`. `make docs`
regenerates docs/architecture.md with it and compares, `make docs UPDATE=1` writes it, so the map
cannot drift from the package.
"""
import json
import os
import subprocess
import sys

BEGIN, END = "<!-- module-map:begin -->", "<!-- module-map:end -->"



# What each C target (a target with .c files) holds, as the map says it.
C_TARGETS = {
    "CPixelLoops": "per-pixel and per-byte loops",
    "CReelSystem": "the C library calls Swift cannot make",
}

def targets():
    dump = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True,
                                     text=True).stdout)
    result = {}
    for target in dump["targets"]:
        if target["type"] in ("test", "plugin", "binary") or (target.get("path") or "").startswith("Tests"):
            continue
        local = []
        external = []
        for dependency in target.get("dependencies", []):
            if "byName" in dependency or "target" in dependency:
                local.append((dependency.get("byName") or dependency.get("target"))[0])
            elif "product" in dependency:
                external.append(dependency["product"][0])
        result[target["name"]] = (target["type"], local, external)
    return result


def block():
    graph = targets()
    depth = {}

    def level(name):
        if name not in depth:
            depth[name] = 0
            _, local, _ = graph.get(name, ("", [], []))
            depth[name] = 1 + max((level(d) for d in local if d in graph), default=-1)
        return depth[name]

    names = sorted(graph, key=lambda n: (-level(n), n.lower()))
    width = max(len(n) for n in names) + 1
    lines = ["```"]
    for name in names:
        kind, local, external = graph[name]
        if kind == "system":
            lines.append(f"{name.ljust(width)}   (C shim: a module map and a header)")
            continue
        folder = os.path.join("Sources", name)
        if any(file.endswith(".c") for _, _, files in os.walk(folder) for file in files):
            about = C_TARGETS.get(name, "C code")
            lines.append(f"{name.ljust(width)}   (C: {about})")
            continue
        imports = sorted(local, key=lambda n: (-level(n) if n in graph else 0, n)) + sorted(external)
        lines.append(f"{name.ljust(width)}──▶ " + (", ".join(imports) if imports else "—"))
    lines.append("```")
    return "\n".join(lines) + "\n"


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    text = block()
    if len(sys.argv) == 1:
        sys.stdout.write(text)
        return 0
    path = "docs/architecture.md"
    document = open(path, encoding="utf-8").read()
    start, end = document.index(BEGIN) + len(BEGIN) + 1, document.index(END)
    if sys.argv[1] != "--write" or len(sys.argv) != 3:
        print("usage: module-map.py [--write FILE]", file=sys.stderr)
        return 2
    with open(sys.argv[2], "w", encoding="utf-8") as handle:
        handle.write(document[:start] + text + document[end:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
