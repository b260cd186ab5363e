#!/usr/bin/env bash
# Pipeline scale benchmark: generates corpora of 10^4, 10^5 and 10^6 Rithmomachia games with
# `bin/ludoteca generate`, then for each size times (1) the plain replay loop with no Spark
# (`ludoteca replay`, one JVM, one core) and (2) `ludoteca pipeline` (Spark local[*], all cores)
# with the driver capped at -Xmx1g. Prints and appends to bench-out/results.tsv:
#   games  replay_s  replay_games_per_s  pipeline_s  pipeline_games_per_s  us_per_game  peak_rss_mib  cores
# Peak RSS is the whole driver process (heap, metaspace, Spark's off-heap) from /usr/bin/time, or
# from /proc polling when it is missing. Corpora are generated once and reused.
#
# Usage: scripts/bench-pipeline.sh            (SIZES="10000 100000 1000000" by default)
#        SIZES="10000" RULES=cvr WHITE=greedy BLACK=random MAX_PLIES=300 scripts/bench-pipeline.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SIZES="${SIZES:-10000 100000 1000000}"
RULES="${RULES:-cvr}"
WHITE="${WHITE:-greedy}"
BLACK="${BLACK:-random}"
MAX_PLIES="${MAX_PLIES:-300}"
SEED="${SEED:-1}"
SHARD="${SHARD:-100000}"
work="${BENCH_DIR:-$root/bench-out}"
mkdir -p "$work"
results="$work/results.tsv"
[ -f "$results" ] || printf 'games\treplay_s\treplay_games_per_s\tpipeline_s\tpipeline_games_per_s\tus_per_game\tpeak_rss_mib\tcores\n' > "$results"

now() { date +%s.%N; }

# Runs a command, prints its peak RSS in MiB on fd 3.
peak_rss() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%M' -o "$work/.rss" "$@"
    echo $(( $(cat "$work/.rss") / 1024 )) >&3
  else
    "$@" & pid=$!; peak=0
    while kill -0 "$pid" 2>/dev/null; do
      for p in $pid $(pgrep -P "$pid" || true); do
        r=$(awk '/VmHWM/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0)
        [ "${r:-0}" -gt "$peak" ] && peak=$r
      done
      sleep 0.5
    done
    wait "$pid"
    echo $(( peak / 1024 )) >&3
  fi
}

bin/ludoteca --version >/dev/null   # builds the jar once, outside the timings
for n in $SIZES; do
  corpus="$work/corpus-$n"
  if [ ! -f "$corpus/.done" ]; then
    rm -rf "$corpus"
    if bin/ludoteca generate --help >/dev/null 2>&1; then
      echo "generating $n games into $corpus" >&2
      bin/ludoteca generate --game rithmomachia --rules "$RULES" --white "$WHITE" --black "$BLACK" \
        --games "$n" --seed "$SEED" --max-plies "$MAX_PLIES" --out "$corpus" --format rpgn --shard-size "$SHARD" >&2
    else
      # Fallback until 'ludoteca generate' exists: copies of data/rithmomachia/sample.rpgn (23 games),
      # in shards of about $SHARD games. Marked in the results as synthetic.
      echo "no 'ludoteca generate' yet: $n games as copies of data/rithmomachia/sample.rpgn" >&2
      mkdir -p "$corpus"
      copies=$(( (n + 22) / 23 )); per_shard=$(( (SHARD + 22) / 23 )); i=0; shard=0
      while [ "$i" -lt "$copies" ]; do
        k=$(( copies - i < per_shard ? copies - i : per_shard ))
        for _ in $(seq "$k"); do cat data/rithmomachia/sample.rpgn; echo; done > "$corpus/shard-$(printf %05d $shard).rpgn"
        i=$(( i + k )); shard=$(( shard + 1 ))
      done
      touch "$corpus/.synthetic"
    fi
    touch "$corpus/.done"
  fi
  mapfile -t files < <(find "$corpus" -type f \( -name '*.rpgn' -o -name '*.rpgn.gz' -o -name '*.jsonl' \) | sort)

  t0=$(now)
  bin/ludoteca replay "${files[@]}" | tail -n 1 >&2
  t1=$(now)
  replay_s=$(echo "$t1 - $t0" | bc -l)

  out="$work/out-$n"
  rm -rf "$out"
  t0=$(now)
  rss=$( { LUDOTECA_JAVA_OPTS="-Xmx1g" peak_rss bin/ludoteca pipeline --no-progress --input "$corpus" --out "$out" >&2; } 3>&1 )
  t1=$(now)
  pipe_s=$(echo "$t1 - $t0" | bc -l)

  n_real=$n
  [ -f "$corpus/.synthetic" ] && n=$(( ( (n + 22) / 23 ) * 23 ))
  row=$(awk -v n="$n" -v r="$replay_s" -v p="$pipe_s" -v m="$rss" -v c="$(nproc)" 'BEGIN {
    printf "%d\t%.1f\t%.0f\t%.1f\t%.0f\t%.1f\t%d\t%d", n, r, n / r, p, n / p, p * 1e6 / n, m, c }')
  [ -f "$corpus/.synthetic" ] && row="$row	synthetic"
  echo "$row" | tee -a "$results"
  n=$n_real
done
