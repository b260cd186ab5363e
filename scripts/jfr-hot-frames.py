#!/usr/bin/env python3
"""Where a JFR recording's CPU samples go, for Java 17's `jfr` (which has no `jfr view`).

Usage: scripts/jfr-hot-frames.py RECORDING.jfr [FRAME_SUBSTRING] [TOP]

Reads the jdk.ExecutionSample events (`jfr print --json`), keeps only the samples whose stack
holds a frame containing FRAME_SUBSTRING (e.g. `ReadSplit.call`: the ingest's read, replay and
write; default: every sample), then prints
  - each sample's group (the first frame from the top, i.e. the innermost, that a group claims:
    a JDK frame such as HashMap.put counts for the code that called it),
  - the TOP (default 25) hottest methods by self samples (the top frame),
  - the TOP hottest project methods (org.ludoteca) by samples under them (inclusive).
Needs `jfr` (the JDK's) on PATH.
"""
import collections
import json
import re
import subprocess
import sys

# Checked in this order against each frame, innermost first; the first match names the group.
GROUPS = [
    ("record hashing (GameIds, SHA-256)", r"GameIds\.|sun\.security\.provider\.|java\.security\.MessageDigest"),
    ("Parquet encoding and files", r"org\.apache\.parquet\.|ValueRowFileWriter|LevelEncoder|SliceWriter|TableOutputs|org\.xerial\.snappy|org\.apache\.hadoop\."),
    ("capture rows and attacker values", r"TableRows\.capture|AttackerValues|Captures\.|StatsPartials\.capture"),
    ("game row: tag map, move list, start position, partials", r"TableRows|StartPositions|StatsPartials|ReadSplit\$RowMaker"),
    ("reader (RecordReader, EnvelopeParser, LineSource)", r"org\.ludoteca\.record\."),
    ("replay (Replay, chess rules, positions)", r"org\.ludoteca\.(replay|chess960|game|rithmomachia|zamora|codec)\."),
    ("slice input (Splits, ZstdSlices, streams)", r"org\.ludoteca\.spark\.(Splits|ZstdSlices|ReadSplit)"),
    ("Spark, scheduling, serialization", r"org\.apache\.spark\.|scala\.|io\.netty\.|com\.esotericsoftware|org\.apache\.log4j|org\.apache\.logging"),
]


def frame_name(frame):
    m = frame["method"]
    return m["type"]["name"].replace("/", ".") + "." + m["name"]


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    recording = sys.argv[1]
    within = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    text = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample",
                           recording], check=True, capture_output=True, text=True).stdout
    events = json.loads(text)["recording"]["events"]
    compiled = [(name, re.compile(rx)) for name, rx in GROUPS]
    groups = collections.Counter()
    self_methods = collections.Counter()
    inclusive = collections.Counter()
    kept = 0
    for e in events:
        stack = e["values"].get("stackTrace")
        if not stack:
            continue
        names = [frame_name(f) for f in stack["frames"]]
        if within and not any(within in n for n in names):
            continue
        kept += 1
        self_methods[names[0]] += 1
        for n in set(names):
            if n.startswith("org.ludoteca."):
                inclusive[n] += 1
        group = "other (JDK, unclaimed)"
        for n in names:
            hit = next((g for g, rx in compiled if rx.search(n)), None)
            if hit:
                group = hit
                break
        groups[group] += 1
    print(f"{kept} samples of {len(events)}" + (f" with a frame containing {within!r}" if within else ""))
    if not kept:
        return
    print("\nby group (innermost claimed frame):")
    for g, c in groups.most_common():
        print(f"  {100.0 * c / kept:5.1f}%  {c:6d}  {g}")
    print(f"\nhottest methods, self (top frame), top {top}:")
    for m, c in self_methods.most_common(top):
        print(f"  {100.0 * c / kept:5.1f}%  {c:6d}  {m}")
    print(f"\nproject methods, inclusive (samples under them), top {top}:")
    for m, c in inclusive.most_common(top):
        print(f"  {100.0 * c / kept:5.1f}%  {c:6d}  {m}")


if __name__ == "__main__":
    main()
