#!/usr/bin/env python3
"""Every conversion of a floating-point value to an integer in Sources goes through `WholeNumber`.

`Int(x)` (and `Int8` … `UInt64`, `Int(exactly:)`, `lround`, `lrint`) traps or lies when `x` is
NaN, infinite or out of range: `fps: 1e-300` once reached `Int(1 / fps)` and killed `reel` with
SIGILL. `Sources/Geometry/Numbers/WholeNumber.swift` is the one checked conversion (nil, or
clamped to a documented range); this check finds the others. `make test` runs it before building.

Swift has no types at this level, so the check is a heuristic over each file with comments and
string literals removed (string interpolations are kept: `"\\(Int(x))"` is code). An integer
constructor's argument is floating when it contains:
- a floating literal (`0.5`, `1e3`) or a floating constructor (`Double(`, `CGFloat(`, `Float(`);
- a floating operation: `.rounded`, `.squareRoot()`, `floor(`, `ceil(`, `round(`, `trunc(`,
  `sqrt(`, `pow(`, `log(`, `exp(`, `.pi`;
- a name whose nearest declaration above it in the file is floating (`scale: Double`,
  `fps: CGFloat`, `let x = <floating expression>`; a name declared only below, as a property is,
  when every declaration of it is);
- a member chain (`scene.canvas.width`) whose type, followed from the root's declared type
  through the properties each type declares in Sources (`Scene.canvas: CanvasSpec`,
  `CanvasSpec.width: Double`), is floating; a root or member of unknown type is taken as the
  one type every property of that name in Sources has, and `let x = make(…)` as what every
  function `make` returns;
- a member whose name every declaration in Sources gives a floating type (`.fps`, `.duration`),
  and none an integer one;
- a name of no known type (a pattern's `case .number(let value)`) that the file uses as a
  floating value: `value.rounded()`, `value.isFinite`, `value.isNaN`, ….
`bitPattern:`, `truncatingIfNeeded:`, `clamping:` and the endian labels take integers and are
not looked at; `Int(exactly:)` is (it is what WholeNumber wraps). A conversion proven safe may
stay with a comment naming why on its line or the line above:
`// float-to-int: <why it is finite and in range>`. The heuristic's own cases (SELF_TEST) are
checked first on every run.

Exits 1 and prints FILE:LINE: TEXT for each conversion found outside the helper; 2 when a case of
SELF_TEST fails.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
HELPER = os.path.join("Sources", "Geometry", "Numbers", "WholeNumber.swift")
MARKER = "float-to-int:"

FLOAT_TYPES = r"(?:Double|CGFloat|Float|Float32|Float64|Float80|TimeInterval)"
INT_TYPES = r"(?:Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64)"
CONSTRUCTOR = re.compile(r"(?<![\w.])(" + INT_TYPES + r")\(")
C_ROUNDING = re.compile(r"(?<![\w.])(l|ll)(round|rint)\(")
FLOAT_OPERATION = re.compile(
    r"\.rounded\b|\.squareRoot\(|(?<![\w.])(floor|ceil|round|trunc|sqrt|pow|log|log2|log10|exp)\(|\.pi\b"
    r"|(?<![\w.])(Double|CGFloat|Float|Float32|Float64)\(|(?<![\w.])\d+\.\d+|(?<![\w.])\d+(\.\d+)?e[+-]?\d+")
TYPED = re.compile(r"\b(\w+)\s*:\s*(\[?\s*\w+(?:\.\w+)?\??)")
ASSIGNED = re.compile(r"\b(?:let|var)\s+(\w+)\s*=\s*([^\n;]+)")
SAFE_LABELS = ("bitPattern:", "truncatingIfNeeded:", "clamping:", "littleEndian:", "bigEndian:")


def strip(text):
    """The text with comments and string literals blanked, but for their interpolations
    (`\\(…)`, kept as code); newlines are kept, so lines stay put."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            out.append(quote)
            i += len(quote)
            while i < n and not text.startswith(quote, i) and (quote == '"""' or text[i] != "\n"):
                if text.startswith("\\(", i):
                    end = matching(text, i + 1)
                    out.append("  " + strip(text[i + 2:end]) + " ")
                    i = end + 1
                elif text[i] == "\\":
                    out.append("  ")
                    i += 2
                else:
                    out.append("\n" if text[i] == "\n" else " ")
                    i += 1
            if text.startswith(quote, i):
                out.append(quote)
                i += len(quote)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching(text, start):
    """The index of the parenthesis that closes the one at `start` (or the end of `text`)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return len(text) - 1


def call_argument(text, start):
    """The text between the parenthesis at `start` and its match."""
    depth, i = 0, start
    while i < len(text):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
        i += 1
    return text[start + 1:]


def declarations(code, typed_members=None):
    """Each name this code declares: the positions of its declarations, each with whether its
    type is floating, in order."""
    found = {}
    for match in TYPED.finditer(code):
        name, kind = match.group(1), match.group(2).strip("? ")
        # `name: value` in a call is a label, not a declaration: types start with a capital.
        if kind[:1].isupper():
            found.setdefault(name, []).append((match.start(), bool(re.fullmatch(FLOAT_TYPES, kind)), kind))
    assigned = [(m.start(), m.group(1), m.group(2)) for m in ASSIGNED.finditer(code)]
    changed = True
    while changed:
        changed = False
        for position, name, value in assigned:
            if any(entry[0] == position for entry in found.get(name, [])):
                continue
            if is_floating(value, found, set(), position):
                found.setdefault(name, []).append((position, True, "Double"))
                changed = True
    # What is not floating once every floating assignment is known is another type.
    for position, name, value in assigned:
        if not any(entry[0] == position for entry in found.get(name, [])):
            # `= Type(…)`, `= try Type.make(…)`, `= make(…)`: what the function returns, when
            # every function of that name in Sources agrees, else `Type`.
            made = re.match(r"\s*(?:try[?!]?\s+)?(?:([A-Z]\w*)\.)?(\w+)\s*\(", value)
            kind = ""
            if made:
                returns = (typed_members or {}).get(("func", made.group(2)))
                kind = returns or made.group(1) or (made.group(2) if made.group(2)[:1].isupper() else "")
            chain = CHAIN.fullmatch(value.strip())
            if chain and typed_members is not None:
                kind = chain_type(chain.group(1), chain.group(2), found, typed_members, position) or ""
            found.setdefault(name, []).append((position, False, kind))
    for entries in found.values():
        entries.sort()
    return found


def declared_type(found, name, position):
    """The type `name` has where it is used at `position` (its nearest declaration above, or,
    when it is declared only below, the one type all of them agree on), or None."""
    entries = found.get(name)
    if not entries:
        return None
    above = [entry for entry in entries if entry[0] < position]
    if above:
        return above[-1][2] or None
    kinds = {entry[2] for entry in entries}
    return kinds.pop() or None if len(kinds) == 1 else None


def floating_at(found, name, position):
    """Whether `name` is floating where it is used at `position`."""
    entries = found.get(name)
    if not entries:
        return False
    above = [entry[1] for entry in entries if entry[0] < position]
    if above:
        return above[-1]
    return all(entry[1] for entry in entries)


TYPE_BODY = re.compile(r"\b(?:struct|class|enum|extension|protocol|actor)\s+(\w+)[^{;]*\{")
MEMBER = re.compile(r"\b(?:let|var)\s+(\w+)\s*:\s*(\w+)")
CHAIN = re.compile(r"(?<![\w.])([a-z_]\w*)((?:\??\.[A-Za-z_]\w*)+)")


def type_members(code, members):
    """Adds to `members` each property `code` declares at the level of a type's body:
    (type, property) → the property's type."""
    for body in TYPE_BODY.finditer(code):
        owner, start = body.group(1), body.end()
        level, i, flat = 0, start, []
        while i < len(code):
            char = code[i]
            if char == "}":
                if level == 0:
                    break
                level -= 1
            flat.append(char if level == 0 else " ")
            if char == "{":
                level += 1
            i += 1
        for member in MEMBER.finditer("".join(flat)):
            members.setdefault((owner, member.group(1)), member.group(2))


FUNCTION = re.compile(r"\bfunc\s+(\w+)[^{]*?->\s*(\w+)\s*(?:where[^{]*)?\{")


def function_returns(codes, members):
    """Adds to `members` ("func", name) → the type every function of that name returns, for the
    names whose functions all return one type."""
    returns = {}
    for code in codes:
        for match in FUNCTION.finditer(code):
            returns.setdefault(match.group(1), set()).add(match.group(2))
    for name, kinds in returns.items():
        if len(kinds) == 1:
            members[("func", name)] = kinds.pop()


def chain_type(root, chain, found, typed_members, position):
    """The type of `root.a.b…` followed through the declared types of its members, or None."""
    kind = declared_type(found, root, position)
    if kind is None or not any(owner == kind for owner, _ in typed_members):
        # A root of unknown type: as a property of that name is typed, when all agree.
        kinds = {value for (owner, name), value in typed_members.items() if name == root}
        kind = kinds.pop() if len(kinds) == 1 else kind
    for member in re.findall(r"\.([A-Za-z_]\w*)", chain):
        known = typed_members.get((kind, member)) if kind else None
        if known is None:
            # An unknown receiver: the member's type when every type that has it agrees.
            kinds = {value for (owner, name), value in typed_members.items() if name == member}
            known = kinds.pop() if len(kinds) == 1 else None
        kind = known
    return kind


FLOAT_USE = re.compile(r"(?<![\w.])([a-z_]\w*)\??\.(?:rounded|isFinite|isNaN|isInfinite|squareRoot|truncatingRemainder|nextUp|nextDown|ulp)\b")


def is_floating(argument, found, members, position, typed_members=None, hints=frozenset()):
    """Whether `argument` (code at `position`) is a floating-point value, as far as can be told.
    `hints` are the names the file uses as floating values (`value.rounded()`, `x.isFinite`)."""
    if FLOAT_OPERATION.search(argument):
        return True
    for match in re.finditer(r"(?<![\w.])([a-z_]\w*)\b(?!\s*[.(:])", argument):
        name = match.group(1)
        if name in hints:
            kind = declared_type(found, name, position)
            if kind is None or re.fullmatch(FLOAT_TYPES, kind):
                return True
    if typed_members is not None:
        for chain in CHAIN.finditer(argument):
            kind = chain_type(chain.group(1), chain.group(2), found, typed_members, position)
            if kind is not None and re.fullmatch(FLOAT_TYPES, kind):
                return True
    for match in re.finditer(r"(\.?)\b([A-Za-z_]\w*)\b", argument):
        dot, name = match.groups()
        if floating_at(found, name, position) or (dot and name in members):
            return True
    return False


# The heuristic's own cases, checked on every run: (code, lines that must be reported).
SELF_TEST = [
    ("let n = Int(fps)\nlet fps: Double = 30", [1]),
    ("func f(_ fps: Double) -> Int { Int(fps) }", [1]),
    ("func f(_ n: Int) -> Int32 { Int32(n) }", []),
    ("func f(_ v: Double) -> Int { Int((v * 2).rounded()) }", [1]),
    ("let x = Int(exactly: 0.5)", [1]),
    ("let x = UInt8(truncatingIfNeeded: word >> 8)", []),
    ("func f(size: CGSize) -> Int { Int(size.width) }\nstruct CGSize { var width: Double }", [1]),
    ("func f(image: Image) -> Int { Int(image.width) }\nstruct Image { let width: Int }", []),
    ('func f(_ s: Double) -> String { "\\(Int(s * 2)) px" }', [1]),
    ('let text = "Int(0.5)"  // Int(1.5)', []),
    ("func f(_ v: Double) -> Int {\n    // float-to-int: v is 0…1 here\n    Int(v * 255)\n}", []),
    ("func f(_ v: Double) -> Int { lround(v) }", [1]),
    ("func f(count: Int) { g(count: count) }\nfunc h(_ count: Double) -> Int { Int(count) }", [2]),
    ("case .number(let value): value == value.rounded() ? String(Int(value)) : text", [1]),
    ("func f(_ n: Int) -> Int { n.isMultiple(of: 2) ? Int(n) : 0 }", []),
]


def scan(codes, raw_lines, skip=()):
    """FILE:LINE: TEXT for each floating conversion outside the helper in `codes` (path → code)."""
    all_floating, all_other = set(), set()
    for code in codes.values():
        for name, entries in declarations(code).items():
            for entry in entries:
                (all_floating if entry[1] else all_other).add(name)
    members = all_floating - all_other
    typed_members = {}
    for code in codes.values():
        type_members(code, typed_members)
    function_returns(codes.values(), typed_members)
    found = []
    for path, code in codes.items():
        if path in skip:
            continue
        found_names = declarations(code, typed_members)
        hints = {match.group(1) for match in FLOAT_USE.finditer(code)}
        raw = raw_lines[path]
        for pattern in (CONSTRUCTOR, C_ROUNDING):
            for match in pattern.finditer(code):
                argument = call_argument(code, match.end() - 1)
                if argument.strip().startswith(SAFE_LABELS):
                    continue
                if pattern is CONSTRUCTOR and not is_floating(
                    argument, found_names, members, match.start(), typed_members, hints
                ):
                    continue
                line = code.count("\n", 0, match.start())
                if MARKER in raw[line] or (line > 0 and MARKER in raw[line - 1]):
                    continue
                found.append((path, line + 1, raw[line].strip()))
    return found


def self_test():
    """The cases of SELF_TEST, each as a file of its own; the failures, as text."""
    failures = []
    for number, (code, expected) in enumerate(SELF_TEST):
        path = f"case{number}.swift"
        lines = [line for _, line, _ in scan({path: strip(code)}, {path: code.split("\n")})]
        if sorted(set(lines)) != expected:
            failures.append(f"self-test case {number}: reported lines {lines}, expected {expected}: {code!r}")
    return failures


def main():
    failures = self_test()
    if failures:
        print("\n".join(failures))
        return 2
    files = []
    for folder, _, names in os.walk(SOURCES):
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    texts = {os.path.relpath(path, ROOT): open(path, encoding="utf-8").read() for path in sorted(files)}
    codes = {path: strip(text) for path, text in texts.items()}
    raw_lines = {path: text.split("\n") for path, text in texts.items()}
    found = [f"{path}:{line}: {text}" for path, line, text in scan(codes, raw_lines, skip=(HELPER,))]
    if found:
        print("Floating-point values converted to integers outside WholeNumber (Sources/Geometry/Numbers):")
        print("\n".join(found))
        print(
            "Use WholeNumber.exactly(_:), .rounded(_:_:) or .clamped(_:_:to:), or mark a proven-safe "
            "conversion with '// float-to-int: <why it is finite and in range>'.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
