#!/usr/bin/env python3
"""The watch loop of `reel preview --watch` (issue 27, item 8), timed as the page sees it.

Starts `reel preview LAYOUT --watch` with the defaults in a temporary folder, waits for the first
render, then saves a one-line edit RUNS times and, for each save, polls the page's /state.json
until the new version shows its first frame and then its whole set. Prints the median, minimum
and maximum of both. Run by docs/tools/bench-preview.sh (`make bench-preview`); never a test.

    docs/tools/bench-watch.py REEL LAYOUT.swift [RUNS]
"""
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

reel, layout = os.path.abspath(sys.argv[1]), sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
work = tempfile.mkdtemp(prefix="reel-bench-watch.")
source = os.path.join(work, os.path.basename(layout))
shutil.copy(layout, source)
env = dict(os.environ, REEL_CACHE_DIR=os.path.join(work, "cache"))
child = subprocess.Popen(
    [reel, "preview", os.path.basename(layout), "--watch", "--quiet"], cwd=work, env=env,
    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
try:
    line = child.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        sys.exit(f"reel preview --watch printed no address: {line}{child.stderr.read()}")
    base = f"http://127.0.0.1:{match.group(1)}"

    def state():
        with urllib.request.urlopen(base + "/state.json") as reply:
            return json.load(reply)

    def wait(accept, timeout=120):
        end = time.time() + timeout
        while time.time() < end:
            current = state()
            if current.get("error"):
                sys.exit("the preview failed: " + current["error"])
            if accept(current):
                return current
            time.sleep(0.005)
        sys.exit("no new frames within %d s" % timeout)

    current = wait(lambda s: s["version"] >= 1 and s["frames"] and s["complete"])
    text = open(source).read()
    firsts, wholes = [], []
    for run in range(runs):
        before = current["version"]
        time.sleep(0.5)
        # A value no earlier run used, so that every save compiles.
        edited = re.sub(r"(\n\s*)", r"\1// edit %d\1" % run, text, count=1)
        started = time.time()
        with open(source, "w") as file:
            file.write(edited)
        wait(lambda s: s["version"] > before and len(s["frames"]) > 0)
        firsts.append(time.time() - started)
        current = wait(lambda s: s["version"] > before and s["complete"])
        wholes.append(time.time() - started)
    frames = len(current["frames"])

    def figures(values):
        return "%.2f s (min %.2f, max %.2f)" % (statistics.median(values), min(values), max(values))

    print("%-34s %s" % ("save -> first frame on the page", figures(firsts)))
    print("%-34s %s" % ("save -> all %d frames on the page" % frames, figures(wholes)))
finally:
    os.killpg(child.pid, signal.SIGINT)
    child.wait()
    shutil.rmtree(work, ignore_errors=True)
