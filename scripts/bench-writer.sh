#!/usr/bin/env bash
# Issue 37: would parquet-mr's own writer do the ingest's writing within 5 % of the ingest's time?
# Ingests a corpus once (`ludoteca pipeline --timings`: the ingest's read-replay-write task CPU),
# then writes the rows of its `games` and `captures` again and again in one thread
# (WriterComparison, a test-scope class): alternately by the ingest's own writer
# (ValueRowFileWriter) and by Spark's Parquet output writer (parquet-mr's column writers), both with
# the table's writer options (same dictionary columns, same min/max statistics, same codec).
# Prints each writer's median thread CPU per table and the difference as a share of the ingest's
# task CPU. Corpus: COPIES (default 20) copies of data/chess/lichess-sample.pgn (CC0), or the paths
# given as arguments. REPETITIONS (default 8) writes per writer and table, the first two not counted.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The tasks' CPU seconds in the --timings lines.
export LUDOTECA_JAVA_OPTS="${LUDOTECA_JAVA_OPTS:-} -Dludoteca.timings.cpu=true"
COPIES="${COPIES:-20}"
REPETITIONS="${REPETITIONS:-8}"
dir="${BENCH_DIR:-$root/bench-out/writer}"
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
rm -rf "$dir/out" "$dir/scratch"
"$root/bin/ludoteca" pipeline "${input_args[@]}" --out "$dir/out" --no-progress --timings \
  > "$dir/pipeline.out" 2> "$dir/pipeline.err"
line=$(grep '^timing: ingest: read, replay and write ' "$dir/pipeline.err")
echo "corpus: ${inputs[*]}; load $(cut -d' ' -f1 /proc/loadavg)"
echo "$line"
tasks_s=$(echo "$line" | sed -n 's/.*tasks cpu \([0-9.]*\) s.*/\1/p')
classes="$root/jobs/target/test-classes"
if [ ! -f "$classes/org/ludoteca/spark/ingest/WriterComparison.class" ] \
    || [ "$root/jobs/src/test/java/org/ludoteca/spark/ingest/WriterComparison.java" -nt \
      "$classes/org/ludoteca/spark/ingest/WriterComparison.class" ]; then
  (cd "$root" && ./mvnw -q -B -pl jobs -am test-compile)
fi
java -XX:+IgnoreUnrecognizedVMOptions --add-opens=java.base/java.lang=ALL-UNNAMED \
  --add-opens=java.base/java.lang.invoke=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED \
  --add-opens=java.base/java.util.concurrent=ALL-UNNAMED --add-opens=java.base/java.net=ALL-UNNAMED \
  --add-opens=java.base/java.io=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED \
  --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED \
  --add-opens=java.base/sun.security.action=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED \
  -cp "$root/jobs/target/ludoteca.jar:$classes" org.ludoteca.spark.ingest.WriterComparison \
  "$dir/out" "$dir/scratch" "$REPETITIONS" 2>"$dir/comparison.err" | tee "$dir/comparison.out"
if [ -n "$tasks_s" ]; then
  diff_ms=$(awk '/difference/ {sub(/ ms$/, "", $NF); s += $NF} END {print s}' "$dir/comparison.out")
  echo "parquet-mr's extra writing CPU: $diff_ms ms, $(echo "scale=1; $diff_ms / 10 / $tasks_s" | bc) % of the ingest's task CPU ($tasks_s s)"
fi
