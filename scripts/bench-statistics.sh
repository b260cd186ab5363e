#!/usr/bin/env bash
# The ingest's cost of the min/max statistics (issue 37): `ludoteca pipeline` over the same corpus
# with the declared columns' statistics on (the default) and off
# (--conf spark.hadoop.parquet.column.statistics.enabled=false), ROUNDS times each (default 3),
# alternating so that the machine's load falls on both alike. The corpus: COPIES (default 20)
# copies of data/chess/lichess-sample.pgn (CC0: ratings, dates, clocks), or the paths given as
# arguments. Prints one line per run:
#   round  statistics  wall_s  cpu_s (user + system of the process)  ingest read-replay-write s  its tasks' cpu s
# then the ratios on / off of the summed figures. On a loaded machine the CPU seconds are the
# figure to trust; on a small corpus the run's fixed costs (Spark's start, planning) dominate.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The tasks' CPU seconds in the --timings lines.
export LUDOTECA_JAVA_OPTS="${LUDOTECA_JAVA_OPTS:-} -Dludoteca.timings.cpu=true"
COPIES="${COPIES:-20}"
ROUNDS="${ROUNDS:-3}"
dir="${BENCH_DIR:-$root/bench-out/statistics}"
mkdir -p "$dir/corpus"
if [ "$#" -gt 0 ]; then
  inputs=("$@")
else
  pgn="$dir/corpus/lichess-x$COPIES.pgn"
  if [ ! -f "$pgn" ]; then
    for _ in $(seq "$COPIES"); do cat "$root/data/chess/lichess-sample.pgn"; done > "$pgn"
  fi
  inputs=("$pgn")
fi
input_args=()
for i in "${inputs[@]}"; do input_args+=(--input "$i"); done
echo "corpus: ${inputs[*]}; load $(cut -d' ' -f1 /proc/loadavg)"
# Outside the timings: the jar built if need be, and the class-data archive made when missing.
"$root/bin/ludoteca" pipeline --input "$root/data/" --out "$dir/warm-up" --no-progress >/dev/null
rm -rf "$dir/warm-up"
declare -A wall_sum cpu_sum read_sum tasks_sum
for kind in on off; do wall_sum[$kind]=0; cpu_sum[$kind]=0; read_sum[$kind]=0; tasks_sum[$kind]=0; done
for round in $(seq "$ROUNDS"); do
  for kind in on off; do
    enabled=true
    [ "$kind" = off ] && enabled=false
    rm -rf "$dir/out-$kind"
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$dir/$kind.time" "$root/bin/ludoteca" pipeline "${input_args[@]}" \
      --out "$dir/out-$kind" --no-progress --timings \
      --conf "spark.hadoop.parquet.column.statistics.enabled=$enabled" \
      > "$dir/$kind-$round.out" 2> "$dir/$kind-$round.err"
    end=$(date +%s.%N)
    wall=$(echo "$end - $start" | bc)
    cpu=$(awk '{print $1 + $2}' "$dir/$kind.time")
    line=$(grep '^timing: ingest: read, replay and write ' "$dir/$kind-$round.err")
    read_s=$(echo "$line" | sed -n 's/.* files \([0-9.]*\) s.*/\1/p')
    tasks_s=$(echo "$line" | sed -n 's/.*tasks cpu \([0-9.]*\) s.*/\1/p')
    echo "$round $kind $wall $cpu ${read_s:-0} ${tasks_s:-0}"
    wall_sum[$kind]=$(echo "${wall_sum[$kind]} + $wall" | bc)
    cpu_sum[$kind]=$(echo "${cpu_sum[$kind]} + $cpu" | bc)
    read_sum[$kind]=$(echo "${read_sum[$kind]} + ${read_s:-0}" | bc)
    tasks_sum[$kind]=$(echo "${tasks_sum[$kind]} + ${tasks_s:-0}" | bc)
  done
done
ratio() { if [ "$(echo "$2 == 0" | bc)" = 1 ]; then echo "-"; else echo "scale=3; $1 / $2" | bc; fi; }
echo "on / off: wall $(ratio "${wall_sum[on]}" "${wall_sum[off]}"), cpu $(ratio "${cpu_sum[on]}" "${cpu_sum[off]}"),"\
" ingest read-replay-write $(ratio "${read_sum[on]}" "${read_sum[off]}"),"\
" its tasks' cpu $(ratio "${tasks_sum[on]}" "${tasks_sum[off]}")"
echo "games files: on $(du -sb "$dir/out-on/games" | cut -f1) bytes, off $(du -sb "$dir/out-off/games" | cut -f1) bytes"
