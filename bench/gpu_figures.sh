#!/usr/bin/env bash
# GPU figures on the lent GPU machine (issue 13's target 4), in one device call.
#
#   bench/gpu_figures.sh pack [BUILD_DIR]   # here: bundle bspview + bench programs into .gpu/
#                                           # (../shared/tools/gpu/bundle.sh), with oa_thor, delta,
#                                           # the larger ../shared maps and the engine views
#   bash bench/gpu_figures.sh run           # there (device `run`, carry [".gpu"]): every figure,
#                                           # packed into $OUT/gpu_figures.tgz (one file comes back)
#   bench/gpu_figures.sh table DIR          # here: the unpacked results as one table
#
# `run` does oa_thor twice (the first run of a fresh machine has a cold image cache), oa_thor and
# delta at 1080p and 4K, the 6-face Quake 3 map (the "almost empty" frame) with NVIDIA's yield and
# threading switches, the largest Source, Quake 1 and Quake 2 maps in ../shared/maps, the engine
# views of oa_thor and delta, vis_bench and load_bench, while nvidia-smi logs the clocks; then
# the background drawn by a colour clear against the pass (BSPVIEW_BACKGROUND), timed in
# alternating runs and compared picture by picture (background_pictures.txt).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cmd=${1:-}

pack() {
    local build=${1:-build}
    cd "$root"
    bash ../shared/tools/gpu/bundle.sh "$build" .gpu maps/oa_thor.bsp maps/delta.bsp >/dev/null || exit 1
    mkdir -p .gpu/maps
    cp -r ../shared/maps/q1 .gpu/maps/
    cp ../shared/maps/q3/bsp_tool-mp_lobby.bsp ../shared/maps/source/bsp_tool-tf2-test_displacement_decompile.bsp \
        ../shared/maps/source/bspsrc-l4d2_tooltextures.bsp ../shared/maps/q2/coopordie-startmap.bsp .gpu/maps/
    chmod -R u+w .gpu/maps
    for m in oa_thor delta; do
        grep -v '^#' bench/views/openarena.txt | awk -v m=$m '$1==m {print $2, $3, $4, $5, $6}' > .gpu/views_$m.txt
    done
    du -sh .gpu
}

run() {
    local B=.gpu R=${OUT:-/tmp/gpu_figures}
    local W=$R/gpu_figures
    mkdir -p "$W"
    { nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.gr --format=csv; nproc; } > "$W/machine.txt" 2>&1
    nvidia-smi --query-gpu=timestamp,clocks.gr,clocks.mem,power.draw --format=csv -lms 100 > "$W/clocks.txt" 2>&1 &
    local monitor=$!
    local G="--game-dir $B/game/baseoa" Q1="--game-dir $B/maps/q1"
    one() {  # NAME ENV PROGRAM ARGS...
        local name=$1 envs=$2; shift 2
        local t0=$SECONDS
        timeout 90 env $envs bash $B/run.sh "$@" > "$W/$name.json" 2> "$W/$name.err"
        echo "$name rc=$? $((SECONDS - t0))s" >> "$W/log.txt"
    }
    one thor_1080_first   "GPU_FIGURES=1" bspview $G maps/oa_thor.bsp --bench --size 1920x1080
    one thor_1080         "GPU_FIGURES=1" bspview $G maps/oa_thor.bsp --bench --size 1920x1080
    one thor_4k           "GPU_FIGURES=1" bspview $G maps/oa_thor.bsp --bench --size 3840x2160
    one delta_1080        "GPU_FIGURES=1" bspview $G maps/delta.bsp --bench --size 1920x1080
    one delta_4k          "GPU_FIGURES=1" bspview $G maps/delta.bsp --bench --size 3840x2160
    one lobby6_1080       "GPU_FIGURES=1" bspview $B/maps/bsp_tool-mp_lobby.bsp --bench --size 1920x1080
    one lobby6_4k         "GPU_FIGURES=1" bspview $B/maps/bsp_tool-mp_lobby.bsp --bench --size 3840x2160
    one lobby6_1080_yield "__GL_YIELD=NOTHING" bspview $B/maps/bsp_tool-mp_lobby.bsp --bench --size 1920x1080
    one lobby6_1080_thr   "__GL_THREADED_OPTIMIZATIONS=1" bspview $B/maps/bsp_tool-mp_lobby.bsp --bench --size 1920x1080
    one tf2disp_1080      "GPU_FIGURES=1" bspview $B/maps/bsp_tool-tf2-test_displacement_decompile.bsp --bench --size 1920x1080
    one tf2disp_4k        "GPU_FIGURES=1" bspview $B/maps/bsp_tool-tf2-test_displacement_decompile.bsp --bench --size 3840x2160
    one l4d2_1080         "GPU_FIGURES=1" bspview $B/maps/bspsrc-l4d2_tooltextures.bsp --bench --size 1920x1080
    one l4d2_4k           "GPU_FIGURES=1" bspview $B/maps/bspsrc-l4d2_tooltextures.bsp --bench --size 3840x2160
    one q1lava_1080       "GPU_FIGURES=1" bspview $Q1 $B/maps/q1/lq-lq_nolcoz.bsp --bench --size 1920x1080
    one q1lava_4k         "GPU_FIGURES=1" bspview $Q1 $B/maps/q1/lq-lq_nolcoz.bsp --bench --size 3840x2160
    one q2start_4k        "GPU_FIGURES=1" bspview $B/maps/coopordie-startmap.bsp --bench --size 3840x2160
    one thor_views_1080   "GPU_FIGURES=1" bspview $G maps/oa_thor.bsp --bench --views $B/views_oa_thor.txt --size 1920x1080
    one thor_views_4k     "GPU_FIGURES=1" bspview $G maps/oa_thor.bsp --bench --views $B/views_oa_thor.txt --size 3840x2160
    one delta_views_4k    "GPU_FIGURES=1" bspview $G maps/delta.bsp --bench --views $B/views_delta.txt --size 3840x2160
    one thor_vis_bench    "GPU_FIGURES=1" vis_bench $G maps/oa_thor.bsp
    one thor_load_bench   "GPU_FIGURES=1" load_bench $G maps/oa_thor.bsp --runs 5 --textures
    # The background by a colour clear against the pass (render/gl/background_pass.h),
    # alternately, and the pictures of both compared byte for byte.
    for round in 1 2; do
        for case in "lobby6_1080:$B/maps/bsp_tool-mp_lobby.bsp:1920x1080" "lobby6_4k:$B/maps/bsp_tool-mp_lobby.bsp:3840x2160" \
                    "thor_1080:maps/oa_thor.bsp:1920x1080" "thor_4k:maps/oa_thor.bsp:3840x2160" "delta_4k:maps/delta.bsp:3840x2160"; do
            IFS=: read -r name map size <<< "$case"
            for b in clear pass; do
                one "bg${round}_${name}_$b" "BSPVIEW_BACKGROUND=$b" bspview $G "$map" --bench --size "$size" --frames 150
            done
        done
    done
    shot_pair() {  # NAME ARGS...
        local name=$1; shift
        for b in clear pass; do
            env BSPVIEW_BACKGROUND=$b bash $B/run.sh bspview "$@" --size 960x540 --screenshot "$W/$name.$b.png" 2>/dev/null
        done
        if [ -s "$W/$name.clear.png" ] && cmp -s "$W/$name.clear.png" "$W/$name.pass.png"; then echo "same $name"
        else echo "DIFFERENT $name"; fi >> "$W/background_pictures.txt"
    }
    for v in lit lightmap fullbright wireframe clusters vertex normals pvs; do shot_pair thor_$v $G maps/oa_thor.bsp --view $v; done
    shot_pair thor_overlay $G maps/oa_thor.bsp --wireframe-overlay
    shot_pair thor_frozen $G maps/oa_thor.bsp --freeze-at 1088,272,3,0,0 --pos 2560,1656,600 --angles 30,-90,0
    shot_pair thor_outside $G maps/oa_thor.bsp --pos 5000,5000,2000 --angles 20,225,0
    shot_pair thor_outside_wire $G maps/oa_thor.bsp --pos 5000,5000,2000 --angles 20,225,0 --view wireframe
    shot_pair thor_far_outside_wire $G maps/oa_thor.bsp --pos 9000,9000,3000 --angles 20,200,0 --view wireframe
    while read -r x y z p yw; do shot_pair "thor_${x}_${y}" $G maps/oa_thor.bsp --pos $x,$y,$z --angles $p,$yw,0; done < $B/views_oa_thor.txt
    while read -r x y z p yw; do shot_pair "delta_${x}_${y}" $G maps/delta.bsp --pos $x,$y,$z --angles $p,$yw,0; done < $B/views_delta.txt
    shot_pair q2start $B/maps/coopordie-startmap.bsp
    shot_pair tf2disp $B/maps/bsp_tool-tf2-test_displacement_decompile.bsp
    shot_pair q1lava $Q1 $B/maps/q1/lq-lq_nolcoz.bsp
    mv "$W/thor_frozen.pass.png" "$W/thor_frozen.pass.keep" 2>/dev/null
    rm -f "$W"/*.png
    kill $monitor
    tar czf "$R/gpu_figures.tgz" -C "$R" gpu_figures && rm -rf "$W"
    ls -la "$R"
}

table() {
    python3 - "$1" <<'EOF'
import glob, json, os, sys
d = sys.argv[1]
print(open(os.path.join(d, "machine.txt")).read())
f = lambda x: f"{x:.3f}"
print("| run | first lit frame ms | first frame ms | vis ms | frame ms | GPU ms | submit ms | wait ms | back-to-back ms | clear-only GPU ms (colour, depth; depth + pass) | triangles | draw calls | peak RSS MiB |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for p in sorted(glob.glob(os.path.join(d, "*.json"))):
    name = os.path.basename(p)[:-5]
    try:
        r = json.load(open(p))
    except ValueError:
        print(f"| {name} | (no JSON: see {name}.err) |"); continue
    if "culled" in r:
        c, e = r["culled"], r["empty_frame"]
        m = lambda k: c[k]["median"]
        print(f"| {name} | {r['load_ms'].get('first_lit_frame', float('nan')):.0f} | {r['load_ms']['total_to_first_frame']:.0f} | {m('vis_ms'):.4f} | {f(m('frame_ms'))} | {f(m('gpu_frame_ms'))} | "
              f"{f(m('submit_ms'))} | {f(m('finish_wait_ms'))} | {f(r['culled_pipelined_frame_ms'])} | "
              f"{f(e['gpu_frame_ms']['median'])} ({f(e['colour_clear_gpu_ms']['median'])}, {f(e['depth_clear_gpu_ms']['median'])}; "
              f"{f(e.get('depth_clear_and_background_pass_gpu_ms', {'median': float('nan')})['median'])}) | "
              f"{m('triangles'):.0f} | {m('draw_calls'):.0f} | {r['peak_rss_mib']:.0f} |")
    elif "views" in r:
        for v in r["views"]:
            print(f"| {name} view {v['view']} | {r.get('first_lit_frame_ms', float('nan')):.0f} | {r['total_to_first_frame_ms']:.0f} | {v['vis_ms']['median']:.4f} | "
                  f"{f(v['frame_ms']['median'])} | {f(v['gpu_frame_ms']['median'])} | {f(v['submit_ms']['median'])} | "
                  f"{f(v['finish_wait_ms']['median'])} | | | {v['triangles']:.0f} | {v['draw_calls']:.0f} | {r['peak_rss_mib']:.0f} |")
    else:
        print(f"\n{name}: {json.dumps(r)}")
EOF
}

case $cmd in
    pack) shift; pack "$@" ;;
    run) run ;;
    table) table "$2" ;;
    *) echo "usage: bench/gpu_figures.sh pack [BUILD_DIR] | run | table DIR" >&2; exit 2 ;;
esac
