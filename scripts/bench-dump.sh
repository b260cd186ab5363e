#!/usr/bin/env bash
# Scale run on a lichess-like dump: scripts/bench-dump.sh N
#
# Builds a corpus of N games from the CC0 sample data/chess/lichess-sample.pgn (135 lichess games
# with %clk comments, 5 of them with a bot): copy k of sample game i gets the Site
# https://lichess.org/<k>x<i> and the player names <name>-<k>, so no two games share an identity
# (data/FORMAT.md section 9, duplicates: the run's `duplicates` statistic must show surplus 0).
# The corpus is split into FILES files (4 by default) and each is compressed with pzstd (Debian
# package zstd, installed with apt-get when missing) into a multi-frame .pgn.zst, as the lichess
# database's monthly files are (they use -p10 -19; LEVEL=19 for the same, 3 by default: -19 takes
# minutes per 100 MB on two cores). Then runs `ludoteca pipeline --timings` on the files with the
# driver heap capped (HEAP, 1g by default) and a GC log, and prints
#   games, wall seconds, microseconds per game, peak driver heap after GC and before GC (MiB),
#   the 1-minute load average at the start, and the input used (zst or pgn).
# When this build's reader does not read .zst yet (it probes a small file first), or with
# FORMAT=pgn, the pipeline runs on the plain .pgn files instead and says so.
# The headline, as scripts/bench-chess.sh's: the whole pipeline (process start to pages) against two
# `ludoteca replay` at once over the same files on the same cores (cores 0 and 1; REPLAYS=0 skips
# them), with the ingest phase's ratio beside it. A warm-up pipeline over data/ makes the Spark
# commands' class-data archive first; the script fails rather than time a run that made it.
# Disk: the script says what the corpus, its .zst files and the pipeline's output need (from the
# sample's 2.25 KB a game of PGN; the .zst files a fiftieth of that and the tables a twentieth, about
# twice what 10^7 games took: 218 MB of .zst and 695 MB of tables for 22.5 GB of PGN, the copies
# repeat) and stops when the work directory's disk has less free (FORCE=1 runs anyway).
# DROP_PLAIN=1 keeps no plain file: each file's games go straight from the generator into pzstd
# (10^8 games then need about 16 GB, not the 225 GB of their PGN; REUSE=1 with FORMAT=zst still
# reuses the .zst files). The FILES files are built at once, one generator and one pzstd each.
# Work directory: $BENCH_DIR (bench-dump-out/ by default); the corpus is rebuilt every run, unless
# REUSE=1: then a corpus already in $BENCH_DIR/corpus built for the same N and FILES (and its .zst
# files, compressed at the same LEVEL) is used as it is, so 10^6 and 10^7 can be run again
# without minutes of building and compressing (the stamp files corpus/.built and
# corpus-zst/.compressed say what they hold; anything else is rebuilt).
#
# Usage: scripts/bench-dump.sh 100000
#        FILES=8 LEVEL=19 HEAP=1g scripts/bench-dump.sh 1000000
#        REUSE=1 FORMAT=pgn scripts/bench-dump.sh 1000000    # the same corpus again, plain
#        DROP_PLAIN=1 scripts/bench-dump.sh 100000000        # a lichess month: 10^8 games in 4 files
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
n="${1:?usage: scripts/bench-dump.sh N}"
case "$n" in ''|*[!0-9]*) echo "error: N must be a positive whole number, was '$n'" >&2; exit 2 ;; esac
[ "$n" -ge 1 ] || { echo "error: N must be at least 1" >&2; exit 2; }
FILES="${FILES:-4}"
LEVEL="${LEVEL:-3}"
HEAP="${HEAP:-1g}"
FORMAT="${FORMAT:-zst}"
REUSE="${REUSE:-0}"
REPLAYS="${REPLAYS:-1}"
DROP_PLAIN="${DROP_PLAIN:-0}"
FORCE="${FORCE:-0}"
LUDOTECA="${LUDOTECA:-$root/bin/ludoteca}"
work="${BENCH_DIR:-$root/bench-dump-out}"
sample="$root/data/chess/lichess-sample.pgn"

if ! command -v pzstd >/dev/null; then
  echo "pzstd missing: installing the Debian package zstd" >&2
  if [ "$(id -u)" = 0 ]; then apt-get install -y zstd >&2; else sudo apt-get install -y zstd >&2; fi
fi

# The disk needed, from the sample's bytes a game (its copies' Site and names are a few bytes
# longer); the .zst files (pzstd -3) and the tables as fractions of the PGN, about twice what a
# 2,000-game run took (1/17 and 0.15: the corpus repeats the sample's games, which compress well).
mkdir -p "$work"
per_game=$(( $(stat -c %s "$sample") / $(grep -c '^\[Event ' "$sample") + 12 ))
need_kb=$(awk -v n="$n" -v g="$per_game" -v fmt="$FORMAT" -v drop="$DROP_PLAIN" 'BEGIN {
  plain = n * g; zst = (fmt == "pgn") ? 0 : plain / 50; out = plain / 20
  if (drop == 1 && fmt != "pgn") plain = 0   # streamed into pzstd: no plain file
  printf "%d", (plain + zst + out) / 1024 }')
free_kb=$(df -Pk "$work" | awk 'NR == 2 { print $4 }')
echo "disk: about $((need_kb / 1048576)) GiB needed for $n games (corpus, .zst files, tables; $per_game bytes a game), $((free_kb / 1048576)) GiB free under $work" >&2
if [ "$REUSE" != 1 ] && [ "$FORCE" != 1 ] && [ "$free_kb" -lt "$need_kb" ]; then
  echo "error: not enough free disk under $work for $n games (set BENCH_DIR elsewhere, DROP_PLAIN=1, a smaller N, or FORCE=1)" >&2
  exit 1
fi

built="$n games in $FILES files"
rm -rf "$work/out" "$work/probe"
stamp="$(cat "$work/corpus/.built" 2>/dev/null || true)"
stream=0
if [ "$REUSE" = 1 ] && { [ "$stamp" = "$built" ] || { [ "$stamp" = "$built, no plain file" ] && [ "$FORMAT" != pgn ]; }; }; then
  echo "reusing the $built under $work/corpus" >&2
else
rm -rf "$work/corpus" "$work/corpus-zst"
mkdir -p "$work/corpus"
if [ "$DROP_PLAIN" = 1 ] && [ "$FORMAT" != pgn ]; then stream=1; mkdir -p "$work/corpus-zst"; fi
# The corpus: the sample's games copied until N, the Site and names made distinct per copy, dealt
# into FILES files of consecutive games. Each sample game is cut once into the text around its three
# changing places (the Site, after the White and the Black name), so a copy is one printf: the
# generator keeps up with pzstd (10^8 games are 225 GB of PGN). One generator per file, all at once.
echo "building $n games in $FILES files under $work/$([ "$stream" = 1 ] && echo "corpus-zst (pzstd -$LEVEL, no plain file kept)" || echo corpus)" >&2
per=$(( (n + FILES - 1) / FILES ))
pids=()
for ((f = 0; f < FILES; f++)); do
  from=$(( f * per )); to=$(( (f + 1) * per < n ? (f + 1) * per : n ))
  [ "$from" -lt "$to" ] || continue
  name=$(printf 'lichess-like-%02d.pgn' "$f")
  (
    awk -v from="$from" -v to="$to" -v counted="$work/corpus/.games-$f" '
      BEGIN { RS = "" }                      # paragraphs: a game is its tag paragraph and its movetext
      /^\[/ { tags = $0; next }
      {
        i = ++count
        lines = split(tags "\n\n" $0, line, "\n"); part = 0; text = ""
        for (j = 1; j <= lines; j++) {
          l = line[j]
          if (l ~ /^\[Site "/) {
            cut[i, part++] = text "[Site \"https://lichess.org/"; text = "\"]\n"
          } else if (l ~ /^\[(White|Black) "/) {
            sub(/"\]$/, "", l); cut[i, part++] = text l "-"; text = "\"]\n"
          } else {
            text = text l "\n"
          }
        }
        cut[i, part] = text "\n"
      }
      END {
        for (g = from; g < to; g++) {
          k = int(g / count); i = g % count + 1
          printf "%s%dx%d%s%d%s%d%s", cut[i, 0], k, i, cut[i, 1], k, cut[i, 2], k, cut[i, 3]
        }
        print to - from > counted
      }' "$sample" |
    if [ "$stream" = 1 ]; then
      pzstd -q -f -p 1 "-$LEVEL" -o "$work/corpus-zst/$name.zst"
    else
      cat > "$work/corpus/$name"
    fi
  ) & pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || { echo "error: building the corpus failed" >&2; exit 1; }; done
games=$(cat "$work"/corpus/.games-* | awk '{ s += $1 } END { print s }')
rm -f "$work"/corpus/.games-*
[ "$games" = "$n" ] || { echo "error: built $games games, expected $n" >&2; exit 1; }
if [ "$stream" = 1 ]; then
  echo "$built, no plain file" > "$work/corpus/.built"
  echo "pzstd -$LEVEL of the $built" > "$work/corpus-zst/.compressed"
else
  echo "$built" > "$work/corpus/.built"
fi
fi
mkdir -p "$work/probe"

compressed="pzstd -$LEVEL of the $built"
if [ "$FORMAT" != pgn ] && [ "$stream" != 1 ]; then
  if [ "$REUSE" = 1 ] && [ "$(cat "$work/corpus-zst/.compressed" 2>/dev/null)" = "$compressed" ]; then
    echo "reusing the .zst files under $work/corpus-zst" >&2
  else
    echo "compressing with pzstd -$LEVEL" >&2
    rm -rf "$work/corpus-zst"
    mkdir -p "$work/corpus-zst"
    for f in "$work"/corpus/*.pgn; do
      pzstd -q -f -p "$(nproc)" "-$LEVEL" "$f" -o "$work/corpus-zst/$(basename "$f").zst"
      if [ "$DROP_PLAIN" = 1 ]; then rm -f "$f"; fi
    done
    echo "$compressed" > "$work/corpus-zst/.compressed"
  fi
fi

# Does this build read .zst? One small compressed file replayed: its games must come out VALID.
input=zst
head -c 20000 "$sample" | awk 'BEGIN { RS = ""; ORS = "\n\n" } NR <= 4' > "$work/probe/probe.pgn"
pzstd -q -f "$work/probe/probe.pgn" -o "$work/probe/probe.pgn.zst"
if [ "$FORMAT" = pgn ]; then
  input=pgn
elif ! "$LUDOTECA" replay --json "$work/probe/probe.pgn.zst" 2>/dev/null | tail -n 1 | grep -q '"valid":[1-9]'; then
  echo "note: this build does not read .pgn.zst yet (Zstandard reading is another branch): running on the plain .pgn files" >&2
  input=pgn
fi
rm -rf "$work/probe"
if [ "$input" = zst ]; then
  dir="$work/corpus-zst"
else
  dir="$work/corpus"
fi
echo "input: $(du -sh "$dir" | cut -f1) of .$([ "$input" = zst ] && echo pgn.zst || echo pgn) in $dir" >&2

# Outside the timings: the Spark commands' class-data archive made when missing (bin/ludoteca),
# by a pipeline over the sample corpora.
"$LUDOTECA" pipeline --no-progress --input "$root/data/" --out "$work/warm-up" >/dev/null \
  || echo "note: the warm-up pipeline over data/ failed (another build?)" >&2
rm -rf "$work/warm-up"
cds="${LUDOTECA_CDS_ARCHIVE:-$root/jobs/target/ludoteca-spark.jsa}"
if [ -z "${LUDOTECA_CDS_ARCHIVE:-}" ] && [ "$LUDOTECA" != "$root/bin/ludoteca" ]; then
  cds="$(dirname "$(dirname "$LUDOTECA")")/jobs/target/ludoteca-spark.jsa"
fi
if [ "${LUDOTECA_CDS:-on}" != off ] && ! { [ -f "$cds" ] && [ "$cds" -nt "$(dirname "$cds")/ludoteca.jar" ]; }; then
  echo "error: the warm-up pipeline left no class-data archive newer than the jar ($cds): the timed pipeline would make it. Run bin/ludoteca pipeline once, or set LUDOTECA_CDS=off" >&2
  exit 1
fi

# Two plain replays at once over the same files, one pinned to each of cores 0 and 1.
pair=""
if [ "$REPLAYS" = 1 ] && [ "$(nproc)" -ge 2 ]; then
  files=("$dir"/*."$([ "$input" = zst ] && echo pgn.zst || echo pgn)")
  start=$(date +%s.%N)
  taskset -c 0 "$LUDOTECA" replay "${files[@]}" > /dev/null 2> "$work/pair0.err" & p0=$!
  taskset -c 1 "$LUDOTECA" replay "${files[@]}" > /dev/null 2> "$work/pair1.err" & p1=$!
  wait "$p0" || { cat "$work/pair0.err" >&2; exit 1; }
  wait "$p1" || { cat "$work/pair1.err" >&2; exit 1; }
  pair=$(echo "$(date +%s.%N) - $start" | bc)
  echo "two ludoteca replay at once (taskset -c 0 and -c 1): wall $pair s, $(awk -v n="$n" -v t="$pair" 'BEGIN { printf "%.0f", 2 * n / t }') games/s together" >&2
fi
cores=()
if [ "$(nproc)" -ge 2 ]; then cores=(taskset -c 0,1); fi
load=$(cut -d' ' -f1 /proc/loadavg)
gclog="$work/gc.log"
rm -f "$gclog"
start=$(date +%s.%N)
LUDOTECA_JAVA_OPTS="${LUDOTECA_JAVA_OPTS:-} -Xmx$HEAP -Xlog:gc:file=$gclog" \
  "${cores[@]}" "$LUDOTECA" pipeline --input "$dir" --out "$work/out" --notebooks "$work/pages" --timings \
  2> >(tee "$work/pipeline.err" >&2)
end=$(date +%s.%N)
sleep 1 # the tee's last lines
if grep -q 'keeps the classes it loads' "$work/pipeline.err"; then
  echo "error: the timed pipeline made the class-data archive (a build since the warm-up?): its time is not the pipeline's; run again" >&2
  exit 1
fi
ingest_s=$(sed -n 's/^timing: ingest: read, replay and write .* \([0-9.]*\) s$/\1/p' "$work/pipeline.err")
heap_after=$(grep -o '[0-9]*M->[0-9]*M' "$gclog" | sed 's/.*->//; s/M//' | sort -n | tail -n 1)
heap_peak=$(grep -o '[0-9]*M->[0-9]*M' "$gclog" | sed 's/->.*//; s/M//' | sort -n | tail -n 1)
awk -v n="$n" -v s="$start" -v e="$end" -v ha="${heap_after:-0}" -v hp="${heap_peak:-0}" -v load="$load" \
    -v input="$input" -v files="$FILES" 'BEGIN {
  t = e - s
  printf "games %d in %d files (%s): %.1f s, %.1f us per game; driver heap after GC %d MiB, peak %d MiB; load %s at start\n",
    n, files, input, t, t * 1e6 / n, ha, hp, load
}'
if [ -n "$pair" ]; then
  awk -v p="$pair" -v s="$start" -v e="$end" -v i="${ingest_s:-}" 'BEGIN {
    printf "HEADLINE whole pipeline / two ludoteca replay at once (same cores, games/s): %.2f", p / (2 * (e - s))
    if (i != "") printf "; ingest phase alone: %.2f", p / (2 * i)
    printf "\n" }'
fi
