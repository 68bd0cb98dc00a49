#!/usr/bin/env bash
# `bspview --info` and `--info --json` on every map at hand: the 38 maps of
# OpenArena's pak6-patch088.pk3 (read from the archive) and ../shared/maps/{q3,goldsrc,q1,q2,source} and et/rm_showcase.pk3.
# Both must exit 0; the JSON must carry the agreed keys with counts matching the lumps.
# Exits 77 (ctest: skipped) when neither source of maps is present.
set -u
bspview="$1"; shared="$2"; oa="$3"
here="$(cd "$(dirname "$0")" && pwd)"
checked=0; failed=0

check() {  # $1: map argument, rest: extra bspview args
  local map="$1"; shift
  if ! "$bspview" --info "$@" "$map" >/dev/null 2>/tmp/bspview-info-err.$$; then
    echo "FAIL --info $map: $(cat /tmp/bspview-info-err.$$)"; failed=$((failed + 1)); return
  fi
  if ! "$bspview" --info --json "$@" "$map" 2>/tmp/bspview-info-err.$$ | python3 "$here/check_info_json.py" "$map"; then
    echo "FAIL --info --json $map $(cat /tmp/bspview-info-err.$$)"; failed=$((failed + 1)); return
  fi
  checked=$((checked + 1))
}

pk3="$oa/pak6-patch088.pk3"
if [ -f "$pk3" ] && command -v unzip >/dev/null; then
  n=0
  for m in $(unzip -Z1 "$pk3" | grep -E '^maps/[^/]+\.bsp$'); do
    check "$pk3:$m"; n=$((n + 1))
  done
  echo "openarena pak6-patch088.pk3: $n maps"
  [ "$n" -eq 38 ] || { echo "FAIL: expected 38 maps in $pk3, found $n"; failed=$((failed + 1)); }
else
  echo "skipping OpenArena maps: $pk3 not found (install openarena-088-data) or no unzip"
fi

# Enemy Territory ships maps in pk3s: the shared sample is read from its archive.
if [ -f "$shared/et/rm_showcase.pk3" ]; then
  check "$shared/et/rm_showcase.pk3:maps/rm_showcase.bsp"
else
  echo "skipping ../shared/maps/et: rm_showcase.pk3 not found"
fi

for kind in q3 goldsrc q1 q2 source; do
  if [ -d "$shared/$kind" ]; then
    for m in "$shared/$kind"/*.bsp; do check "$m"; done
  else
    echo "skipping ../shared/maps/$kind: $shared/$kind not found"
  fi
done

rm -f /tmp/bspview-info-err.$$
echo "$checked maps checked, $failed failed"
[ "$checked" -gt 0 ] || exit 77
[ "$failed" -eq 0 ]
