#!/usr/bin/env bash
# How long the board page (`ludoteca board`) takes to open from the disk in headless Chromium:
# navigation start to the board drawn (the page's `load` event, after the rules have set the game up),
# RUNS times, each with a fresh profile (nothing cached). Prints each time and the median.
#
#   scripts/board-open-time.sh [GAME] [RULES]      # defaults: rithmomachia boissiere; RUNS=11
#
# Needs chromium (Debian: apt-get install chromium). Measure on a quiet machine: the figure moves
# with the load (docs/board.md, section 7).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
game="${1:-rithmomachia}"
rules="${2:-boissiere}"
runs="${RUNS:-11}"
chromium="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$chromium" ] || { echo "board-open-time: no chromium on PATH (apt-get install chromium)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$root/bin/ludoteca" board --game "$game" --rules "$rules" --out "$work/board.html" >&2
# A probe that writes the time since navigation, once the page has loaded, into the DOM Chromium dumps.
probe="<script>window.addEventListener('load',function(){var p=document.createElement('pre');p.id='probe';var t=ludoteca.timings;p.textContent='open-ms='+performance.now().toFixed(0)+' legal='+ludoteca.legalMoves().length+' engine='+t.engine.toFixed(0)+' open='+t.open.toFixed(0)+' drawn='+t.drawn.toFixed(0);document.body.appendChild(p);});</script>"
python3 - "$work/board.html" "$probe" <<'EOF'
import sys
path, probe = sys.argv[1], sys.argv[2]
html = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(html.replace("<head>", "<head>" + probe, 1))
EOF

times=()
for i in $(seq 1 "$runs"); do
  out="$("$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
      --disable-component-update --disable-sync --no-first-run --user-data-dir="$work/profile-$i" \
      --dump-dom "file://$work/board.html" 2>/dev/null | grep -o 'id="probe">open-ms=[^<]*' | sed 's/^id="probe">//' || true)"
  [ -n "$out" ] || { echo "board-open-time: run $i: the page did not report (JavaScript error?)" >&2; exit 1; }
  echo "run $i: $out"
  times+=("$(echo "$out" | sed 's/open-ms=\([0-9]*\).*/\1/')")
done
median="$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
echo "board page $(wc -c < "$work/board.html") bytes (with the probe); opened in a median of ${median} ms over ${runs} runs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
