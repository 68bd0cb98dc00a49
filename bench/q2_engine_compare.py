#!/usr/bin/env python3
"""Pictures of bspview against Yamagi Quake II's gl1 renderer at the same cameras.

Run through bench/q2_engine_compare.sh, which checks the prerequisites and starts the
X server; this file builds the engine's game dir, drives both programs and prints the
table (mean absolute difference per channel, mean RGB of both pictures).

How the engine's camera is placed exactly: Quake 2 has no console command that sets
the view angles (the game's `teleport` sets the position only and zeroes the angles),
so each view is a tiny generated demo (.dm2) played with `demomap`. A demo is the
server's messages to the client; its frames carry the player state, and the client
draws that state as it is (demo playback forces PM_FREEZE, so no prediction, no
bobbing, no local angle input):

  - eye = pmove.origin (1/8 unit) + viewoffset: the view's eye exactly (viewoffset 22,
    the player's viewheight, over an origin 22 lower);
  - viewangles as 16-bit angles (360/65536 degrees); fov as a whole number of degrees,
    which the client widens for the window's aspect (cvar horplus, default 1: the fov is
    the horizontal fov of a 4:3 window, "Hor+"), so bspview gets that widened fov;
  - serverframe 0 for every frame: the client clamps its clock to the frame's server
    time (serverframe * 100 ms), so the renderer's time is 0 (bspview --time 0) for
    warping/flowing surfaces, animated textures and light style patterns;
  - all area bits set (no closed area portals), no status bar (no CS_STATUSBAR), no gun
    model (gunindex 0);
  - the brush entities (doors, func_wall...) as packet entities at their "origin", as
    bspview draws them (all models of non-trigger_ entities);
  - light styles as the stock baseq2 game sets them in deathmatch (Action Quake 2 maps
    are deathmatch maps): 0 "m", 1-11 the stock patterns, 63 "a"; switchable lights of
    light entities are not set in deathmatch (the game frees those entities), so their
    styles stay at the client's default, full light.

The demo's later frames carry `screenshot bmp` (the engine writes an uncompressed
.bmp to its game dir's scrnshot/); the first one written is the engine's picture, and
the engine is then ended (one engine process per view: a load takes a few seconds).

Pictures are converted to binary PPM with ImageMagick's `convert` (both the engine's
.bmp and bspview's .png), compared here in plain Python, and joined side by side with
`convert +append` (engine left, bspview right).
"""
import argparse
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

from compare_views import Failure, log, parse_views

VIEWHEIGHT = 22  # the player's eye over its origin (ent->viewheight in p_client.c)

# Protocol 34 (common/header/common.h): server-to-client ops and bits used here.
SVC_STUFFTEXT, SVC_SERVERDATA, SVC_CONFIGSTRING = 11, 12, 13
SVC_PLAYERINFO, SVC_PACKETENTITIES, SVC_FRAME = 17, 18, 20
PROTOCOL_VERSION = 34
MAX_MSGLEN = 1400
PS_M_TYPE, PS_M_ORIGIN, PS_M_FLAGS = 1 << 0, 1 << 1, 1 << 4
PS_VIEWOFFSET, PS_VIEWANGLES, PS_FOV = 1 << 7, 1 << 8, 1 << 11
PM_FREEZE = 4
PMF_NO_PREDICTION = 64
U_ORIGIN1, U_ORIGIN2, U_MOREBITS1 = 1 << 0, 1 << 1, 1 << 7
U_NUMBER16, U_ORIGIN3, U_MODEL, U_MOREBITS2 = 1 << 8, 1 << 9, 1 << 11, 1 << 15
U_MOREBITS3, U_OLDORIGIN = 1 << 23, 1 << 24
# Configstring indices (common/header/shared.h).
CS_NAME, CS_SKY, CS_SKYAXIS, CS_SKYROTATE, CS_MAXCLIENTS = 0, 2, 3, 4, 30
CS_MODELS = 32
CS_LIGHTS = CS_MODELS + 256 + 256 + 256

# SP_worldspawn in the stock game (game/g_spawn.c).
LIGHTSTYLES = {
    0: "m",
    1: "mmnmmommommnonmmonqnmmo",
    2: "abcdefghijklmnopqrstuvwxyzyxwvutsrqponmlkjihgfedcba",
    3: "mmmmmaaaaammmmmaaaaaabcdefgabcdefg",
    4: "mamamamamama",
    5: "jklmnopqrstuvwxyzyxwvutsrqponmlkj",
    6: "nmonqnmomnmomomno",
    7: "mmmaaaabcdefgmmmmaaaammmaamm",
    8: "mmmaaammmaaammmabcdefaaaammmmabcdefmmmaaaa",
    9: "aaaaaaaazzzzzzzz",
    10: "mmamammmmammamamaaamammma",
    11: "abcdefghijklmnopqrrqponmlkjihgfedcba",
    63: "a",
}

# Frames in the demo: ~25 s of server frames (10 per second); screenshots asked for from
# frame SHOT_FIRST on, every SHOT_EVERY frames (a stufftext in a frame that the loopback
# dropped while the client was loading would otherwise be lost).
DEMO_FRAMES, SHOT_FIRST, SHOT_EVERY = 250, 20, 10


# The fov goes to the engine in the demo's player state as a byte.
def yamagi_can_take(pitch, fov):
    if fov != int(fov) or not 1 <= fov <= 179:
        return "the fov goes to the engine as a byte: a whole number 1-179"
    return None


def horplus_fov(fov43, width, height):
    """The horizontal fov the engine draws for fov43 (AdaptFov in client/cl_entities.c)."""
    import math
    return math.degrees(2 * math.atan(math.tan(math.radians(fov43) / 2) * width / height * 0.75))


# ---- the map's entities ----------------------------------------------------------------

def map_entities(bsp_path):
    with open(bsp_path, "rb") as f:
        data = f.read()
    if data[:4] != b"IBSP" or struct.unpack_from("<i", data, 4)[0] != 38:
        raise Failure(f"{bsp_path}: not a Quake 2 map (IBSP 38)")
    offset, length = struct.unpack_from("<ii", data, 8)  # lump 0: entities
    text = data[offset:offset + length].decode("latin-1")
    return [dict(re.findall(r'"([^"]*)"\s*"([^"]*)"', block)) for block in re.findall(r"\{([^{}]*)\}", text)]


# ---- demo writing ----------------------------------------------------------------------

class Msg:
    def __init__(self):
        self.b = bytearray()

    def byte(self, v): self.b += struct.pack("<B", v & 0xFF)
    def char(self, v): self.b += struct.pack("<b", v)
    def short(self, v): self.b += struct.pack("<h", v)
    def long(self, v): self.b += struct.pack("<i", v)
    def string(self, s): self.b += s.encode("latin-1") + b"\0"
    def coord(self, v): self.short(int(round(v * 8)))
    def angle16(self, deg): self.b += struct.pack("<H", int(deg * 65536 / 360) & 0xFFFF)  # ANGLE2SHORT


def configstrings(map_name, entities):
    """(index, string) pairs, and the brush entities as (model index, origin)."""
    world = next((e for e in entities if e.get("classname") == "worldspawn"), {})
    cs = [(CS_NAME, world.get("message", map_name)), (CS_SKY, world.get("sky", "unit1_")),
          (CS_SKYROTATE, "%f" % float(world.get("skyrotate", "0") or 0)),
          (CS_SKYAXIS, "%f %f %f" % tuple((list(map(float, world.get("skyaxis", "0 0 0").split())) + [0, 0, 0])[:3])),
          (CS_MAXCLIENTS, "1"), (CS_MODELS + 1, f"maps/{map_name}.bsp")]
    brush = []
    for e in entities:
        model = e.get("model", "")
        # bspview draws every brush model but those of trigger_ entities (the server
        # never sends triggers); the engine draws what the server sends: the same set.
        if not model.startswith("*") or e.get("classname", "").startswith("trigger_"):
            continue
        index = len(brush) + 2
        if index > 255:
            raise Failure(f"{map_name}: more than 254 brush entities")
        origin = [float(v) for v in e.get("origin", "0 0 0").split()][:3]
        cs.append((CS_MODELS + index, model))
        brush.append((index, origin))
    cs += [(CS_LIGHTS + i, s) for i, s in LIGHTSTYLES.items()]
    return cs, brush


def frame_message(view, brush, extra_text=""):
    m = Msg()
    if extra_text:
        m.byte(SVC_STUFFTEXT)
        m.string(extra_text)
    m.byte(SVC_FRAME)
    m.long(0)    # serverframe 0: server time 0 ms, the renderer's time 0
    m.long(-1)   # no delta: every frame complete
    m.byte(0)    # suppress count
    m.byte(32)   # area bits: all 256 areas open
    m.b += b"\xff" * 32
    m.byte(SVC_PLAYERINFO)
    m.short(PS_M_TYPE | PS_M_ORIGIN | PS_M_FLAGS | PS_VIEWOFFSET | PS_VIEWANGLES | PS_FOV)
    m.byte(PM_FREEZE)
    for v in (view.x, view.y, view.z - VIEWHEIGHT):
        m.coord(v)
    m.byte(PMF_NO_PREDICTION)
    for v in (0, 0, VIEWHEIGHT * 4):  # viewoffset in quarter units
        m.char(v)
    for v in (view.pitch, view.yaw, 0):
        m.angle16(v)
    m.byte(int(view.fov))
    m.long(0)  # no stats: nothing for a status bar to show
    m.byte(SVC_PACKETENTITIES)
    for number, (index, origin) in enumerate(brush, 2):  # entity 1 is the player
        bits = U_MODEL | U_MOREBITS1
        if number > 255:
            bits |= U_NUMBER16
        if any(origin):
            # The old origin too: the client lerps a new entity from it.
            bits |= U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3 | U_OLDORIGIN | U_MOREBITS2 | U_MOREBITS3
        m.byte(bits & 0xFF)
        m.byte((bits >> 8) & 0xFF)
        if bits & U_MOREBITS2:
            m.byte((bits >> 16) & 0xFF)
        if bits & U_MOREBITS3:
            m.byte((bits >> 24) & 0xFF)
        m.short(number) if bits & U_NUMBER16 else m.byte(number)
        m.byte(index)
        if any(origin):
            for v in origin:
                m.coord(v)
            for v in origin:
                m.coord(v)
    m.short(0)  # end of entities: bits 0, entity 0
    return bytes(m.b)


def write_demo(path, view, entities):
    cs, brush = configstrings(view.map, entities)
    chunks = []
    m = Msg()
    m.byte(SVC_SERVERDATA)
    m.long(PROTOCOL_VERSION)
    m.long(1)     # server count
    m.byte(1)     # attract loop: a demo
    m.string("")  # game dir: baseq2
    m.short(0)    # player number
    m.string(view.map)
    for index, text in cs:
        item = Msg()
        item.byte(SVC_CONFIGSTRING)
        item.short(index)
        item.string(text)
        if len(m.b) + len(item.b) > MAX_MSGLEN:
            chunks.append(bytes(m.b))
            m = Msg()
        m.b += item.b
    chunks.append(bytes(m.b))
    m = Msg()
    m.byte(SVC_STUFFTEXT)
    m.string("precache\n")  # without a spawn count: the demo path (no map checksum check)
    chunks.append(bytes(m.b))
    for k in range(DEMO_FRAMES):
        shot = k >= SHOT_FIRST and (k - SHOT_FIRST) % SHOT_EVERY == 0
        chunks.append(frame_message(view, brush, "screenshot bmp\n" if shot else ""))
    for c in chunks:
        if len(c) > MAX_MSGLEN:
            raise Failure(f"{path}: a demo message of {len(c)} bytes (most {MAX_MSGLEN})")
    with open(path, "wb") as f:
        for c in chunks:
            f.write(struct.pack("<i", len(c)) + c)
        f.write(struct.pack("<i", -1))


# ---- the engine's game dir ---------------------------------------------------------------

def write_stub_pcx(path, width, height):
    """An 8-bit PCX of colour 0: the console font the engine wants (pics/conchars.pcx, from
    the retail pak0.pak, which is not here). Nothing is printed on the pictures taken."""
    header = struct.pack("<BBBBHHHHHH48sBBHHHH54s", 10, 5, 1, 8, 0, 0, width - 1, height - 1, 72, 72,
                         b"\0" * 48, 0, 1, width, 1, 0, 0, b"\0" * 54)
    row = b"\xc1\x00" * width  # runs of one: index 0 written as an RLE byte pair
    with open(path, "wb") as f:
        f.write(header + row * height + b"\x0c" + b"\0" * 768)


def build_basedir(args, work, uid):
    """basedir/baseq2: the aqtion files (links), stubs, the built game.so, demos/."""
    base = os.path.join(work, "base")
    q2 = os.path.join(base, "baseq2")
    os.makedirs(os.path.join(q2, "pics"))
    os.makedirs(os.path.join(q2, "demos"))
    for sub in ("maps", "textures", "env"):
        os.symlink(os.path.join(args.game_dir, sub), os.path.join(q2, sub))
    for name in os.listdir(os.path.join(args.game_dir, "pics")):
        os.symlink(os.path.join(args.game_dir, "pics", name), os.path.join(q2, "pics", name))
    if not os.path.exists(os.path.join(q2, "pics", "conchars.pcx")):
        write_stub_pcx(os.path.join(q2, "pics", "conchars.pcx"), 128, 128)
    # An empty default.cfg: the retail one only binds keys.
    open(os.path.join(q2, "default.cfg"), "w").close()
    os.symlink(os.path.join(args.yq2_dir, "baseq2", "game.so"), os.path.join(q2, "game.so"))
    # The engine's home: ~/.yq2 (it would make $XDG_DATA_HOME/YamagiQ2 otherwise, one
    # mkdir deep only). Its config and screenshots (baseq2/scrnshot/) go there.
    home = os.path.join(work, "home")
    os.makedirs(os.path.join(home, ".yq2"))
    if uid is not None:
        for d in (home, os.path.join(home, ".yq2")):
            os.chown(d, uid, uid)
    for d in (work, base, q2, os.path.join(q2, "pics"), os.path.join(q2, "demos")):
        os.chmod(d, 0o755)
    return base, home


def engine_command(args, base, view):
    # Only what the picture needs besides the defaults: the window size, the renderer's
    # name (its default anyway), no sound, no console notify lines over the picture.
    cmd = [os.path.join(args.yq2_dir, "quake2"), "-datadir", base,
           "+set", "vid_renderer", "gl1", "+set", "r_mode", "-1",
           "+set", "r_customwidth", str(args.width), "+set", "r_customheight", str(args.height),
           "+set", "vid_fullscreen", "0", "+set", "s_initsound", "0", "+set", "con_notifytime", "0",
           "+set", "cl_gun", "0", "+set", "in_grab", "0",
           "+demomap", f"v{view.index:02d}.dm2"]
    if os.geteuid() == 0:
        # The engine refuses to run as root (backends/unix/main.c): run it as nobody.
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + cmd
    return cmd


def engine_screenshot(args, base, home, view, dest_bmp, env):
    write_demo(os.path.join(base, "baseq2", "demos", f"v{view.index:02d}.dm2"), view, map_entities(
        os.path.join(args.game_dir, "maps", f"{view.map}.bsp")))
    shots_before = set(find_shots(home))
    cmd = engine_command(args, base, view)
    log_path = os.path.join(args.workdir, f"yquake2-v{view.index:02d}.log")
    with open(log_path, "w") as log_file:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log_file, stderr=subprocess.STDOUT,
                                env=dict(env, HOME=home), start_new_session=True)
        try:
            deadline = time.monotonic() + args.load_timeout
            shot = None
            while time.monotonic() < deadline:
                new = [p for p in find_shots(home) if p not in shots_before]
                if new:
                    shot = new[0]
                    # The file is written in one go, but wait for its size to settle.
                    size = -1
                    while size != os.path.getsize(shot):
                        size = os.path.getsize(shot)
                        time.sleep(0.3)
                    break
                if proc.poll() is not None:
                    raise Failure(f"yquake2 exited ({proc.returncode}) before its screenshot at view "
                                  f"{view.name()} (see {log_path})")
                time.sleep(0.2)
            if shot is None:
                raise Failure(f"yquake2: no screenshot after {args.load_timeout:.0f} s at view {view.name()} "
                              f"(see {log_path})")
            shutil.copy(shot, dest_bmp)
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)  # its own session: setpriv and the engine
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
    return cmd


def find_shots(home):
    out = []
    for root, _, files in os.walk(home):
        out += [os.path.join(root, f) for f in sorted(files) if f.startswith("q2_") and f.endswith(".bmp")]
    return out


# ---- bspview -----------------------------------------------------------------------------

def bspview_command(args, view, dest_png):
    fov = horplus_fov(view.fov, args.width, args.height)
    return [args.bspview, os.path.join(args.game_dir, "maps", f"{view.map}.bsp"), "--game-dir", args.game_dir,
            "--pos", f"{view.x:g},{view.y:g},{view.z:g}", "--angles", f"{view.pitch:g},{view.yaw:g}",
            "--fov", f"{fov:.4f}", "--size", f"{args.width}x{args.height}", "--time", "0",
            "--hide-interface"] + args.bspview_arg + ["--screenshot", dest_png]


def bspview_screenshot(args, view, dest_png, env):
    cmd = bspview_command(args, view, dest_png)
    run = subprocess.run(cmd, env=dict(env, SDL_VIDEODRIVER="offscreen"), stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, timeout=args.load_timeout)
    if run.returncode != 0:
        raise Failure(f"bspview: exit {run.returncode} at view {view.name()}: {' '.join(cmd)}\n"
                      + run.stdout.decode("latin-1")[-2000:])
    return cmd


# ---- pictures ----------------------------------------------------------------------------

def read_rgb(path):
    """(width, height, RGB bytes) of any picture ImageMagick reads, through binary PPM."""
    ppm = subprocess.run(["convert", path, "-alpha", "off", "-depth", "8", "ppm:-"], stdout=subprocess.PIPE,
                         check=True).stdout
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", ppm)
    if not m or m.group(3) != b"255":
        raise Failure(f"{path}: unexpected PPM from convert")
    w, h = int(m.group(1)), int(m.group(2))
    return w, h, ppm[m.end():m.end() + w * h * 3]


def compare(engine_path, bspview_path):
    we, he, e = read_rgb(engine_path)
    wb, hb, b = read_rgb(bspview_path)
    if (we, he) != (wb, hb):
        raise Failure(f"picture sizes differ: {we}x{he} (engine) and {wb}x{hb} (bspview)")
    n = we * he
    diff = [sum(abs(x - y) for x, y in zip(e[c::3], b[c::3])) / n for c in range(3)]
    mean_e = [sum(e[c::3]) / n for c in range(3)]
    mean_b = [sum(b[c::3]) / n for c in range(3)]
    return diff, mean_e, mean_b


def side_by_side(engine_path, bspview_path, dest):
    subprocess.run(["convert", engine_path, bspview_path, "-alpha", "off", "+append", dest], check=True)


# ---- the run ---------------------------------------------------------------------------------

def format_row(r):
    d, e, b = r["diff"], r["engine_rgb"], r["bspview_rgb"]
    ratio = sum(e) / sum(b) if sum(b) else float("inf")
    return (f"{r['view']:<24} {d[0]:6.1f} {d[1]:6.1f} {d[2]:6.1f}   "
            f"{e[0]:5.1f} {e[1]:5.1f} {e[2]:5.1f}   {b[0]:5.1f} {b[1]:5.1f} {b[2]:5.1f}   {ratio:5.2f}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--views", required=True)
    p.add_argument("--bspview", required=True)
    p.add_argument("--yq2-dir", required=True, help="yquake2's release/ folder (quake2, ref_gl1.so, baseq2/game.so)")
    p.add_argument("--game-dir", required=True, help="the maps' game dir (maps/, textures/, env/, pics/)")
    p.add_argument("--display", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--shots", default="", help="folder for the pictures and side-by-side PNGs")
    p.add_argument("--only-maps", default="")
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=720)
    p.add_argument("--fov", type=float, default=90.0, help="Quake 2 fov (4:3 horizontal) where a view gives none")
    p.add_argument("--load-timeout", type=float, default=120.0)
    p.add_argument("--bspview-arg", action="append", default=[], help="extra bspview argument (repeatable)")
    args = p.parse_args()
    try:
        views = parse_views(args.views, args.fov, yamagi_can_take)
        if args.only_maps:
            keep = set(args.only_maps.split(","))
            views = [v for v in views if v.map in keep]
        if not views:
            raise Failure("no views left to run")
        shots = args.shots or os.path.join(args.workdir, "shots")
        os.makedirs(shots, exist_ok=True)
        uid = 65534 if os.geteuid() == 0 else None
        base, home = build_basedir(args, args.workdir, uid)
        env = dict(os.environ, DISPLAY=args.display)
        bspview_home = tempfile.mkdtemp(prefix="bspviewhome-", dir=args.workdir)
        bspview_env = dict(env, HOME=bspview_home, XDG_CONFIG_HOME=os.path.join(bspview_home, ".config"))
        rows = []
        t0 = time.monotonic()
        for view in views:
            stem = os.path.join(shots, f"v{view.index:02d}_{view.map}")
            engine_cmd = engine_screenshot(args, base, home, view, stem + "_yquake2.bmp", env)
            bsp_cmd = bspview_screenshot(args, view, stem + "_bspview.png", bspview_env)
            if view.index == 1:
                log("engine:  " + " ".join(engine_cmd))
                log("bspview: " + " ".join(bsp_cmd))
            diff, mean_e, mean_b = compare(stem + "_yquake2.bmp", stem + "_bspview.png")
            side_by_side(stem + "_yquake2.bmp", stem + "_bspview.png", stem + "_side.png")
            rows.append({"view": view.name(), "diff": diff, "engine_rgb": mean_e, "bspview_rgb": mean_b})
            log(format_row(rows[-1]))
        print(f"# Yamagi Quake II gl1 (defaults, horplus) vs bspview, {args.width}x{args.height}, time 0;"
              f" fov {args.fov:g} (4:3) = {horplus_fov(args.fov, args.width, args.height):.2f} horizontal")
        print("# diff: mean |engine - bspview| per channel over the image, in levels of 255;"
              " ratio: engine mean RGB / bspview mean RGB")
        print(f"{'view':<24} {'dR':>6} {'dG':>6} {'dB':>6}   {'engine mean RGB':<17}   "
              f"{'bspview mean RGB':<17}   ratio")
        for r in rows:
            print(format_row(r))
        print(f"side-by-side pictures (engine left, bspview right): {shots}/v*_side.png;"
              f" run took {(time.monotonic() - t0) / 60:.1f} min")
    except Failure as e:
        log(f"q2_engine_compare: {e}")
        return 1
    except subprocess.CalledProcessError as e:
        log(f"q2_engine_compare: {e}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
