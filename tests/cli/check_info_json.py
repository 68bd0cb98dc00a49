#!/usr/bin/env python3
"""Checks one `bspview --info --json` object read from stdin: the keys the
issue asks for are there, and the counts agree with the lump sizes.
Usage: bspview --info --json MAP | check_info_json.py MAP-NAME"""
import json
import sys

name = sys.argv[1] if len(sys.argv) > 1 else "<map>"
try:
    info = json.load(sys.stdin)
except json.JSONDecodeError as e:
    sys.exit(f"{name}: output is not JSON: {e}")

problems = []
for key in ("format", "version", "lumps", "entities", "surfaces", "vertices", "triangles",
            "clusters", "models", "textures"):
    if key not in info:
        problems.append(f"key '{key}' missing")

lumps = {l["name"]: l for l in info.get("lumps", [])}
for l in info.get("lumps", []):
    for key in ("index", "name", "offset", "length", "element_size", "count"):
        if key not in l:
            problems.append(f"lump {l.get('name')}: key '{key}' missing")
    if l.get("element_size", 0) > 0 and l["count"] * l["element_size"] != l["length"]:
        problems.append(f"lump {l['name']}: count {l['count']} x {l['element_size']} != length {l['length']}")
    if l.get("offset", 0) + l.get("length", 0) > info.get("file_size", 0):
        problems.append(f"lump {l['name']}: ends past the file")

surfaces = info.get("surfaces", {})
total_surfaces = sum(surfaces.values())
if info.get("format") == "q3":
    # Version 47 files may have Quake Live's 18th lump, advertisements.
    expected_lumps = (17, 18) if info.get("version") == 47 else (17,)
    if len(info.get("lumps", [])) not in expected_lumps:
        problems.append(f"expected {' or '.join(map(str, expected_lumps))} lumps, got {len(info.get('lumps', []))}")
    checks = [("surfaces", total_surfaces), ("models", info.get("models")),
              ("shaders", len(info.get("textures", [])))]
    for lump, value in checks:
        if lump in lumps and lumps[lump]["count"] != value:
            problems.append(f"{lump}: lump holds {lumps[lump]['count']}, output says {value}")
    if "drawverts" in lumps and info.get("vertices", 0) < lumps["drawverts"]["count"]:
        problems.append("fewer vertices than the drawverts lump holds")
    if "drawindexes" in lumps and surfaces.get("patch", 0) == 0:
        pass
if info.get("format") in ("goldsrc", "quake1", "bsp2"):
    # 15 lumps in the header; BSPX lumps after the last one are listed too.
    if len(info.get("lumps", [])) < 15:
        problems.append(f"expected at least 15 lumps, got {len(info.get('lumps', []))}")
    # One surface per face, one model per model record, one texture per miptex entry.
    checks = [("faces", total_surfaces), ("models", info.get("models")),
              ("leafs", info.get("leaves"))]
    for lump, value in checks:
        if lump in lumps and value is not None and lumps[lump]["count"] != value:
            problems.append(f"{lump}: lump holds {lumps[lump]['count']}, output says {value}")
    if "textures" in lumps and lumps["textures"]["length"] >= 4 and not info.get("textures"):
        problems.append("the textures lump has miptex entries but no texture is listed")
    # Faces are triangle fans: a face of n edges gives n - 2 triangles and n vertices.
    if info.get("vertices", 0) - 2 * total_surfaces != info.get("triangles", 0):
        problems.append(f"vertices {info.get('vertices')} and triangles {info.get('triangles')} "
                        f"disagree for {total_surfaces} fan faces")
if info.get("format") == "quake2":
    if len(info.get("lumps", [])) != 19:
        problems.append(f"expected 19 lumps, got {len(info.get('lumps', []))}")
    # One surface per face, one model per model record, one leaf per leaf record.
    checks = [("faces", total_surfaces), ("models", info.get("models")), ("leafs", info.get("leaves"))]
    for lump, value in checks:
        if lump in lumps and value is not None and lumps[lump]["count"] != value:
            problems.append(f"{lump}: lump holds {lumps[lump]['count']}, output says {value}")
    if info.get("vertices", 0) - 2 * total_surfaces != info.get("triangles", 0):
        problems.append(f"vertices {info.get('vertices')} and triangles {info.get('triangles')} "
                        f"disagree for {total_surfaces} fan faces")
if info.get("format") == "source":
    if len(info.get("lumps", [])) != 64:
        problems.append(f"expected 64 lumps, got {len(info.get('lumps', []))}")
    for key in ("game_lumps", "displacements", "static_props", "pakfile_files"):
        if key not in info:
            problems.append(f"key '{key}' missing")
    for l in info.get("lumps", []):
        for key in ("version", "compressed", "uncompressed_length"):
            if key not in l:
                problems.append(f"lump {l.get('name')}: key '{key}' missing")
        if not isinstance(l.get("compressed"), bool):
            problems.append(f"lump {l.get('name')}: 'compressed' is not a bool")
        if l.get("uncompressed_length", 0) < 0 or l.get("version", 0) < 0:
            problems.append(f"lump {l.get('name')}: negative version or uncompressed_length")
        if not l.get("compressed") and l.get("uncompressed_length") != l.get("length"):
            problems.append(f"lump {l['name']}: stored plain but uncompressed_length "
                            f"{l.get('uncompressed_length')} != length {l.get('length')}")
        if l.get("compressed") and l.get("length", 0) > 0 and l.get("uncompressed_length", 0) <= 0:
            problems.append(f"lump {l['name']}: compressed but decodes to nothing")
    game_lump = lumps.get("game_lump", {})
    stored = [g for g in info.get("game_lumps", []) if not g.get("compressed")]
    for g in info.get("game_lumps", []):
        if not (isinstance(g.get("id"), str) and len(g["id"]) == 4) or g.get("length", -1) < 0 \
                or g.get("version", -1) < 0:
            problems.append(f"game lump {g}: bad id, version or length")
    # Entries stored plain lie inside the game lump after its directory (int count + 16 bytes each).
    directory = 4 + 16 * len(info.get("game_lumps", []))
    if info.get("game_lumps") and sum(g["length"] for g in stored) + directory > game_lump.get("length", 0):
        problems.append(f"game lump entries ({sum(g['length'] for g in stored)} bytes) do not fit "
                        f"in the game lump ({game_lump.get('length', 0)} bytes)")
    if info.get("game_lumps") is not None and game_lump.get("length", 0) < 4 and info["game_lumps"]:
        problems.append("game lumps listed but the game lump is empty")
    if info.get("displacements") != surfaces.get("displacement"):
        problems.append(f"displacements {info.get('displacements')} != surfaces.displacement "
                        f"{surfaces.get('displacement')}")
    dispinfo = lumps.get("dispinfo")
    if dispinfo and dispinfo.get("element_size", 0) > 0 and info.get("displacements", 0) > dispinfo["count"]:
        problems.append(f"more displacements than dispinfo records ({dispinfo['count']})")
    if info.get("static_props", 0) < 0:
        problems.append("negative static_props")
    if info.get("static_props", 0) > 0 and not any(g["id"] == "sprp" for g in info.get("game_lumps", [])):
        problems.append("static props counted without an sprp game lump")
    # Which lightmap set is shown, and the sets the file holds (lighting, lighting_hdr).
    held = [s for s, lump in (("ldr", "lighting"), ("hdr", "lighting_hdr")) if lumps.get(lump, {}).get("length", 0) > 0]
    if held:
        if info.get("lightmap_sets") != held:
            problems.append(f"lightmap_sets {info.get('lightmap_sets')} != {held} (the lighting lumps with data)")
        if info.get("lightmap_set") not in held:
            problems.append(f"lightmap_set {info.get('lightmap_set')!r} is not one of {held}")
    elif "lightmap_sets" in info or "lightmap_set" in info:
        problems.append("lightmap_set(s) listed but both lighting lumps are empty")
    pak = lumps.get("pakfile", {})
    # A zip entry takes at least a 30-byte local header and a 46-byte central directory record.
    if info.get("pakfile_files", 0) * 76 + 22 > max(pak.get("length", 0), 22) and info.get("pakfile_files", 0) > 0:
        problems.append(f"{info.get('pakfile_files')} pakfile files cannot fit in {pak.get('length', 0)} bytes")
else:
    for key in ("game_lumps", "displacements", "static_props", "pakfile_files"):
        if key in info:
            problems.append(f"key '{key}' present for a {info.get('format')} map")
# Areas and area portals: listed for maps whose format has an area lump (Source), one
# area per record of lump 'areas' and one portal per record of lump 'areaportals'
# (fewer only where a warning says bad records were dropped).
area_lump, portal_lump = lumps.get("areas"), lumps.get("areaportals")
if info.get("format") == "source" and area_lump and area_lump.get("length", 0) > 0:
    for key in ("areas", "area_portals"):
        if key not in info:
            problems.append(f"key '{key}' missing for a map with an areas lump")
    dropped = lambda lump: any(f"lump '{lump}'" in w for w in info.get("warnings", []))
    for key, lump in (("areas", area_lump), ("area_portals", portal_lump)):
        if key in info and lump and lump.get("element_size", 0) > 0 and info[key] != lump["count"] \
                and not (key == "area_portals" and dropped("areaportals")):
            problems.append(f"{key}: lump '{lump['name']}' holds {lump['count']}, output says {info[key]}")
elif info.get("format") != "source":
    for key in ("areas", "area_portals"):
        if key in info:
            problems.append(f"key '{key}' present for a {info.get('format')} map, which has no area lump")
if info.get("triangles", 0) <= 0 and total_surfaces > 0:
    problems.append("no triangles")
if info.get("entities", 0) <= 0:
    problems.append("no entities")

if problems:
    sys.exit(f"{name}: " + "; ".join(problems))
