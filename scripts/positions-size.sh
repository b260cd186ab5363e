#!/usr/bin/env bash
# Parquet size of the pipeline's positions table (issue 10): the binary column (compact codes)
# against the same table with every position as FEN text, both with Parquet's default codec
# (snappy), same rows, order and partitions. Generates GAMES Rithmomachia games (greedy vs random,
# cvr, seed 1, at most 300 plies), ingests them with --positions, then measures
# (org.ludoteca.spark.PositionsSize).
#
# Usage: scripts/positions-size.sh [GAMES] [WORKDIR]      (defaults: 1000, bench-out/positions-size)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
games="${1:-1000}"
work="${2:-$root/bench-out/positions-size}"
mkdir -p "$work"
corpus="$work/corpus-$games"
if [ ! -f "$corpus/.done" ]; then
  rm -rf "$corpus"
  bin/ludoteca generate --game rithmomachia --rules cvr --white greedy --black random --games "$games" --seed 1 \
    --max-plies 300 --out "$corpus" --format rpgn >&2
  touch "$corpus/.done"
fi
rm -rf "$work/out"
bin/ludoteca ingest --no-progress --positions --input "$corpus" --out "$work/out" >&2
# The jar's manifest names its libraries; the same JVM options as bin/ludoteca.
java -XX:+IgnoreUnrecognizedVMOptions --add-opens=java.base/java.lang=ALL-UNNAMED \
  --add-opens=java.base/java.lang.invoke=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED \
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED \
  --add-opens=java.base/java.util.concurrent=ALL-UNNAMED -Djdk.reflect.useDirectMethodHandle=false \
  ${LUDOTECA_JAVA_OPTS:-} -cp jobs/target/ludoteca.jar org.ludoteca.spark.PositionsSize "$work/out/positions" "$work"
