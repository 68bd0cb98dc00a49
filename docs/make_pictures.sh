#!/usr/bin/env bash
# Regenerates the pictures in docs/images from the command line, so every one can
# be reproduced (and checked after a renderer change). Needs a build (build/bspview),
# OpenArena's data (openarena-088-data), ../shared/maps for the Quake 1 / GoldSrc
# pictures, and ImageMagick (montage, convert) to label and compress them.
#   docs/make_pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=offscreen
bspview=build/bspview
out=docs/images
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
thor=(--game-dir /usr/share/games/openarena/baseoa maps/oa_thor.bsp)

shot() {  # NAME ARGS...: one 480x270 frame
  local name="$1"; shift
  "$bspview" "$@" --size 480x270 --screenshot "$tmp/$name.png" 2>/dev/null
}

# Every view of oa_thor from its first spawn, labelled with its --view name.
views=(lit lightmap fullbright wireframe clusters vertex normals pvs)
labelled=()
for v in "${views[@]}"; do
  shot "view-$v" "${thor[@]}" --view "$v"
  labelled+=(-label "--view $v" "$tmp/view-$v.png")
done
montage "${labelled[@]}" -tile 4x2 -geometry 480x270+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/views.png"
convert "$tmp/views.png" -quality 85 "$out/views.jpg"

# The switches, each over the lit view.
shot sw-wire "${thor[@]}" --wireframe-overlay
shot sw-bounds "${thor[@]}" --show-leaf-bounds
shot sw-entities "${thor[@]}" --show-entities
shot sw-probes "${thor[@]}" --show-light-probes
shot sw-nopvs "${thor[@]}" --no-pvs --view pvs
shot sw-frozen "${thor[@]}" --view pvs --pos 1088,-1200,900 --angles 35,90 --freeze-at 1088,272,3,0,0
shot sw-pick "${thor[@]}" --pick 240,230
montage -label "--wireframe-overlay" "$tmp/sw-wire.png" -label "--show-leaf-bounds" "$tmp/sw-bounds.png" \
  -label "--show-entities" "$tmp/sw-entities.png" -label "--show-light-probes" "$tmp/sw-probes.png" \
  -label "--no-pvs --view pvs" "$tmp/sw-nopvs.png" -label "--freeze-at (seen from outside)" "$tmp/sw-frozen.png" \
  -label "--pick 240,230" "$tmp/sw-pick.png" -tile 4x2 -geometry 480x270+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/switches.png"
convert "$tmp/switches.png" -quality 85 "$out/switches.jpg"

# Panels drawn into the picture (--overlay), at a size that gives them room.
"$bspview" "${thor[@]}" --size 1280x720 --overlay lightmaps,probes,frame --pick 640,500 --show-light-probes \
  --screenshot "$tmp/panels.png" 2>/dev/null
convert "$tmp/panels.png" -quality 85 "$out/panels.jpg"
"$bspview" "${thor[@]}" --size 1280x720 --overlay lumps,entities,help --screenshot "$tmp/panels2.png" 2>/dev/null
convert "$tmp/panels2.png" -quality 85 "$out/panels-lumps-entities-help.jpg"

# Quake 1 and GoldSrc maps.
maps=../shared/maps
if [ -d "$maps" ]; then
  shot q1-nolcoz "$maps/q1/lq-lq_nolcoz.bsp" --pos -1102,-978,46 --angles 30,315
  shot q1-nolcoz-light "$maps/q1/lq-lq_nolcoz.bsp" --pos -1102,-978,46 --angles 30,315 --view lightmap \
    --light-styles all
  shot q1-start "$maps/q1/lq-start.bsp"
  shot gs-texture "$maps/goldsrc/allocblock-in-bsp-texture-test.bsp"
  shot gs-vis "$maps/goldsrc/allocblock-vis-test.bsp" --pos 0,1200,-29 --angles 0,270 --view clusters
  montage -label "lq_nolcoz (Quake 1)" "$tmp/q1-nolcoz.png" \
    -label "lq_nolcoz --view lightmap --light-styles all" "$tmp/q1-nolcoz-light.png" \
    -label "LibreQuake start (Quake 1)" "$tmp/q1-start.png" -label "in-bsp-texture-test (GoldSrc)" "$tmp/gs-texture.png" \
    -label "vis-test --view clusters (GoldSrc)" "$tmp/gs-vis.png" -tile 3x2 -geometry 480x270+4+4 -font DejaVu-Sans -pointsize 18 \
    "$tmp/formats.png"
  convert "$tmp/formats.png" -quality 85 "$out/quake1-goldsrc.jpg"

  # Source maps (no game content at hand: their materials show as missing).
  src="$maps/source"
  shot src-test2 "$src/bsp_tool-tf2-test2.bsp" --pos 100,-1100,200 --angles 25,90 --view lightmap
  shot src-test2-props "$src/bsp_tool-tf2-test2.bsp" --pos -60,-520,-90 --angles 25,250 --view lightmap --show-entities
  shot src-test2-normals "$src/bsp_tool-tf2-test2.bsp" --pos 100,-1100,200 --angles 25,90 --view normals
  shot src-shack "$src/bsp_tool-x360-shack.360.bsp" --view lightmap
  shot src-shack-pvs "$src/bsp_tool-x360-shack.360.bsp" --view pvs
  shot src-disp "$src/bsp_tool-tf2-test_displacement_decompile.bsp" --pos -100,-700,300 --angles 25,90 --view wireframe
  montage -label "tf2 test2 --view lightmap" "$tmp/src-test2.png" \
    -label "test2: static props (--show-entities)" "$tmp/src-test2-props.png" \
    -label "test2 --view normals (displacements)" "$tmp/src-test2-normals.png" \
    -label "Xbox 360 shack (PSBV, LZMA) lightmap" "$tmp/src-shack.png" -label "shack --view pvs" "$tmp/src-shack-pvs.png" \
    -label "test_displacement_decompile wireframe" "$tmp/src-disp.png" \
    -tile 3x2 -geometry 480x270+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/source.png"
  convert "$tmp/source.png" -quality 85 "$out/source.jpg"

  # The Visibility panel's answers (issue 14), at 1280x720 so the panel's text keeps its
  # size: a surface the PVS rejects (--select), the camera outside the map, a Quake 3
  # face's flags by name, and the vis portals of a .prt beside the map (no shared map
  # has one: a copy of lq-start with a crafted PRT1).
  start="$maps/q1/lq-start.bsp"
  answers=(--size 1280x720 --overlay visibility)
  "$bspview" "$start" "${answers[@]}" --select 40 --screenshot "$tmp/ans-pvs.png" 2>/dev/null
  "$bspview" "$start" "${answers[@]}" --pos 0,-2500,1500 --angles 30,90 --screenshot "$tmp/ans-outside.png" 2>/dev/null
  "$bspview" "$maps/q3/nexuiz-aggressor.bsp" "${answers[@]}" --pick 640,600 --screenshot "$tmp/ans-q3.png" 2>/dev/null
  mkdir -p "$tmp/prt" && cp "$start" "$tmp/prt/start.bsp"
  printf '%s\n' PRT1 20 3 \
    '4 18 17 (-32 240 -250) (-32 336 -250) (-32 336 -154) (-32 240 -154)' \
    '4 18 5 (-100 200 -250) (-100 200 -154) (-40 200 -154) (-40 200 -250)' \
    '4 3 4 (60 300 -230) (60 380 -230) (60 380 -170) (60 300 -170)' >"$tmp/prt/start.prt"
  "$bspview" "$tmp/prt/start.bsp" "${answers[@]}" --show-portals --screenshot "$tmp/ans-portals.png" 2>/dev/null
  montage -label "--select 40: rejected by the PVS" "$tmp/ans-pvs.png" \
    -label "camera outside the map: the warning" "$tmp/ans-outside.png" \
    -label "Quake 3 pick: surface flags and contents by name" "$tmp/ans-q3.png" \
    -label "--show-portals: a crafted .prt beside lq-start" "$tmp/ans-portals.png" \
    -tile 2x2 -geometry 1280x720+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/answers.png"
  convert "$tmp/answers.png" -quality 85 "$out/visibility-answers.jpg"
fi
# The starting layout (Frame and Visibility panels) at 1600x900 and 900x560, and the
# Lightmaps panel's atlas readout under a resting mouse (--mouse).
export XDG_CONFIG_HOME="$tmp/config"  # the default layout, not a remembered one
"$bspview" "${thor[@]}" --size 1600x900 --screenshot "$tmp/layout-1600.png" --overlay frame,visibility 2>/dev/null
"$bspview" "${thor[@]}" --size 900x560 --screenshot "$tmp/layout-900.png" --overlay frame,visibility 2>/dev/null
"$bspview" "${thor[@]}" --size 1600x900 --screenshot "$tmp/atlas.png" --overlay lightmaps --mouse 593,190 2>/dev/null
montage -label "1600x900: the starting panels" "$tmp/layout-1600.png" \
    -label "900x560: the starting panels" "$tmp/layout-900.png" \
    -label "--overlay lightmaps --mouse 593,190: the atlas readout" "$tmp/atlas.png" \
    -tile 3x1 -geometry 1280x720+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/layout.png"
convert "$tmp/layout.png" -quality 85 "$out/layout-and-atlas.jpg"
# Entity markers (issue 14): the pointer on oa_thor's target_location 412 labels it, a
# click there selects it (magenta, on top) and opens the Entities panel on its row; and
# lq_nolcoz's first view, turned from the black door its spawn faces.
if [ -d "$maps" ]; then
  markers=(--size 1024x640 --show-entities --overlay frame,entities)
  "$bspview" "${thor[@]}" "${markers[@]}" --pick 581,185 --mouse 581,185 --screenshot "$tmp/markers.png" 2>/dev/null
  "$bspview" "$maps/q1/lq-lq_nolcoz.bsp" --size 1024x640 --angles 0,270 --view fullbright \
      --screenshot "$tmp/nolcoz-spawn.png" 2>/dev/null
  "$bspview" "$maps/q1/lq-lq_nolcoz.bsp" --size 1024x640 --view fullbright --screenshot "$tmp/nolcoz-first.png" 2>/dev/null
  montage -label "--show-entities: hovered marker labelled, clicked one selected (--pick/--mouse 581,185)" \
      "$tmp/markers.png" \
      -label "lq_nolcoz spawn, yaw 270 (fullbright: lit, it is black)" "$tmp/nolcoz-spawn.png" \
      -label "lq_nolcoz first view: turned to yaw 90 (fullbright)" "$tmp/nolcoz-first.png" \
      -tile 3x1 -geometry 1024x640+4+4 -font DejaVu-Sans -pointsize 18 "$tmp/markers-all.png"
  convert "$tmp/markers-all.png" -quality 85 "$out/entity-markers.jpg"
fi
ls -l "$out"
