#!/usr/bin/env bash
# bspview's pictures against Yamagi Quake II's gl1 renderer (its defaults) at the same
# cameras, on the GPL Action Quake 2 maps: per view the mean absolute difference per
# channel and both pictures' mean RGB, and side-by-side PNGs (engine left, bspview right).
# bench/q2_engine_compare.py does the runs (and says how the engine's camera is placed).
#
#   bench/q2_engine_compare.sh [--views FILE] [--bspview BIN] [--shots DIR] [--only-maps a,b]
#                              [--bspview-arg ARG]...
#
# Env: YQ2_DIR (yquake2's release/ folder, default /work/yquake2/release: build it with
# `make WITH_SDL3=no WITH_OPENAL=no WITH_CURL=no`), Q2_GAME_DIR (the maps' game dir,
# default ../shared/maps/q2/aqtion). Exit status: 0 done, 1 a run failed, 3 a prerequisite
# is missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
views="$here/views/aqtion.txt"
bspview="$repo/build/bspview"
yq2="${YQ2_DIR:-/work/yquake2/release}"
game_dir="${Q2_GAME_DIR:-$repo/../shared/maps/q2/aqtion}"
[ -d "$game_dir" ] || game_dir=/work/shared/maps/q2/aqtion
py_args=()

while [ $# -gt 0 ]; do
    case "$1" in
        --views) views="$2"; shift ;;
        --bspview) bspview="$2"; shift ;;
        # As one word: a value starting with "-" (--bspview-arg --light-styles) is not taken for an option.
        --shots|--only-maps|--bspview-arg) py_args+=("$1=$2"); shift ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "q2_engine_compare: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
    shift
done

missing() { echo "q2_engine_compare: $1" >&2; exit 3; }
[ -x "$yq2/quake2" ] && [ -f "$yq2/ref_gl1.so" ] && [ -f "$yq2/baseq2/game.so" ] ||
    missing "yquake2 is not built in $yq2 (quake2, ref_gl1.so, baseq2/game.so): fetch github:yquake2/yquake2, make WITH_SDL3=no WITH_OPENAL=no WITH_CURL=no, or set YQ2_DIR"
[ -f "$game_dir/maps/tequila.bsp" ] && [ -f "$game_dir/pics/colormap.pcx" ] ||
    missing "no Action Quake 2 game dir at $game_dir (maps/, textures/, env/, pics/colormap.pcx; or set Q2_GAME_DIR)"
[ -x "$bspview" ] || missing "no bspview at $bspview (build it, or pass --bspview)"
[ -f "$views" ] || missing "no views file $views"
for tool in Xvfb python3 convert timeout; do
    command -v "$tool" >/dev/null || missing "$tool is not installed (convert: ImageMagick)"
done
# The engine refuses to run as root; the driver then runs it as nobody through setpriv.
[ "$(id -u)" != 0 ] || command -v setpriv >/dev/null || missing "running as root needs setpriv (util-linux)"

game_dir="$(cd "$game_dir" && pwd)"
work="$(mktemp -d /tmp/q2_engine_compare.XXXXXX)"
chmod 755 "$work"  # the engine (as nobody when run by root) reads the game dir built in here
xvfb_pid=""
cleanup() {
    # Only what this script started: its Xvfb (by pid) and its temporary folder.
    if [ -n "$xvfb_pid" ] && kill -0 "$xvfb_pid" 2>/dev/null; then
        kill "$xvfb_pid" 2>/dev/null || true
        for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$xvfb_pid" 2>/dev/null || break; sleep 0.2; done
        kill -9 "$xvfb_pid" 2>/dev/null || true
    fi
    if [ -n "${KEEP_WORK:-}" ]; then echo "q2_engine_compare: logs kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A private X server on a free display number (-displayfd writes the number it took);
# Mesa's llvmpipe draws for the engine's GL window.
Xvfb -displayfd 3 -screen 0 1600x900x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "q2_engine_compare: Xvfb did not start (see $work/xvfb.log)" >&2; exit 1; }
display=":$(tr -d '\n' <"$work/display")"

# Without --shots the pictures would go with the temporary folder: keep them in /tmp.
case " ${py_args[*]-} " in
    *" --shots="*) ;;
    *) py_args+=("--shots=$(mktemp -d /tmp/q2_engine_compare_shots.XXXXXX)") ;;
esac

timeout --kill-after=30 "${Q2_ENGINE_COMPARE_LIMIT_S:-1800}" python3 "$here/q2_engine_compare.py" \
    --views "$views" --bspview "$bspview" --yq2-dir "$yq2" --game-dir "$game_dir" \
    --display "$display" --workdir "$work" "${py_args[@]}"
