#!/usr/bin/env bash
# Runs every chess and Chess960 perft reference case, including the deep ones the unit tests skip
# (they stop at 2 million nodes per case). The whole set is large: the Chess960 midgames go to
# depth 6, billions of nodes, long on one core. Limit it with --max-nodes N.
#
# Usage: scripts/perft-all.sh [--max-nodes N] [FILE...]
#   FILE defaults to the three reference files under core/src/test/resources (their sources in the
#   README.md beside each).
# Prints 'FAIL ...' for each wrong count and ends with 'ok <cases>' or 'FAILED <n> of <cases>';
# exit status 1 on any failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="$root/core/src/test/resources"
classes="$root/core/target/classes"

if [ ! -d "$classes/org/ludoteca/chess960" ] || [ -n "$(find "$root/core/src/main" -name '*.java' -newer "$classes/org/ludoteca/chess960/perft/PerftFiles.class" 2>/dev/null | head -n 1)" ]; then
  echo "perft-all: compiling core..." >&2
  (cd "$root" && ./mvnw -q -B -pl core compile) >&2
fi

args=()
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --max-nodes) args+=(--max-nodes "$2"); shift 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
if [ ${#files[@]} -eq 0 ]; then
  files=("$data/chess960/startpos-perft-d1-d4.epd" "$data/chess/perft/chess.perft"
         "$data/chess960/midgames.perft")
fi
exec java -cp "$classes" org.ludoteca.chess960.perft.PerftFiles "${args[@]}" "${files[@]}"
