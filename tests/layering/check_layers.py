#!/usr/bin/env python3
"""Checks every #include under a source tree against the folder rules of
docs/architecture.md: the table whose header is "| folder | may include |" lists,
for each folder under src/, the folders (and third-party libraries: glad, SDL,
imgui, physfs, stb, lzma, libdeflate) its files may include (its own folder always).
A folder's rule also covers its subfolders unless they have a row of their own
(a format's folder under src/formats shares the rule of src/formats).
The same table may name, in a "| folder | must not name |" table, identifiers
that must not appear in a folder's code (format-specific types in render and ui).

Usage: check_layers.py ARCHITECTURE_MD SRC_DIR
Exits 0 when every include and name is allowed, 1 with one line per violation.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^>"]+)[>"]')
# Third-party headers by the name the rule tables use for them; other <...> headers
# (the standard library, POSIX, glm) are allowed everywhere.
THIRD_PARTY = [("glad/", "glad"), ("SDL", "SDL"), ("imgui", "imgui"), ("physfs", "physfs"),
               ("stb/", "stb"), ("lzma", "lzma"), ("libdeflate", "libdeflate")]


def read_tables(doc):
    """The two rule tables of the architecture page, as {folder: [entries]}."""
    tables = {"may include": {}, "must not name": {}}
    current = None
    for line in open(doc, encoding="utf-8"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else None
        if not cells:
            current = None
            continue
        if len(cells) >= 2 and cells[0] == "folder" and cells[1] in tables:
            current = tables[cells[1]]
            continue
        if current is None or set(cells[0]) <= set("-: "):
            continue
        folder = cells[0].strip("`")
        entries = re.findall(r"`([^`]+)`", cells[1])
        current[folder] = [e for e in entries if e != "(none)"]
    return tables


def folder_of(path, folders):
    """The most specific rule folder a path (relative to the source root) falls in."""
    best = None
    for f in folders:
        rel = f[len("src/"):] if f.startswith("src/") else f
        if path == rel or path.startswith(rel + "/"):
            if best is None or len(rel) > len(best[1]):
                best = (f, rel)
    return best[0] if best else None


def strip_comments(text):
    """The code without comments, line breaks kept so line numbers stay right."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    doc, src = sys.argv[1], sys.argv[2]
    tables = read_tables(doc)
    allowed = tables["may include"]
    if not allowed:
        print(f"{doc}: no '| folder | may include |' table found", file=sys.stderr)
        return 2
    violations = []
    checked = 0
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith((".h", ".cpp")):
                continue
            full = os.path.join(root, name)
            rel = os.path.relpath(full, src).replace(os.sep, "/")
            owner = folder_of(rel, allowed)
            if owner is None:
                violations.append(f"{rel}: folder has no rule in {doc}")
                continue
            text = open(full, encoding="utf-8", errors="replace").read()
            for number, line in enumerate(text.splitlines(), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                checked += 1
                target = m.group(2)
                if m.group(1) == "<":
                    library = next((lib for prefix, lib in THIRD_PARTY if target.startswith(prefix)), None)
                    if library and library not in allowed[owner]:
                        violations.append(f"{rel}:{number}: includes <{target}> ({library}), "
                                          f"but {owner} may include only {', '.join(allowed[owner]) or 'itself'}")
                    continue
                if not os.path.exists(os.path.join(src, target)):
                    continue  # a header beside the file or a third-party one: not a layer arrow
                target_owner = folder_of(target, allowed)
                if target_owner in (owner, None) or target_owner[len("src/"):] in allowed[owner]:
                    continue
                violations.append(f"{rel}:{number}: includes \"{target}\" ({target_owner}), "
                                  f"but {owner} may include only {', '.join(allowed[owner]) or 'itself'}")
            for folder, names in tables["must not name"].items():
                rel_folder = folder[len("src/"):]
                if not (rel == rel_folder or rel.startswith(rel_folder + "/")):
                    continue
                code = strip_comments(text)
                for pattern in names:
                    for m in re.finditer(pattern, code):
                        number = code.count("\n", 0, m.start()) + 1
                        violations.append(f"{rel}: names '{m.group(0)}' (line {number}), "
                                          f"which {folder} must not name")
    for v in violations:
        print(v)
    print(f"check_layers: {checked} includes checked, {len(violations)} violations")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
