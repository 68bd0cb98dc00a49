"""What the engine comparisons share: their error type, their log, and the views file.

bench/engine_compare.py (ioquake3) and bench/q2_engine_compare.py (Yamagi Quake II)
read cameras from bench/views/*.txt: MAP X Y Z PITCH YAW [FOV], a comment after "#"
whose first word labels the view. Each engine places its camera its own way, so each
script passes a check that refuses the views its engine cannot take.
"""
import sys


class Failure(Exception):
    pass


def log(msg):
    print(msg, file=sys.stderr, flush=True)


class View:
    def __init__(self, index, map_name, x, y, z, pitch, yaw, fov, label):
        self.index, self.map, self.label = index, map_name, label
        self.x, self.y, self.z, self.pitch, self.yaw, self.fov = x, y, z, pitch, yaw, fov

    def name(self):
        return f"{self.index:02d} {self.map} {self.label}".rstrip()


def parse_views(path, default_fov, check=None):
    """The views of `path`; check(pitch, fov) returns why the engine cannot take a view, or None."""
    views = []
    with open(path) as f:
        for number, raw in enumerate(f, 1):
            text, _, comment = raw.partition("#")
            fields = text.split()
            if not fields:
                continue
            if len(fields) not in (6, 7):
                raise Failure(f"{path}:{number}: want MAP X Y Z PITCH YAW [FOV], got '{raw.strip()}'")
            try:
                nums = [float(v) for v in fields[1:]]
            except ValueError:
                raise Failure(f"{path}:{number}: not numbers: '{raw.strip()}'")
            fov = nums[5] if len(nums) == 6 else default_fov
            problem = check(nums[3], fov) if check else None
            if problem:
                raise Failure(f"{path}:{number}: {problem}")
            label = comment.strip().split()[0] if comment.strip() else ""
            views.append(View(len(views) + 1, fields[0], *nums[:5], fov, label))
    if not views:
        raise Failure(f"{path}: no views")
    return views
