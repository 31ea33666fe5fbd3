"""Filesystem, signal and race cases of the hostile corpus (see hostile.py)."""
import os
import random
import shutil
import signal
import subprocess
import threading
import time

from hostile import ROOT, snapshot

FLOW = os.path.join(ROOT, "Fixtures/scenes/flow.yaml")


def variant(work, name, step, frames_name="flow"):
    """flow.yaml with another sampling step (so another frame count)."""
    with open(FLOW) as f:
        text = f.read()
    text = text.replace("step: 12", f"step: {step}")
    path = os.path.join(work, f"{name}.yaml")
    with open(path, "w") as f:
        f.write(text)
    return path


def frame_hashes(folder):
    snap = snapshot(folder) or {}
    return {k: v for k, v in snap.items() if k.startswith("frame-")}


def make_record(case_id, kind, detail, argv, result, problems):
    return {"id": case_id, "kind": kind, "detail": detail, "argv": argv, "status": result.get("status"),
            "signal": result.get("signal"), "seconds": result.get("seconds", 0),
            "peak_mb": round(result.get("peak_kb", 0) / 1024, 1), "stderr": result.get("stderr", "")[:600],
            "problems": problems}


def basic_problems(result, allowed=(0, 2)):
    problems = []
    if result["signal"]:
        problems.append(f"signal {result['signal']}")
    if result["hung"]:
        problems.append(f"hung past {os.environ.get('HOSTILE_WALL', '10')} s")
    if result.get("cpu", 0) > 10:
        problems.append(f"{result['cpu']:.1f} s of CPU")
    if result["peak_kb"] > 1024 * 1024:
        problems.append(f"peak memory {result['peak_kb'] // 1024} MB")
    if result["status"] is not None and result["status"] not in allowed:
        problems.append(f"exit {result['status']}")
    if result["status"] not in (0, None) and not result["stderr"].strip():
        problems.append("no message")
    if "Fatal error" in result["stderr"] or "Stack dump" in result["stderr"]:
        problems.append("a backtrace of reel")
    return problems


def run_all(runner, corpus, work, kinds, foreign, judge_folder):
    rng = random.Random(7)
    records = []
    base = os.path.join(work, "fs")
    os.makedirs(base, exist_ok=True)
    long_scene = variant(base, "long", 3)     # more frames
    short_scene = variant(base, "short", 40)  # fewer frames
    reference = {}
    for name, scene in (("long", long_scene), ("short", short_scene)):
        out = os.path.join(base, f"reference-{name}")
        result = runner.run(["render", scene, "--out", out, "--format", "png", "--quiet"])
        assert result["status"] == 0, result["stderr"]
        reference[name] = frame_hashes(out)

    def set_of(folder):
        hashes = frame_hashes(folder)
        for name, ref in reference.items():
            if hashes == ref:
                return name
        return None

    if "fs" in kinds:
        n = 0

        def fs_case(detail, argv, expect_fail=True, name_in_error="", cwd=None, setup_out=None, check_outside=None):
            nonlocal n
            case_id = f"fs-{n:04d}"
            n += 1
            before = snapshot(setup_out) if setup_out else None
            result = runner.run(argv, cwd=cwd)
            problems = basic_problems(result)
            if expect_fail and result["status"] == 0:
                problems.append("exit 0 where it must fail")
            if result["status"] == 2 and name_in_error and name_in_error not in result["stderr"]:
                problems.append(f"message does not name {name_in_error!r}")
            if setup_out and result["status"] != 0 and snapshot(setup_out) != before:
                problems.append("output folder changed on failure")
            if check_outside:
                problems += check_outside()
            records.append(make_record(case_id, "fs", detail, argv, result, problems))

        # Read-only and full file systems, several sizes so that some frames fit.
        for size in ["ro", "16k", "64k", "256k", "1m", "3m", "6m"]:
            for scene in (long_scene, short_scene):
                mount = os.path.join(base, f"mnt-{size}-{os.path.basename(scene)}")
                os.makedirs(mount, exist_ok=True)
                options = "ro,size=1m" if size == "ro" else f"size={size}"
                if size != "ro":
                    subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", mount], check=True)
                    out = os.path.join(mount, "out")
                    os.makedirs(out)
                    with open(os.path.join(out, foreign[0]), "w") as f:
                        f.write("not reel's\n")
                else:
                    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mount], check=True)
                    out = os.path.join(mount, "out")
                    os.makedirs(out)
                    with open(os.path.join(out, foreign[0]), "w") as f:
                        f.write("not reel's\n")
                    subprocess.run(["mount", "-o", "remount,ro", mount], check=True)
                for fmt in (["png"], ["png", "apng", "contactSheet"]):
                    argv = ["render", scene, "--out", out, "--quiet"] + sum((["--format", x] for x in fmt), [])
                    before = snapshot(out)
                    result = runner.run(argv)
                    case_id = f"fs-{n:04d}"
                    n += 1
                    problems = basic_problems(result)
                    if result["status"] == 0:
                        problems += judge_folder(out, foreign)
                        # Leave the folder as the previous state for the next format.
                    elif snapshot(out) != before:
                        problems.append("output folder changed on failure")
                    if result["status"] == 2 and out not in result["stderr"] and "out" not in result["stderr"]:
                        problems.append("message does not name the folder")
                    records.append(make_record(case_id, "fs", f"{size} tmpfs, {'+'.join(fmt)}, {os.path.basename(scene)}",
                                               argv, result, problems))
                subprocess.run(["umount", mount], check=False)

        folder = os.path.join(base, "odd")
        os.makedirs(folder, exist_ok=True)
        a_file = os.path.join(folder, "a-file")
        with open(a_file, "w") as f:
            f.write("x")
        fs_case("--out is a file", ["render", FLOW, "--out", a_file, "--quiet"], name_in_error="a-file")
        fs_case("--out under a file", ["render", FLOW, "--out", a_file + "/sub", "--quiet"], name_in_error="a-file")
        fs_case("--out with a 300-character name", ["render", FLOW, "--out", os.path.join(folder, "n" * 300), "--quiet"],
                name_in_error="nnnn")
        fs_case("--out longer than PATH_MAX", ["render", FLOW, "--out", os.path.join(folder, *(["d" * 200] * 25)), "--quiet"],
                name_in_error="dddd")
        fs_case("--out in /proc", ["render", FLOW, "--out", "/proc/reel-out", "--quiet"], name_in_error="/proc/reel-out")
        fs_case("--out ''", ["render", FLOW, "--out", "", "--quiet"], cwd=folder, name_in_error="--out",
                check_outside=lambda: [f"wrote into the current folder: {x}" for x in os.listdir(folder)
                                       if x.startswith("frame-")])
        fs_case("--out in /dev/null", ["render", FLOW, "--out", "/dev/null/x", "--quiet"], name_in_error="/dev/null")
        fs_case("record into a file", ["record", FLOW, "--golden", a_file], name_in_error="a-file")
        fs_case("plot into a folder", ["plot", FLOW, "-a", "center.y", "--out", folder], name_in_error="odd")
        fs_case("diff into /proc", ["diff", os.path.join(ROOT, "Fixtures/pixelmatch/1a.png"),
                                    os.path.join(ROOT, "Fixtures/pixelmatch/1b.png"), "--out", "/proc/x.png"],
                name_in_error="/proc/x.png")

        # Odd scene paths.
        fifo = os.path.join(folder, "fifo.yaml")
        os.mkfifo(fifo)
        fs_case("scene is a FIFO", ["render", fifo, "--out", os.path.join(folder, "o1"), "--quiet"], name_in_error="fifo.yaml")
        fs_case("scene is /dev/zero", ["render", "/dev/zero", "--out", os.path.join(folder, "o2"), "--quiet"],
                name_in_error="/dev/zero")
        fs_case("scene is /dev/urandom", ["dump", "/dev/urandom"], name_in_error="/dev/urandom")
        fs_case("scene is a folder", ["render", folder, "--out", os.path.join(folder, "o3"), "--quiet"], name_in_error="odd")
        loop = os.path.join(folder, "loop.yaml")
        os.symlink(loop, loop)
        fs_case("scene is a symlink loop", ["render", loop, "--out", os.path.join(folder, "o4"), "--quiet"],
                name_in_error="loop.yaml")
        fs_case("scene missing", ["render", os.path.join(folder, "none.yaml"), "--quiet"], name_in_error="none.yaml")
        empty = os.path.join(folder, "empty.yaml")
        open(empty, "w").close()
        fs_case("scene empty", ["render", empty, "--out", os.path.join(folder, "o5"), "--quiet"], name_in_error="empty.yaml")
        big = os.path.join(folder, "big.yaml")
        with open(FLOW) as f:
            text = f.read()
        with open(big, "w") as f:
            f.write(text + "#" + "x" * 400000 + "\n")
        fs_case("scene over the byte budget", ["render", big, "--out", os.path.join(folder, "o6"), "--quiet"],
                name_in_error="big.yaml")
        weird = os.path.join(folder, "we ird\nname ü.yaml")
        shutil.copy(FLOW, weird)
        fs_case("scene name with a newline (works)", ["render", weird, "--out", os.path.join(folder, "o7"), "--quiet"],
                expect_fail=False)
        png_scene = os.path.join(folder, "image.yaml")
        shutil.copy(os.path.join(ROOT, "Fixtures/pixelmatch/1a.png"), png_scene)
        fs_case("scene is a PNG", ["render", png_scene, "--out", os.path.join(folder, "o8"), "--quiet"],
                name_in_error="image.yaml")
        for escape in ["../../escaped", "../escaped", "/tmp/reel-escaped-abs", "a/../../b", "..", ".", "", "con\x00x"]:
            sandbox = os.path.join(folder, f"escape-{len(os.listdir(folder))}")
            inner = os.path.join(sandbox, "inner")
            os.makedirs(inner)
            scene = os.path.join(inner, "escape.yaml")
            with open(scene, "w") as f:
                f.write(text.replace("name: flow", f"name: {escape!r}".replace("'", '"')))

            def outside(sandbox=sandbox, inner=inner):
                found = []
                for base_, dirs, files in os.walk(sandbox):
                    for name in files:
                        path = os.path.join(base_, name)
                        rel = os.path.relpath(path, inner)
                        if rel.startswith("..") or not rel.startswith("out" + os.sep):
                            if not rel.endswith("escape.yaml"):
                                found.append(rel)
                if os.path.exists("/tmp/reel-escaped-abs"):
                    found.append("/tmp/reel-escaped-abs")
                    shutil.rmtree("/tmp/reel-escaped-abs", ignore_errors=True)
                return [f"wrote outside out/: {found[:3]}"] if found else []

            fs_case(f"scene name {escape!r} without --out", ["render", scene, "--quiet"], expect_fail=False,
                    cwd=inner, check_outside=outside)

    if "signal" in kinds:
        for n in range(60):
            sig = [signal.SIGINT, signal.SIGTERM, signal.SIGKILL, signal.SIGHUP][n % 4]
            out = os.path.join(base, f"signal-{n:04d}")
            # The previous render: the other set.
            new, old = ("long", "short") if n % 2 == 0 else ("short", "long")
            scene = long_scene if new == "long" else short_scene
            prev = runner.run(["render", long_scene if old == "long" else short_scene, "--out", out, "--format", "png", "--quiet"])
            assert prev["status"] == 0
            with open(os.path.join(out, foreign[0]), "w") as f:
                f.write("not reel's\n")
            delay = rng.uniform(0.02, 1.2)
            argv = ["render", scene, "--out", out, "--format", "png", "--quiet", "--jobs", str(rng.choice([1, 2, 4]))]
            result = runner.run(argv, kill_after=delay, kill_signal=sig)
            problems = []
            if result["hung"]:
                problems.append("hung")
            now = set_of(out)
            if now is None:
                problems.append(f"mixed folder after {signal.Signals(sig).name} at {delay:.2f} s: "
                                f"{len(frame_hashes(out))} frames")
            if result["status"] == 0 and now != new:
                problems.append("exit 0 but not the new set")
            leftovers = [x for x in os.listdir(out) if x.startswith(".reel-staging")]
            if sig != signal.SIGKILL and leftovers:
                problems.append(f"staging left: {leftovers}")
            if not os.path.exists(os.path.join(out, foreign[0])):
                problems.append("foreign file removed")
            detail = f"{signal.Signals(sig).name} at {delay:.2f} s ({old} -> {new}): {now}"
            if sig == signal.SIGKILL:
                # The next render reclaims the staging folder.
                again = runner.run(["render", scene, "--out", out, "--format", "png", "--quiet"])
                if again["status"] != 0:
                    problems.append(f"render after SIGKILL exit {again['status']}")
                if [x for x in os.listdir(out) if x.startswith(".reel-staging")]:
                    problems.append("staging not reclaimed by the next render")
                if set_of(out) != new:
                    problems.append("render after SIGKILL not the new set")
            records.append(make_record(f"signal-{n:04d}", "signal", detail, argv, result, problems))

    if "race" in kinds:
        for n in range(20):
            out = os.path.join(base, f"race-{n:04d}")
            os.makedirs(out)
            argv_a = ["render", long_scene, "--out", out, "--format", "png", "--quiet"]
            argv_b = ["render", short_scene, "--out", out, "--format", "png", "--quiet", "--jobs", "1"]
            results = {}
            threads = [threading.Thread(target=lambda k=k, a=a: results.__setitem__(k, runner.run(a)))
                       for k, a in (("a", argv_a), ("b", argv_b))]
            for t in threads:
                t.start()
                time.sleep(rng.uniform(0, 0.3))
            for t in threads:
                t.join()
            problems = basic_problems(results["a"]) + basic_problems(results["b"])
            final = set_of(out)
            if final is None:
                problems.append(f"mixed folder: {len(frame_hashes(out))} frames")
            if [x for x in os.listdir(out) if x.startswith(".reel-staging")]:
                problems.append("staging left")
            merged = dict(results["a"])
            merged["stderr"] = results["a"]["stderr"] + results["b"]["stderr"]
            records.append(make_record(f"race-{n:04d}", "race", f"final set {final}", argv_a, merged, problems))
    return records
