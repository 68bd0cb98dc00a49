#!/usr/bin/env python3
"""Frame time of bspview against ioquake3's classic renderer at the same cameras.

Run through bench/engine_compare.sh, which checks the prerequisites, builds the
swap-timestamp shim and starts the X server; this file drives the two programs
and prints the table.

Both programs run in a window of the same size with the LD_PRELOAD shim
(../shared/tools/perf/swapstamp.c), which prints "@SWAP n t_before t_after" for
every SDL_GL_SwapWindow; a run's frame time is the median swap-to-swap interval
of a window of frames once the camera stands still.

ioquake3 runs once per map and is driven through its console on stdin: `noclip`
(no gravity, so the player stays where placed), then `setviewpos` per view.
setviewpos "spits the player out" at 400 units/s along the yaw; in noclip that
speed dies out by friction after 25-40 units. The drift is measured with `viewpos`
(which prints the eye position) once two replies agree, and the camera is placed
again with the drift taken off, until the eye is within a unit of the view's.
Between its timed windows the engine is stopped with SIGSTOP, so it takes no CPU
while bspview runs; after SIGCONT the first frames (one long game tick) are skipped.

bspview starts fresh for each run at the view (--pos/--angles/--fov, --frames N
quits after N frames with the map shown), so its timed window is the last frames
of the run, after warm-up frames.

Each view gets PAIRS alternating pairs (engine first in even pairs, bspview first
in odd ones); a pair's ratio is bspview / ioquake3 of two adjacent runs, which
cancels most of the load that other work puts on the machine.
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading

from compare_views import Failure, log, parse_views
import time

EYE_HEIGHT = 26  # DEFAULT_VIEWHEIGHT: the eye above the player's origin (standing, and in noclip)

# Settings that must hold before the renderer starts (r_picmip, r_mode and cl_renderer
# are latched); ioq3 keeps only 32 "+" commands, so they go into autoexec.cfg.
ENGINE_AUTOEXEC = """\
seta cl_renderer opengl1
seta r_mode -1
seta r_customwidth {width}
seta r_customheight {height}
seta r_fullscreen 0
seta r_picmip 0
seta r_textureMode GL_LINEAR_MIPMAP_LINEAR
seta r_swapInterval 0
seta com_maxfps 0
seta com_maxfpsUnfocused 0
seta com_maxfpsMinimized 0
seta cg_draw2D 0
seta cg_drawGun 0
seta con_notifytime -1
seta s_initsound 0
seta in_nograb 1
"""

VIEWPOS_RE = re.compile(r"^\((-?\d+) (-?\d+) (-?\d+)\) : (-?\d+)\s*$")
SWAP_RE = re.compile(r"^@SWAP (\d+) (\d+\.\d+) (\d+\.\d+)")


# ioquake3's setviewpos sets the yaw only.
def ioquake3_can_take(pitch, fov):
    return "pitch must be 0 (ioquake3's setviewpos sets the yaw only)" if pitch != 0 else None


# ---- process output --------------------------------------------------------------------

class OutputPump:
    """Reads a process's merged stdout/stderr on a thread: swap times and the other lines."""

    def __init__(self, stream, keep_log):
        self.swaps, self.lines = [], []
        self.cond = threading.Condition()
        self.keep_log = keep_log
        self.thread = threading.Thread(target=self._run, args=(stream,), daemon=True)
        self.thread.start()

    def _run(self, stream):
        for raw in iter(stream.readline, b""):
            line = raw.decode("latin-1").rstrip("\n")
            with self.cond:
                m = SWAP_RE.match(line)
                if m:
                    self.swaps.append(float(m.group(3)))
                else:
                    self.lines.append(line)
                    if self.keep_log is not None:
                        self.keep_log.write(line + "\n")
                self.cond.notify_all()

    def wait(self, predicate, timeout, what):
        deadline = time.monotonic() + timeout
        with self.cond:
            while not predicate():
                left = deadline - time.monotonic()
                if not self.thread.is_alive():
                    raise Failure(f"ioquake3 exited while waiting for {what}")
                if left <= 0:
                    raise Failure(f"ioquake3: timed out after {timeout:.0f} s waiting for {what}")
                self.cond.wait(min(left, 0.5))


def swap_intervals_ms(times):
    return [(b - a) * 1000.0 for a, b in zip(times, times[1:])]


# ---- ioquake3 ----------------------------------------------------------------------------

class Engine:
    def __init__(self, args, map_name, env):
        self.args, self.map = args, map_name
        self.home = tempfile.mkdtemp(prefix="ioq3home-", dir=args.workdir)
        os.makedirs(os.path.join(self.home, "baseoa"))
        with open(os.path.join(self.home, "baseoa", "autoexec.cfg"), "w") as f:
            f.write(ENGINE_AUTOEXEC.format(width=args.width, height=args.height))
        cmd = [args.ioquake3, "+set", "com_basegame", "baseoa", "+set", "fs_basepath", args.oa_base,
               "+set", "fs_homepath", self.home, "+set", "com_legacyprotocol", "71",
               "+set", "com_protocol", "71", "+set", "s_initsound", "0", "+set", "sv_pure", "0",
               "+set", "vm_cgame", "0", "+set", "vm_game", "0", "+set", "vm_ui", "0",
               "+devmap", map_name]
        self.log_file = open(os.path.join(args.workdir, f"ioquake3-{map_name}.log"), "w")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, env=env)
        self.out = OutputPump(self.proc.stdout, self.log_file)
        self.stopped = False
        self.out.wait(lambda: any("entered the game" in l or "Can't find map" in l for l in self.out.lines),
                      args.load_timeout, f"{map_name} to load (see {self.log_file.name})")
        if any("Can't find map" in l for l in self.out.lines):
            raise Failure(f"ioquake3 has no map '{map_name}' in {args.pk3_dir}")
        if not any("renderer_opengl1" in l or "opengl1" in l for l in self.out.lines):
            raise Failure(f"ioquake3 did not load the opengl1 renderer (see {self.log_file.name})")
        self.command("noclip", "noclip ON")

    def send(self, text):
        self.proc.stdin.write((text + "\n").encode())
        self.proc.stdin.flush()

    def command(self, text, reply):
        n = len(self.out.lines)
        self.send(text)
        self.out.wait(lambda: any(reply in l for l in self.out.lines[n:]), 10, f"'{reply}' after '{text}'")
        return next(l for l in self.out.lines[n:] if reply in l)

    def viewpos(self):
        n = len(self.out.lines)
        self.send("viewpos")
        self.out.wait(lambda: any(VIEWPOS_RE.match(l) for l in self.out.lines[n:]), 10, "viewpos")
        m = next(VIEWPOS_RE.match(l) for l in self.out.lines[n:] if VIEWPOS_RE.match(l))
        return [int(m.group(i)) for i in range(1, 5)]

    def settled_viewpos(self):
        last = None
        for _ in range(20):
            time.sleep(0.3)
            pos = self.viewpos()
            if pos == last:
                return pos
            last = pos
        raise Failure("ioquake3: the camera did not come to rest after setviewpos")

    def place(self, view):
        """Puts the eye at the view (within a unit: viewpos prints whole units); returns the error."""
        self.resume()
        self.send(f"cg_fov {view.fov:g}")
        target = [view.x, view.y, view.z]
        origin = [view.x, view.y, view.z - EYE_HEIGHT]
        # The slide after setviewpos varies from try to try (frame rate, a wall ahead):
        # up to 10 tries for a unit; after that within 8 units is kept, with a warning
        # (a few units do not change a frame's cost), anything further is a failure.
        best = None
        for _ in range(10):
            self.send("setviewpos {:.3f} {:.3f} {:.3f} {:.3f}".format(*origin, view.yaw))
            pos = self.settled_viewpos()
            error = [t - p for t, p in zip(target, pos[:3])]
            yaw_error = (pos[3] - view.yaw + 180) % 360 - 180
            if abs(yaw_error) > 1:
                raise Failure(f"ioquake3: yaw {pos[3]} after setviewpos, wanted {view.yaw:g}")
            miss = max(abs(e) for e in error)
            if miss <= 1.0:
                return miss
            best = miss if best is None else min(best, miss)
            origin = [o + e for o, e in zip(origin, error)]
        if best is not None and miss <= 8.0:
            print(f"engine_compare: view {view.name()}: ioquake3's eye is {miss:g} units off after 10 tries",
                  file=sys.stderr, flush=True)
            return miss
        raise Failure(f"ioquake3: could not place the camera at view {view.name()} (last viewpos {pos})")

    def screenshot(self, dest):
        line = self.command("screenshotJPEG", "Wrote ")
        path = os.path.join(self.home, "baseoa", line.split("Wrote ", 1)[1].strip())
        # The message can come before the file is on disk: wait for it to stop growing.
        size = -1
        for _ in range(50):
            time.sleep(0.2)
            if os.path.exists(path) and os.path.getsize(path) == size > 0:
                break
            size = os.path.getsize(path) if os.path.exists(path) else -1
        shutil.copy(path, dest)

    def resume(self):
        if self.stopped:
            os.kill(self.proc.pid, signal.SIGCONT)
            self.stopped = False

    def pause(self):
        if not self.stopped:
            os.kill(self.proc.pid, signal.SIGSTOP)
            self.stopped = True

    def time_frames(self):
        """Median frame time (ms) of `frames` frames after `skip` frames, resumed for the run."""
        start = len(self.out.swaps)
        need = start + self.args.engine_skip + self.args.frames + 1
        self.resume()
        try:
            self.out.wait(lambda: len(self.out.swaps) >= need, self.args.run_timeout, "frames")
        finally:
            self.pause()
        times = self.out.swaps[start + self.args.engine_skip:need]
        return statistics.median(swap_intervals_ms(times))

    def close(self):
        if self.proc.poll() is None:
            try:
                self.resume()
                self.send("quit")
                self.proc.wait(timeout=15)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        self.out.thread.join(timeout=5)
        self.log_file.close()


# ---- bspview -------------------------------------------------------------------------------

def bspview_camera_args(args, view):
    # The engine runs in a window, where ioquake3 never overbrights: bspview draws
    # shader stages the same way (--q3-brightness window) for both the timing and the
    # screenshots.
    return ["--game-dir", args.pk3_dir, f"maps/{view.map}.bsp", "--pos", f"{view.x:g},{view.y:g},{view.z:g}",
            "--angles", f"{view.pitch:g},{view.yaw:g}", "--fov", f"{view.fov:g}",
            "--size", f"{args.width}x{args.height}", "--q3-brightness", "window"]


def time_bspview(args, view, env):
    cmd = [args.bspview] + bspview_camera_args(args, view) + ["--no-vsync", "--frames",
                                                              str(args.skip + args.frames + 1)]
    if not args.with_interface:
        cmd.append("--hide-interface")  # the engine runs with cg_draw2D 0: the picture alone on both sides
    cmd += args.bspview_arg
    try:
        run = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             timeout=args.run_timeout + args.load_timeout)
    except subprocess.TimeoutExpired:
        raise Failure(f"bspview: timed out at view {view.name()}: {' '.join(cmd)}")
    text = run.stdout.decode("latin-1")
    times = [float(m.group(3)) for m in map(SWAP_RE.match, text.splitlines()) if m]
    if run.returncode != 0 or len(times) < args.frames + 1:
        tail = "\n".join(l for l in text.splitlines() if not l.startswith("@SWAP"))[-2000:]
        raise Failure(f"bspview: exit {run.returncode}, {len(times)} frames at view {view.name()}:\n{tail}")
    # --frames counts frames with the map shown, so the last ones are all of the map.
    return statistics.median(swap_intervals_ms(times[-(args.frames + 1):]))


def bspview_screenshot(args, view, dest, env):
    cmd = [args.bspview] + bspview_camera_args(args, view) + ["--screenshot", dest]
    subprocess.run(cmd, env=dict(env, SDL_VIDEODRIVER="offscreen"), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=args.load_timeout, check=True)


# ---- the run --------------------------------------------------------------------------------

def measure(args, views):
    base_env = dict(os.environ, DISPLAY=args.display, SDL_VIDEODRIVER="x11", LD_PRELOAD=args.shim)
    bspview_home = tempfile.mkdtemp(prefix="bspviewhome-", dir=args.workdir)
    # A fresh config folder: no remembered panel layout from the user's own runs.
    bspview_env = dict(base_env, HOME=bspview_home, XDG_CONFIG_HOME=os.path.join(bspview_home, ".config"))
    results = []
    for map_name in dict.fromkeys(v.map for v in views):
        t0 = time.monotonic()
        engine = Engine(args, map_name, base_env)
        try:
            log(f"{map_name}: ioquake3 loaded in {time.monotonic() - t0:.1f} s")
            for view in (v for v in views if v.map == map_name):
                error = engine.place(view)
                if args.shots:
                    stem = os.path.join(args.shots, f"v{view.index:02d}_{view.map}")
                    engine.screenshot(stem + "_ioquake3.jpg")
                    bspview_screenshot(args, view, stem + "_bspview.png", bspview_env)
                engine.pause()
                pairs = []
                for k in range(args.pairs):
                    if k % 2 == 0:
                        e = engine.time_frames()
                        b = time_bspview(args, view, bspview_env)
                    else:
                        b = time_bspview(args, view, bspview_env)
                        e = engine.time_frames()
                    pairs.append((e, b))
                row = summarize(view, pairs, error)
                results.append(row)
                log(format_row(row))
        finally:
            engine.close()
    return results


def summarize(view, pairs, place_error):
    ratios = [b / e for e, b in pairs]
    return {"view": view.name(), "camera": [view.x, view.y, view.z, view.pitch, view.yaw, view.fov],
            "ioquake3_ms": statistics.median(e for e, _ in pairs),
            "bspview_ms": statistics.median(b for _, b in pairs),
            "ratio": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios),
            "pairs": [{"ioquake3_ms": e, "bspview_ms": b} for e, b in pairs],
            "placement_error_units": place_error}


def format_row(r):
    return (f"{r['view']:<28} {r['ioquake3_ms']:>9.1f} {r['bspview_ms']:>9.1f} {r['ratio']:>7.2f}"
            f"   {r['ratio_min']:.2f}–{r['ratio_max']:.2f}")


def print_table(results, args, seconds):
    print(f"# bspview / ioquake3 (opengl1), {args.width}x{args.height} window, trilinear, "
          f"{args.pairs} alternating pairs per view, median of {args.frames} frames per run")
    print(f"{'view':<28} {'ioq3 ms':>9} {'bspv ms':>9} {'ratio':>7}   spread (per-pair ratios)")
    for r in results:
        print(format_row(r))
    ratios = [r["ratio"] for r in results]
    print(f"median ratio over {len(ratios)} views: {statistics.median(ratios):.2f}"
          f" (views from {min(ratios):.2f} to {max(ratios):.2f}); run took {seconds / 60:.1f} min")


def exit_on_term(signum, frame):
    raise SystemExit(128 + signum)  # runs the finally blocks: the engine is resumed and ended


def main():
    signal.signal(signal.SIGTERM, exit_on_term)
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--views", required=True)
    p.add_argument("--bspview", required=True)
    p.add_argument("--ioquake3", required=True)
    p.add_argument("--oa-base", required=True, help="fs_basepath: holds baseoa/ with the game libraries")
    p.add_argument("--pk3-dir", required=True, help="the baseoa folder bspview mounts")
    p.add_argument("--shim", required=True)
    p.add_argument("--display", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--pairs", type=int, default=3)
    p.add_argument("--frames", type=int, default=40, help="timed frames per run")
    p.add_argument("--skip", type=int, default=15, help="bspview: frames with the map shown before the timed ones")
    p.add_argument("--engine-skip", type=int, default=5, help="ioquake3: frames after SIGCONT before the timed ones")
    p.add_argument("--only-maps", default="", help="comma list: only these maps' views")
    p.add_argument("--one-per-map", action="store_true", help="only the last view of each map (--quick)")
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=720)
    p.add_argument("--fov", type=float, default=90.0)
    p.add_argument("--shots", default="", help="folder for one screenshot per view from each program")
    p.add_argument("--json", default="", help="also write the results here")
    p.add_argument("--load-timeout", type=float, default=120.0)
    p.add_argument("--run-timeout", type=float, default=60.0)
    p.add_argument("--bspview-arg", action="append", default=[], help="extra bspview argument (repeatable)")
    p.add_argument("--with-interface", action="store_true",
                   help="bspview draws its menu, panels and status bar (default: --hide-interface)")
    args = p.parse_args()
    try:
        views = parse_views(args.views, args.fov, ioquake3_can_take)
        if args.only_maps:
            keep = set(args.only_maps.split(","))
            views = [v for v in views if v.map in keep]
        if args.one_per_map:
            views = list({v.map: v for v in views}.values())
        if not views:
            raise Failure("no views left to run")
        if args.shots:
            os.makedirs(args.shots, exist_ok=True)
        t0 = time.monotonic()
        results = measure(args, views)
        print_table(results, args, time.monotonic() - t0)
        if args.json:
            with open(args.json, "w") as f:
                json.dump({"views": results, "pairs": args.pairs, "frames": args.frames,
                           "median_ratio": statistics.median(r["ratio"] for r in results)}, f, indent=1)
    except Failure as e:
        log(f"engine_compare: {e}")
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
