#!/usr/bin/env bash
# SIGTERM and SIGINT end any run promptly with status 128 + signal (app/termination.h):
# the viewer (here waiting on its open dialog, no map needed) closes as if its window
# were closed; a run that does not poll (a long --bench of a shared map, when present)
# ends at once. Runs offscreen.
set -u
bin="$1"
maps="${2:-}"
export SDL_VIDEODRIVER=offscreen
# The viewer remembers its panel layout in the config folder: a private one, not the user's.
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
fail=0

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# $1: signal, $2: seconds to wait before it, $3: longest acceptable ms after it; the rest: the command.
check() {
    local sig="$1" settle="$2" limit="$3"
    shift 3
    "$@" >/dev/null 2>&1 &
    local pid=$!
    sleep "$settle"
    local start status took expected
    start=$(now_ms)
    kill -s "$sig" "$pid"
    wait "$pid"
    status=$?
    took=$(($(now_ms) - start))
    expected=$((128 + $(kill -l "$sig")))
    echo "SIG$sig to '$*': exit status $status after ${took} ms (expected $expected within ${limit} ms)"
    if [ "$status" -ne "$expected" ] || [ "$took" -gt "$limit" ]; then fail=1; fi
}

# The viewer polls: a clean close takes a frame. The limits are for a machine under
# load (CI shares its cores; a frame or the GL start-up can take a second or two
# there): they catch a signal that is ignored or waits on something, not a slow frame.
check TERM 2 5000 "$bin"
check INT 2 5000 "$bin"
# --bench does not poll: the signal ends it where it stands.
map="$maps/q3/bsp_tool-mp_lobby.bsp"
if [ -f "$map" ]; then
    check TERM 1 2000 "$bin" "$map" --bench --frames 1000000 --size 64x64
else
    echo "skipped the --bench case: $map is not there"
fi
exit $fail
