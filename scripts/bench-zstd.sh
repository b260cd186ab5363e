#!/usr/bin/env bash
# The pipeline over a multi-frame .pgn.zst against the same .pgn, side by side.
# Builds a PGN of COPIES copies (default 40: 5,400 games, 12 MB) of data/chess/lichess-sample.pgn
# (CC0), compresses it with pzstd (Debian package `zstd`) at LEVEL (default 1: pzstd cuts a frame
# per 2 MiB of text at level 1, per 32 MiB at level 19, so level 19 needs COPIES of 220 or more for
# two frames), then runs `ludoteca pipeline` ROUNDS times (default 3) over each, alternating
# plain and zst so that the machine's load falls on both alike. Prints one line per run:
#   round  kind  wall_s  cpu_s (user + system of the whole process)  ingest read-replay-write s  measure s
# then the ratios zst / plain of the summed wall and CPU seconds. On a loaded machine the CPU
# seconds are the figure to trust.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
COPIES="${COPIES:-40}"
LEVEL="${LEVEL:-1}"
ROUNDS="${ROUNDS:-3}"
dir="${BENCH_DIR:-$root/bench-out/zstd}"
command -v pzstd >/dev/null || { echo "error: pzstd not found (apt-get install zstd)" >&2; exit 2; }
mkdir -p "$dir/plain" "$dir/zst"
pgn="$dir/plain/lichess-x$COPIES.pgn"
if [ ! -f "$pgn" ]; then
  for _ in $(seq "$COPIES"); do cat "$root/data/chess/lichess-sample.pgn"; done > "$pgn"
fi
rm -f "$dir/zst/"*
pzstd -q -f -p2 "-$LEVEL" "$pgn" -o "$dir/zst/lichess-x$COPIES.pgn.zst"
frames=$(python3 - "$dir/zst/lichess-x$COPIES.pgn.zst" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read(); p = 0; n = 0
while p + 12 <= len(d) and struct.unpack_from('<I', d, p)[0] == 0x184D2A50:
    p += 12 + struct.unpack_from('<I', d, p + 8)[0]; n += 1
print(n)
EOF
)
echo "corpus: $(stat -c %s "$pgn") bytes of PGN; zst $(stat -c %s "$dir/zst/lichess-x$COPIES.pgn.zst") bytes, $frames frames (pzstd -$LEVEL); load $(cut -d' ' -f1 /proc/loadavg)"
# Outside the timings: the jar built if need be, and the Spark commands' class-data archive made
# when missing (bin/ludoteca), by a pipeline over the sample corpora.
"$root/bin/ludoteca" pipeline --input "$root/data/" --out "$dir/warm-up" --no-progress >/dev/null
rm -rf "$dir/warm-up"
sum_wall_plain=0; sum_wall_zst=0; sum_cpu_plain=0; sum_cpu_zst=0
for round in $(seq "$ROUNDS"); do
  for kind in plain zst; do
    rm -rf "$dir/out-$kind" "$dir/pages-$kind"
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$dir/$kind.time" "$root/bin/ludoteca" pipeline --input "$dir/$kind" \
      --out "$dir/out-$kind" --notebooks "$dir/pages-$kind" --no-progress --timings \
      > "$dir/$kind-$round.out" 2> "$dir/$kind-$round.err"
    end=$(date +%s.%N)
    wall=$(echo "$end - $start" | bc)
    cpu=$(awk '{print $1 + $2}' "$dir/$kind.time")
    read_s=$(sed -n 's/^timing: ingest: read, replay and write .* \([0-9.]*\) s$/\1/p' "$dir/$kind-$round.err")
    measure_s=$(sed -n 's/^timing: ingest: measure Zstandard frame ranges \([0-9.]*\) s$/\1/p' "$dir/$kind-$round.err")
    echo "$round $kind $wall $cpu ${read_s:--} ${measure_s:--}"
    if [ "$kind" = plain ]; then
      sum_wall_plain=$(echo "$sum_wall_plain + $wall" | bc); sum_cpu_plain=$(echo "$sum_cpu_plain + $cpu" | bc)
    else
      sum_wall_zst=$(echo "$sum_wall_zst + $wall" | bc); sum_cpu_zst=$(echo "$sum_cpu_zst + $cpu" | bc)
    fi
  done
done
echo "zst / plain: wall $(echo "scale=3; $sum_wall_zst / $sum_wall_plain" | bc), cpu $(echo "scale=3; $sum_cpu_zst / $sum_cpu_plain" | bc)"
