#!/usr/bin/env bash
# bspview's frame time against ioquake3's classic renderer (opengl1) at the same cameras,
# in 1280x720 windows on a private Xvfb, alternating the two programs (issue 13, target 1).
# See bench/README.md for what it measures and how; bench/engine_compare.py does the runs.
#
#   bench/engine_compare.sh [--quick] [--views FILE] [--bspview BIN] [--pairs N] [--frames N]
#                           [--shots DIR] [--json FILE] [--only-maps a,b] [--bspview-arg ARG]...
#                           [--with-interface]
#
# --quick: the last view of each map (the overviews of bench/views/openarena.txt), 3 pairs,
# 25 frames per run. Exit status: 0 done, 1 a run failed, 3 a prerequisite is missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
views="$here/views/openarena.txt"
bspview="$repo/build/bspview"
ioquake3="${IOQUAKE3:-/usr/lib/ioquake3/ioquake3}"
oa_base="${OA_BASE:-/usr/lib/openarena}"               # baseoa/ with cgame/qagame/ui libraries
pk3_dir="${OA_PK3_DIR:-/usr/share/games/openarena/baseoa}"
shim_src="${SWAPSTAMP_SRC:-$repo/../shared/tools/perf/swapstamp.c}"
[ -f "$shim_src" ] || shim_src=/work/shared/tools/perf/swapstamp.c
py_args=()

while [ $# -gt 0 ]; do
    case "$1" in
        --quick) py_args+=(--one-per-map --frames 25) ;;
        --with-interface) py_args+=(--with-interface) ;;
        --one-per-map) py_args+=("$1") ;;
        --views) views="$2"; shift ;;
        --bspview) bspview="$2"; shift ;;
        # As one word: a value starting with "-" (--bspview-arg --view) is not taken for an option.
        --pairs|--frames|--skip|--engine-skip|--shots|--json|--only-maps|--bspview-arg)
            py_args+=("$1=$2"); shift ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "engine_compare: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
    shift
done

missing() { echo "engine_compare: $1" >&2; exit 3; }
[ -x "$ioquake3" ] || missing "no ioquake3 at $ioquake3 (apt-get install ioquake3, or set IOQUAKE3)"
[ -f "$oa_base/baseoa/cgamex86_64.so" ] ||
    missing "no OpenArena game libraries in $oa_base/baseoa (apt-get install openarena, or set OA_BASE)"
[ -f "$pk3_dir/pak0.pk3" ] || missing "no OpenArena data in $pk3_dir (apt-get install openarena-088-data, or set OA_PK3_DIR)"
[ -x "$bspview" ] || missing "no bspview at $bspview (build it, or pass --bspview)"
[ -f "$views" ] || missing "no views file $views"
[ -f "$shim_src" ] || missing "no swapstamp.c (../shared/tools/perf/swapstamp.c; or set SWAPSTAMP_SRC)"
for tool in Xvfb gcc python3 timeout; do
    command -v "$tool" >/dev/null || missing "$tool is not installed"
done

work="$(mktemp -d /tmp/engine_compare.XXXXXX)"
xvfb_pid=""
cleanup() {
    # Only what this script started: its Xvfb (by pid) and its temporary folder.
    if [ -n "$xvfb_pid" ] && kill -0 "$xvfb_pid" 2>/dev/null; then
        kill "$xvfb_pid" 2>/dev/null || true
        for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$xvfb_pid" 2>/dev/null || break; sleep 0.2; done
        kill -9 "$xvfb_pid" 2>/dev/null || true
    fi
    if [ -n "${KEEP_WORK:-}" ]; then echo "engine_compare: logs kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

gcc -shared -fPIC -O2 -o "$work/swapstamp.so" "$shim_src" -ldl

# A private X server on a free display number (-displayfd writes the number it took).
Xvfb -displayfd 3 -screen 0 1280x720x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "engine_compare: Xvfb did not start (see $work/xvfb.log)" >&2; exit 1; }
display=":$(tr -d '\n' <"$work/display")"

# The whole run has a time limit too (each process has its own inside the driver).
timeout --kill-after=30 "${ENGINE_COMPARE_LIMIT_S:-1800}" python3 "$here/engine_compare.py" \
    --views "$views" --bspview "$bspview" --ioquake3 "$ioquake3" --oa-base "$oa_base" \
    --pk3-dir "$pk3_dir" --shim "$work/swapstamp.so" --display "$display" --workdir "$work" \
    "${py_args[@]}"
