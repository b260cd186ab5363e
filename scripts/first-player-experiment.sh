#!/usr/bin/env bash
# The first-player experiment of the README: for each preset, N games of greedy vs greedy and of
# random vs random, with the generator's own summary (first-mover score, 95% Wilson interval,
# termination shares, mean length). Usage: scripts/first-player-experiment.sh [N] [OUT]
# Defaults: N=10000, OUT=out/experiment. Prints one markdown table row per run and keeps each
# run's full summary in OUT/<preset>-<agents>.txt.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-10000}"
out="${2:-$root/out/experiment}"
mkdir -p "$out"
echo "| preset | agents | games | first-mover score | 95% Wilson | terminations | mean plies |"
echo "|---|---|---|---|---|---|---|"
for rules in cvr tutorial boissiere ludii axiom; do
  for agent in greedy random; do
    name="$rules-$agent"
    "$root/bin/ludoteca" generate --game rithmomachia --rules "$rules" --white "$agent" --black "$agent" \
      --games "$n" --seed 2026 --max-plies 5000 --out "$out/$name.games" > "$out/$name.txt"
    score=$(grep -o 'score [0-9.]*' "$out/$name.txt" | awk '{print $2}')
    wilson=$(grep -o 'Wilson \[[0-9., ]*\]' "$out/$name.txt" | sed 's/Wilson //')
    terms=$(grep '^terminations:' "$out/$name.txt" | sed 's/^terminations: //')
    mean=$(grep -o 'mean length [0-9.]*' "$out/$name.txt" | awk '{print $3}')
    echo "| $rules | $agent vs $agent | $n | $score | $wilson | $terms | $mean |"
  done
done
