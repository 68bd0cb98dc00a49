#!/usr/bin/env bash
# The layering check must fail on a forbidden arrow: copies src/, adds one forbidden
# include of each kind (a folder above, a third-party library, a format's type in
# render) one at a time, and expects the checker to name it. Usage: SCRIPT REPO_ROOT
set -u
root=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check() {  # FILE LINE EXPECTED_TEXT
  rm -rf "$work/src"
  cp -r "$root/src" "$work/src"
  echo "$2" >>"$work/src/$1"
  if out=$(python3 "$root/tests/layering/check_layers.py" "$root/docs/architecture.md" "$work/src"); then
    echo "FAIL: '$2' in $1 was not caught"; exit 1
  fi
  grep -q "$3" <<<"$out" || { echo "FAIL: no '$3' in: $out"; exit 1; }
  echo "caught: $2 in $1"
}
check render/draw_groups.h '#include "formats/q3/q3_file.h"' 'render/draw_groups.h:.*formats/q3/q3_file.h'
check vis/visible_set.h '#include "render/frame_plan.h"' 'vis/visible_set.h:.*src/render'
check session/camera.h '#include <SDL.h>' 'session/camera.h:.*(SDL)'
check render/frame_plan.h '#include <glad/gl.h>' 'render/frame_plan.h:.*(glad)'
check ui/menu_bar.h 'struct Leak { const Q3ShaderInfo* s; };' "names 'Q3ShaderInfo'"
