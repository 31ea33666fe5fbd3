#!/usr/bin/env python3
"""Every `import` of a module this package or its dependencies build is a declared dependency.

Reads the targets from `swift package dump-package` and the imports from each target's Swift
files (outside string literals and comments). An import of a module of this package, or of a
dependency's product, that the importing target does not declare is reported as FILE:LINE and
the check exits 1. System modules (Foundation, Glibc, Testing, …), imports guarded by
`#if canImport(THAT_MODULE)` and imports for one platform (`canImport(Darwin)`, `os(…)`, or their
`#else`) need no declaration. `make test` runs it before building; it stands
in for `swift build --explicit-target-dependency-import-check error`, which would also check the
dependencies' own targets (swift-snapshot-testing's `#if canImport(UIKit)` finds this package's
`UIKit` module on Linux).
"""
import json
import os
import re
import subprocess
import sys

SYSTEM = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
    "XCTest", "Testing", "Synchronization", "_Concurrency", "CoreFoundation", "ObjectiveC", "os",
    "PackagePlugin", "Observation", "RegexBuilder",
}
IMPORT = re.compile(
    r"^\s*(?:@testable\s+|@_exported\s+|@_implementationOnly\s+|(?:public|internal|package|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|func|protocol|var|let|typealias)\s+)?(\w+)")


def imports(path):
    """(line number, module, guarded) for each import outside string literals and comments."""
    found, in_string, in_comment, guards = [], False, 0, []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            stripped = line.strip()
            if in_string:
                if stripped.count('"""') % 2 == 1:
                    in_string = False
                continue
            if in_comment:
                in_comment += line.count("/*") - line.count("*/")
                continue
            if stripped.startswith("/*"):
                in_comment = line.count("/*") - line.count("*/")
                continue
            condition = re.match(r"#(?:if|elseif)\s+(.*)", stripped)
            if condition:
                if stripped.startswith("#if"):
                    guards.append(condition.group(1))
                elif guards:
                    guards[-1] = condition.group(1)
            elif stripped.startswith("#else") and guards:
                guards[-1] = "#else of " + guards[-1]
            elif stripped.startswith("#endif") and guards:
                guards.pop()
            match = IMPORT.match(line)
            if match:
                module = match.group(1)
                # An import for one platform (`canImport(Darwin)`, `os(…)`) or of a module that
                # may be absent (`canImport(THAT_MODULE)`) is the platform's, not a dependency.
                guarded = any(
                    re.search(r"canImport\(\s*(" + module + r"|Darwin)\s*\)|\bos\(", g) for g in guards)
                found.append((number, module, guarded))
            if line.count('"""') % 2 == 1:
                in_string = True
    return found


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    dump = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    local = {target["name"] for target in dump["targets"]}
    external = set()
    for target in dump["targets"]:
        for dependency in target.get("dependencies", []):
            if "product" in dependency:
                external.add(dependency["product"][0])
    problems = 0
    for target in dump["targets"]:
        if target["type"] in ("system", "plugin", "binary"):
            continue
        name = target["name"]
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        declared = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0].replace("-", "_"))
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                for number, module, guarded in imports(path):
                    known = module in local or module.replace("_", "-") in local or module in external
                    if module in SYSTEM or guarded or not known or module == name.replace("-", "_"):
                        continue
                    if module not in declared:
                        print(f"{path}:{number}: {name} imports {module}, which is not among its dependencies "
                              f"in Package.swift")
                        problems += 1
    if problems:
        print(f"check-imports: {problems} undeclared import(s)", file=sys.stderr)
        return 1
    print(f"check-imports: every import of {len(dump['targets'])} targets is declared")
    return 0


if __name__ == "__main__":
    sys.exit(main())
