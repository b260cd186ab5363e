#!/usr/bin/env bash
# Real records, whole runs as a user times them (issue 40: "about 17,000 real games: the
# pipeline's wall time minus `ludoteca replay`'s over the same files at most 10 s"):
#   ludoteca replay FILE...                   (one process, every file, JVM start included)
#   ludoteca pipeline --input DIR --out TMP   (Spark local[*], process start to pages)
# over COPIES copies of the record files under the given folders (default: data/, the real lichess
# month's head, the TCEC Chess960/DFRC archives, the lichess and scalachess samples, the Zamora
# transcriptions and the Rithmomachia samples: 1,382 records, so 12 copies are about 16,600).
# Copy k of a plain file ends with k extra blank lines and copy k of a .zst file is the same text
# with those lines compressed again, so that no two files have the same content (the ingest skips
# a file whose content it has already ingested: data/FORMAT.md); the games are the real records.
# Prints both wall times, their difference (the pipeline's cost beyond replay), the records each
# run read (they must agree), the pipeline's phases (--timings) and the load average.
# Usage: scripts/bench-real.sh [COPIES] [DIR...]          (default: 12 data/)
#        LUDOTECA=/path/to/other/bin/ludoteca scripts/bench-real.sh   (another build, the same corpus)
# Everything goes into a temporary directory (TMPDIR, default /tmp), removed at the end.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
copies="${1:-12}"
if ! [[ "$copies" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/bench-real.sh [COPIES] [DIR...]   (COPIES a positive whole number)" >&2
  exit 2
fi
shift || true
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=("$root/data")
ludoteca="${LUDOTECA:-$root/bin/ludoteca}"
command -v zstd >/dev/null || { echo "error: bench-real: needs the zstd command (Debian package zstd)" >&2; exit 1; }
tmp="$(mktemp -d "${TMPDIR:-/tmp}/bench-real.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
load() { cut -d' ' -f1 /proc/loadavg; }
now() { date +%s.%N; }
blank_lines() { local i; for ((i = 0; i < $1; i++)); do echo; done; }

# Outside the timings: the jar built if need be and the class-data archive made, by a warm-up.
(cd "$tmp" && "$ludoteca" pipeline --input "$root/data/" --out "$tmp/warm-up" --no-progress >/dev/null)
rm -rf "$tmp/warm-up"

corpus="$tmp/corpus"
mkdir -p "$corpus"
n_files=0
while IFS= read -r -d '' f; do
  name="$(basename "$f")"
  for k in $(seq 1 "$copies"); do
    case "$name" in
      *.zst) { zstd -dcq "$f"; blank_lines "$k"; } | zstd -q -o "$corpus/copy-$k-$n_files-$name" ;;
      *) { cat "$f"; blank_lines "$k"; } > "$corpus/copy-$k-$n_files-$name" ;;
    esac
  done
  n_files=$((n_files + 1))
done < <(find "${dirs[@]}" -type f \( -name '*.pgn' -o -name '*.pgn.zst' -o -name '*.rpgn' -o -name '*.txt' \) \
  ! -name 'malformed*' -print0 | sort -z)
echo "corpus: $n_files files x $copies copies, $(du -sh "$corpus" | cut -f1) (load $(load))"

start=$(now)
"$ludoteca" replay "$corpus"/* > "$tmp/replay.out" 2> "$tmp/replay.err" || true
rp=$(echo "$(now) - $start" | bc -l)
summary="$(grep '^read ' "$tmp/replay.out" | tail -n 1)"
echo "ludoteca replay: wall $(printf '%.1f' "$rp") s; $summary (load $(load))"

start=$(now)
"$ludoteca" pipeline --input "$corpus" --out "$tmp/out" --no-progress --timings \
  > "$tmp/pipeline.out" 2> "$tmp/pipeline.err" || { cat "$tmp/pipeline.err" >&2; exit 1; }
pl=$(echo "$(now) - $start" | bc -l)
echo "ludoteca pipeline: wall $(printf '%.1f' "$pl") s (load $(load))"
grep -i 'records\|games' "$tmp/pipeline.out" | head -n 3 | sed 's/^/  /'
sed -n 's/^timing: /  timing: /p' "$tmp/pipeline.err"
echo "HEADLINE pipeline - replay over $(echo "$summary" | sed 's/^read \([0-9]*\).*/\1/') records: $(printf '%.1f' "$(echo "$pl - $rp" | bc -l)") s (pipeline $(printf '%.1f' "$pl") s, replay $(printf '%.1f' "$rp") s)"
