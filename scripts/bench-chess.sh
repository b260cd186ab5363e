#!/usr/bin/env bash
# Chess side by side, in one run over the same plain .pgn (issue 23):
#   pgn-extract -s -o /dev/null FILE          (Debian package pgn-extract, one core: parses and checks every move)
#   ludoteca replay FILE                      (pinned to one core with taskset -c 0, JVM start included)
#   ludoteca pipeline --input FILE --out TMP  (cores 0 and 1 as the two replays, --no-progress --timings)
# Usage: scripts/bench-chess.sh N
# Builds N lichess-like games from the CC0 sample data/chess/lichess-sample.pgn (135 games),
# copy k of game i with Site "https://lichess.org/<k>x<i>" (a lichess address, as every game of a
# lichess dump has, and as scripts/bench-dump.sh's corpus) and players "<name>-k": every game is distinct,
# then prints each wall time, games/s and the ratios. The headline: the whole pipeline, process start
# to pages, against two `ludoteca replay` at once over the same games on the same cores, with the
# ingest phase's ratio beside it. Then: pipeline / pgn-extract games/s, ingest
# (read, replay and write, from --timings) / pgn-extract, and the ingest against two plain
# replays on two cores: 2 x replay's games/s on one core, and two replays run at once, one
# pinned to each of cores 0 and 1 (2N games over the slower one's wall). The load average is printed beside the figures:
# on a shared machine only ratios from one run compare.
# Everything goes into a temporary directory (TMPDIR, default /tmp), removed at the end; nothing
# is written into the clone. The jar is built first (bin/ludoteca) when missing, and the Spark commands'
# class-data archive made when missing, both outside the timings, by a warm-up pipeline; the script
# fails rather than time a pipeline that made the archive.
# Set KEEP_CORPUS=PATH to keep the corpus file there (for profiling the same input afterwards).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-}"
if ! [[ "$n" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/bench-chess.sh N   (N games, a positive whole number)" >&2
  exit 2
fi
sample="$root/data/chess/lichess-sample.pgn"

PATH="$PATH:/usr/games"   # where Debian installs pgn-extract
if ! command -v pgn-extract >/dev/null; then
  echo "bench-chess: installing the Debian package pgn-extract..." >&2
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq >&2 && apt-get install -y -qq pgn-extract >&2
  else
    sudo apt-get update -qq >&2 && sudo apt-get install -y -qq pgn-extract >&2
  fi
fi
tmp="$(mktemp -d "${TMPDIR:-/tmp}/bench-chess.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
# Outside the timings: the jar built if need be, and the class-data archive the Spark commands
# start from made when missing (bin/ludoteca), by a pipeline over the sample corpora.
(cd "$tmp" && "$root/bin/ludoteca" pipeline --input "$root/data/" --out "$tmp/warm-up" --no-progress >/dev/null)
rm -rf "$tmp/warm-up"
# A timed pipeline that made the archive would time its making (about 10 s): fail rather than time it.
cds="${LUDOTECA_CDS_ARCHIVE:-$root/jobs/target/ludoteca-spark.jsa}"
if [ "${LUDOTECA_CDS:-on}" != off ] && ! { [ -f "$cds" ] && [ "$cds" -nt "$root/jobs/target/ludoteca.jar" ]; }; then
  echo "error: bench-chess: the warm-up pipeline left no class-data archive newer than the jar ($cds); the timed pipeline would make it. Run 'bin/ludoteca pipeline' once, or set LUDOTECA_CDS=off" >&2
  exit 1
fi
pgn="$tmp/lichess-$n.pgn"

# The corpus: the sample held in memory, written out game by game until N games; copy k (from 1)
# of sample game i has Site https://lichess.org/<k>x<i> and both player names suffixed with -k. A
# game starts at its [Event tag.
awk -v n="$n" '
  { line[++lines] = $0 }
  END {
    written = 0
    for (k = 1; written < n; k++) {
      game = 0
      for (i = 1; i <= lines; i++) {
        if (line[i] ~ /^\[Event /) {
          if (++written > n) exit
          game++
        }
        s = line[i]
        if (s ~ /^\[Site "/) s = "[Site \"https://lichess.org/" k "x" game "\"]"
        else if (s ~ /^\[(White|Black) "/) sub(/"\]$/, "-" k "\"]", s)
        print s
      }
      print ""   # the sample ends right after its last result: a blank line before the next copy
    }
  }' "$sample" > "$pgn"
games=$(grep -c '^\[Event ' "$pgn")
[ "$games" -eq "$n" ] || { echo "error: bench-chess: built $games games, not $n" >&2; exit 1; }

load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date +%s.%N; }
rate() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", a / b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# CPU seconds (user + system) of the last command timed with: /usr/bin/time -f "%U %S" -o "$tmp/cpu"
cpu() { awk '{ printf "%.1f", $1 + $2 }' "$tmp/cpu"; }
timed() { /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@"; }

echo "corpus: $n games, $(stat -c %s "$pgn") bytes of PGN; cores $(nproc); load before $(load)"

cd "$tmp"   # Spark's scratch files (if any) land here, not in the clone
start=$(now)
timed pgn-extract -s -o /dev/null "$pgn" 2> "$tmp/pgn-extract.err" || { cat "$tmp/pgn-extract.err" >&2; exit 1; }
pe_wall=$(echo "$(now) - $start" | bc)
pe_cpu=$(cpu)
echo "pgn-extract -s -o /dev/null: wall $pe_wall s, $(rate "$n" "$pe_wall") games/s; CPU $pe_cpu s (load $(load))"

start=$(now)
timed taskset -c 0 "$root/bin/ludoteca" replay "$pgn" 2> "$tmp/replay.err" | tail -n 1 > "$tmp/replay.summary" \
  || { cat "$tmp/replay.err" >&2; exit 1; }
rp_wall=$(echo "$(now) - $start" | bc)
rp_cpu=$(cpu)
echo "ludoteca replay (taskset -c 0): wall $rp_wall s, $(rate "$n" "$rp_wall") games/s; CPU $rp_cpu s; $(cat "$tmp/replay.summary") (load $(load))"

# Two plain replays at once, one per core: the issue's "two plain replays' games/s on the same cores".
pair=""
if [ "$(nproc)" -ge 2 ]; then
  start=$(now)
  taskset -c 0 "$root/bin/ludoteca" replay "$pgn" > /dev/null 2> "$tmp/pair0.err" & p0=$!
  taskset -c 1 "$root/bin/ludoteca" replay "$pgn" > /dev/null 2> "$tmp/pair1.err" & p1=$!
  wait "$p0" || { cat "$tmp/pair0.err" >&2; exit 1; }
  wait "$p1" || { cat "$tmp/pair1.err" >&2; exit 1; }
  pair=$(echo "$(now) - $start" | bc)
  echo "two ludoteca replay at once (taskset -c 0 and -c 1): wall $pair s, $(rate "$((2 * n))" "$pair") games/s together (load $(load))"
fi

# The pipeline on the same cores as the two replays (all of them on a 2-core machine).
cores=()
if [ "$(nproc)" -ge 2 ]; then cores=(taskset -c 0,1); fi
start=$(now)
timed "${cores[@]}" "$root/bin/ludoteca" pipeline --input "$pgn" --out "$tmp/out" --no-progress --timings \
  > "$tmp/pipeline.out" 2> "$tmp/pipeline.err" || { cat "$tmp/pipeline.err" >&2; exit 1; }
pl_wall=$(echo "$(now) - $start" | bc)
if grep -q 'keeps the classes it loads' "$tmp/pipeline.err"; then
  echo "error: bench-chess: the timed pipeline made the class-data archive (a build between the warm-up and it?): its time is not the pipeline's; run again" >&2
  exit 1
fi
ingest_s=$(sed -n 's/^timing: ingest: read, replay and write .* \([0-9.]*\) s$/\1/p' "$tmp/pipeline.err")
pl_cpu=$(cpu)
echo "ludoteca pipeline (cores 0 and 1, process start to pages): wall $pl_wall s, $(rate "$n" "$pl_wall") games/s; CPU $pl_cpu s (load $(load))"
if [ -n "$ingest_s" ]; then
  echo "  of which ingest read, replay and write: $ingest_s s, $(rate "$n" "$ingest_s") games/s"
fi
sed 's/^/  /' "$tmp/pipeline.err" | grep '^  timing:' || true

if [ -n "$pair" ]; then
  # The headline: the whole pipeline, process start to pages, against two plain replays at once on
  # the same cores; the ingest phase's ratio beside it (it leaves out the JVM and Spark start, the
  # listing and checksums, the statistics and the pages).
  echo "HEADLINE whole pipeline / two ludoteca replay at once (same cores, games/s): $(ratio "$pair" "$(echo "2 * $pl_wall" | bc)")$([ -n "$ingest_s" ] && echo "; ingest phase alone: $(ratio "$pair" "$(echo "2 * $ingest_s" | bc)")")"
fi
echo "ratios of games/s (wall):"
echo "  pipeline / pgn-extract: $(ratio "$pe_wall" "$pl_wall")"
echo "  replay (one core) / pgn-extract: $(ratio "$pe_wall" "$rp_wall")"
if [ -n "$ingest_s" ]; then
  echo "  ingest / pgn-extract: $(ratio "$pe_wall" "$ingest_s")"
  echo "  ingest / two plain replays (2 x replay's games/s on one core): $(ratio "$rp_wall" "$(echo "2 * $ingest_s" | bc)")"
  if [ -n "$pair" ]; then
    echo "  ingest / two plain replays run at once on both cores: $(ratio "$pair" "$(echo "2 * $ingest_s" | bc)")"
  fi
  echo "  ingest share of the pipeline's wall: $(ratio "$ingest_s" "$pl_wall")"
fi
echo "ratios of games per CPU second (the figure to trust on a loaded machine):"
echo "  pipeline / pgn-extract: $(ratio "$pe_cpu" "$pl_cpu")"
echo "  replay / pgn-extract: $(ratio "$pe_cpu" "$rp_cpu")"
echo "load after $(load)"
if [ -n "${KEEP_CORPUS:-}" ]; then
  mv "$pgn" "$KEEP_CORPUS"
  echo "corpus kept in $KEEP_CORPUS"
fi
