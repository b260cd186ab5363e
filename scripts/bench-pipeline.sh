#!/usr/bin/env bash
# Pipeline scale benchmark. For each corpus size (10^4, 10^5, 10^6 Rithmomachia games by default)
# it times
#   (1) the plain replay loop with no Spark (`ludoteca replay`): one process over every file (one
#       core), and one process per core over an equal share of the files (all cores);
#   (2) `ludoteca pipeline` (Spark local[*], all cores) with the driver heap capped (-Xmx1g by
#       default: a run that completes stayed under it), with a GC log from which the peak heap
#       after GC (live data) and before GC (high-water mark) are read; and the peak RSS of the
#       whole process (heap, metaspace, Spark's off-heap buffers).
# Prints and appends to $BENCH_DIR/results.tsv (bench-out/ by default):
#   games  replay1_s  replay1_games_per_s  replayN_games_per_s  pipeline_s  pipeline_games_per_s
#   us_per_game  ratio_vs_1_core  ratio_vs_N_cores  heap_after_gc_mib  heap_peak_mib  rss_mib
#   replay_cpu_s  pipeline_cpu_s  cpu_ratio  load  cores  corpus  replayN_cpu_s  cpu_ratio_N
# The CPU columns (user + system seconds of the processes, from /usr/bin/time) are the figures to
# trust on a loaded machine: cpu_ratio = replay CPU / pipeline CPU, the share of the pipeline's
# work that is replay (1.0 = Spark costs nothing), which is what games/s on the same cores
# approaches when the pipeline has the cores to itself. load is the 1-minute load average at start.
# replayN_cpu_s is the CPU of the one-process-per-core replay (all processes together) and
# cpu_ratio_N = replayN_cpu_s / pipeline_cpu_s: the same work with every core busy, as the pipeline's
# are. A busy sibling core slows each thread (shared caches, hyper-threads, a shared host), so a
# replay's CPU seconds are more with all cores busy than with one: compare like with like.
#
# Corpora. `ludoteca generate` plays BASE games (greedy vs random, `cvr`, 300 plies at most;
# 10,000 by default, a few minutes on two cores). Larger sizes are by default built from that one
# generated corpus by replication (REPLICATE=1): its shard files are copied under distinct names,
# copy-K-games-NNNNN.rpgn, copy K ending with K extra blank lines, so that no two files have the
# same content (the ingest skips a file whose content it has already ingested: data/FORMAT.md;
# hard links made every copy but the first a skipped duplicate). The pipeline's game_id
# hashes the source path, so every copy is a distinct game to it, and the records are real
# generated games; the statistics of a replicated corpus are those of BASE games, multiplied.
# REPLICATE=0 generates every size in full (about 45 minutes per 10^5 games on this machine).
# Corpora are built once and reused (delete $BENCH_DIR/corpus-N to rebuild).
#
# The plain replay loop at large sizes is slow (about 15 min single-threaded at 10^6): with
# REPLAY_MAX=N, sizes above N are not replayed again and reuse the rates measured at the largest
# size <= N (marked "replay rates of N" in the corpus column). With REPLAY_REUSE=1, a size already
# replayed in $BENCH_DIR/results.tsv is not replayed again: its last measured replay is reused
# (marked "replay of an earlier run"), e.g. to time a second build of the pipeline on the same
# corpora and machine (copy results.tsv into the new BENCH_DIR).
#
# Usage: scripts/bench-pipeline.sh                       (SIZES="10000 100000 1000000")
#        SIZES="10000 100000" scripts/bench-pipeline.sh
#        SIZES=1000000 REPLAY_MAX=100000 HEAP=1g scripts/bench-pipeline.sh
#        LUDOTECA=/path/to/other/bin/ludoteca ...        (compare two builds on the same corpora)
#        PIPELINE_JAVA_OPTS=-XX:StartFlightRecording=filename=p.jfr ...   (JVM options of the pipeline run only;
#                                                         LUDOTECA_JAVA_OPTS goes to every run)
#        TIMINGS=0 ...       (no `timing: PHASE s` lines from the pipeline: on by default with this clone's
#                             bin/ludoteca, off with another LUDOTECA, whose build may not know --timings)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SIZES="${SIZES:-10000 100000 1000000}"
RULES="${RULES:-cvr}"
WHITE="${WHITE:-greedy}"
BLACK="${BLACK:-random}"
MAX_PLIES="${MAX_PLIES:-300}"
SEED="${SEED:-1}"
SHARD="${SHARD:-1000}"
BASE="${BASE:-10000}"
REPLICATE="${REPLICATE:-1}"
REPLAY_MAX="${REPLAY_MAX:-}"
HEAP="${HEAP:-1g}"
LUDOTECA="${LUDOTECA:-$root/bin/ludoteca}"
if [ "$LUDOTECA" = "$root/bin/ludoteca" ]; then TIMINGS="${TIMINGS:-1}"; else TIMINGS="${TIMINGS:-0}"; fi
timings=(); [ "$TIMINGS" = 1 ] && timings=(--timings)
cores="$(nproc)"
work="${BENCH_DIR:-$root/bench-out}"
mkdir -p "$work"
results="$work/results.tsv"
[ -f "$results" ] || printf 'games\treplay1_s\treplay1_games_per_s\treplayN_games_per_s\tpipeline_s\tpipeline_games_per_s\tus_per_game\tratio_vs_1_core\tratio_vs_N_cores\theap_after_gc_mib\theap_peak_mib\trss_mib\treplay_cpu_s\tpipeline_cpu_s\tcpu_ratio\tload\tcores\tcorpus\treplayN_cpu_s\tcpu_ratio_N\n' > "$results"

now() { date +%s.%N; }
cpu_of() { awk '{ print $1 + $2 }' "$1"; }   # user + system seconds written by /usr/bin/time -f '%U %S'
elapsed() { echo "$(now) - $1" | bc -l; }

generate() { # n dir
  echo "generating $1 games ($WHITE vs $BLACK, $RULES, at most $MAX_PLIES plies) into $2" >&2
  "$LUDOTECA" generate --game rithmomachia --rules "$RULES" --white "$WHITE" --black "$BLACK" \
    --games "$1" --seed "$SEED" --max-plies "$MAX_PLIES" --out "$2" --format rpgn --shard-size "$SHARD" >&2
}

corpus_files() { find "$1/" -type f \( -name '*.rpgn' -o -name '*.rpgn.gz' -o -name '*.jsonl' \) | sort; }

# Builds $work/corpus-N once; prints how it was made.
build_corpus() { # n
  local n=$1 dir="$work/corpus-$1"
  if [ ! -f "$dir/.done" ]; then
    rm -rf "$dir"
    if [ "$REPLICATE" = 1 ] && [ "$n" -gt "$BASE" ]; then
      if [ $(( n % BASE )) -ne 0 ]; then
        echo "error: $n is not a multiple of BASE=$BASE; use REPLICATE=0 or another size" >&2
        exit 2
      fi
      build_corpus "$BASE" >/dev/null
      local copies=$(( n / BASE )) k f
      echo "corpus of $n games: $copies copies of the $BASE generated games in $work/corpus-$BASE, copied under distinct file names with distinct contents (distinct game_ids)" >&2
      mkdir -p "$dir"
      mapfile -t base_files < <(corpus_files "$work/corpus-$BASE")
      for k in $(seq -f '%05g' 1 "$copies"); do
        for f in "${base_files[@]}"; do
          { cat "$f"; printf '%*s' "$((10#$k))" '' | tr ' ' '\n'; } > "$dir/copy-$k-$(basename "$f")"
        done
      done
      echo "replicated x$copies from $BASE generated games" > "$dir/.how"
    else
      generate "$n" "$dir"
      echo "generated" > "$dir/.how"
    fi
    touch "$dir/.done"
  fi
  cat "$dir/.how"
}

# Replays files with one process per core, each over an equal share; prints the wall time.
replay_parallel() {
  local t0 pids=() i j
  t0=$(now)
  for (( i = 0; i < cores; i++ )); do
    local share=()
    for (( j = i; j < ${#files[@]}; j += cores )); do share+=("${files[$j]}"); done
    [ ${#share[@]} -gt 0 ] || continue
    /usr/bin/time -f '%U %S' -o "$work/.replay-cpu-$i" "$LUDOTECA" replay "${share[@]}" | tail -n 1 > "$work/.replay-$i" &
    pids+=($!)
  done
  wait "${pids[@]}"
  elapsed "$t0"
}

# Outside the timings: the jar built if need be, and the Spark commands' class-data archive made
# when missing (bin/ludoteca), by a pipeline over the sample corpora.
"$LUDOTECA" pipeline --no-progress --input "$root/data/" --out "$work/warm-up" >/dev/null \
  || echo "note: the warm-up pipeline over data/ failed (another build?); its first timed run may make the archive" >&2
rm -rf "$work/warm-up"
replay1_rate=""; replayN_rate=""; replay_note=""
for n in $SIZES; do
  how=$(build_corpus "$n")
  corpus="$work/corpus-$n"
  mapfile -t files < <(corpus_files "$corpus")
  echo "== $n games ($how), load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

  load=$(cut -d' ' -f1 /proc/loadavg)
  earlier=""
  if [ "${REPLAY_REUSE:-0}" = 1 ]; then   # this size's last replay: wall s, rates, CPU s
    earlier=$(awk -F'\t' -v n="$n" 'NR > 1 && $1 == n && $2 > 0 && $13 > 0 { e = $2 " " $3 " " $4 " " $13 " " ($19 == "" ? 0 : $19) } END { print e }' "$results")
  fi
  if [ -n "$earlier" ]; then
    read -r replay1_s replay1_rate replayN_rate replay_cpu replayN_cpu < <(echo "$earlier")
    replay_cpu_per_game=$(echo "$replay_cpu / $n" | bc -l)
    replayN_cpu_per_game=$(echo "$replayN_cpu / $n" | bc -l)
    replay_note=", replay of an earlier run"
    echo "plain replay not re-run: $n games replayed earlier in $results" >&2
  elif [ -z "$REPLAY_MAX" ] || [ "$n" -le "$REPLAY_MAX" ]; then
    t0=$(now)
    /usr/bin/time -f '%U %S' -o "$work/.replay-cpu" "$LUDOTECA" replay "${files[@]}" | tail -n 1 >&2
    replay1_s=$(elapsed "$t0")
    replay_cpu_per_game=$(echo "$(cpu_of "$work/.replay-cpu") / $n" | bc -l)
    replayN_s=$(replay_parallel)
    replayN_cpu_per_game=$(cat "$work"/.replay-cpu-* | awk -v n="$n" '{ s += $1 + $2 } END { printf "%.12f\n", s / n }')
    replay1_rate=$(echo "$n / $replay1_s" | bc -l)
    replayN_rate=$(echo "$n / $replayN_s" | bc -l)
    replay_note=""
    echo "plain replay: 1 process ${replay1_s} s, $cores processes ${replayN_s} s" >&2
  else
    if [ -z "$replay1_rate" ]; then   # rates of an earlier invocation: the last size <= REPLAY_MAX in the results
      read -r replay1_rate replayN_rate replay_cpu_per_game replayN_cpu_per_game < <(awk -F'\t' -v m="$REPLAY_MAX" \
        'NR > 1 && $1 <= m && $2 > 0 { r1 = $3; rn = $4; c = $13 / $1; cn = ($19 == "" ? 0 : $19) / $1 } END { print r1, rn, c, cn }' "$results")
      [ -n "$replay1_rate" ] || { echo "error: no replay measured at or below REPLAY_MAX=$REPLAY_MAX in $results" >&2; exit 2; }
    fi
    replay1_s=$(echo "$n / $replay1_rate" | bc -l)
    replay_note=", replay rates of the largest size <= $REPLAY_MAX"
    echo "plain replay not re-run above $REPLAY_MAX games: rates of the last size replayed" >&2
  fi

  out="$work/out-$n"
  rm -rf "$out"
  gclog="$work/gc-$n.log"
  t0=$(now)
  LUDOTECA_JAVA_OPTS="${LUDOTECA_JAVA_OPTS:-} -Xmx$HEAP -Xlog:gc:file=$gclog ${PIPELINE_JAVA_OPTS:-}" /usr/bin/time -f '%M %U %S' -o "$work/.rss" \
    "$LUDOTECA" pipeline --no-progress "${timings[@]}" --input "$corpus" --out "$out" --notebooks "$out/pages" >&2
  pipe_s=$(elapsed "$t0")
  rss=$(( $(cut -d' ' -f1 "$work/.rss") / 1024 ))
  pipe_cpu=$(cut -d' ' -f2- "$work/.rss" | awk '{ print $1 + $2 }')
  replay_cpu=$(echo "$replay_cpu_per_game * $n" | bc -l)
  replayN_cpu=$(echo "$replayN_cpu_per_game * $n" | bc -l)
  # G1 lines: "... Pause Young (Normal) (G1 Evacuation Pause) 300M->120M(1024M) 5.1ms"
  heap_after=$(grep -o '[0-9]*M->[0-9]*M' "$gclog" | sed 's/.*->//; s/M//' | sort -n | tail -n 1)
  heap_peak=$(grep -o '[0-9]*M->[0-9]*M' "$gclog" | sed 's/->.*//; s/M//' | sort -n | tail -n 1)

  row=$(awk -v n="$n" -v r="$replay1_s" -v r1="$replay1_rate" -v rn="$replayN_rate" -v p="$pipe_s" \
      -v ha="${heap_after:-0}" -v hp="${heap_peak:-0}" -v m="$rss" -v rc="$replay_cpu" -v rnc="$replayN_cpu" -v pc="$pipe_cpu" \
      -v l="$load" -v c="$cores" -v how="$how$replay_note" 'BEGIN {
    printf "%d\t%.1f\t%.0f\t%.0f\t%.1f\t%.0f\t%.1f\t%.2f\t%.2f\t%d\t%d\t%d\t%.1f\t%.1f\t%.2f\t%s\t%d\t%s\t%.1f\t%.2f", n, r, r1, rn, p,
      n / p, p * 1e6 / n, (n / p) / r1, (n / p) / rn, ha, hp, m, rc, pc, rc / pc, l, c, how, rnc, rnc / pc }')
  echo "$row" | tee -a "$results"
done
