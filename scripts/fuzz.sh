#!/usr/bin/env bash
# Fuzzes every reader of outside input: each Jazzer target (@FuzzTest in core's
# org.ludoteca.fuzz) in turn for SECONDS (default 60), then prints one line per target.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     TARGET: Class#method, e.g. ChessFuzzTest#san
#
# A finding is written by Jazzer into core/src/test/resources/org/ludoteca/fuzz/<Class>Inputs/
# <method>/ (crash-*, timeout-*, ...), which the normal test run replays: commit it with its fix.
# The corpus grown while fuzzing stays in core/.cifuzz-corpus/ (not committed), so a second
# run starts where the first stopped. Logs: core/target/fuzz/<Class>#<method>.log.
# Exit status: 0 when no target found anything, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
case "$seconds" in (*[!0-9]*|'') echo "error: fuzz.sh: SECONDS must be a whole number, was '$seconds'" >&2; exit 2;; esac

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  # Every @FuzzTest method of the fuzz package, in file order.
  for f in core/src/test/java/org/ludoteca/fuzz/*FuzzTest.java; do
    class="$(basename "$f" .java)"
    while read -r method; do
      targets+=("$class#$method")
    done < <(awk '/@FuzzTest/ {want=1; next} want && /void [a-zA-Z0-9_]+\(/ {
        match($0, /void [a-zA-Z0-9_]+\(/); print substr($0, RSTART+5, RLENGTH-6); want=0 }' "$f")
  done
fi

# JUnit would time the whole fuzzing run by each target's @Timeout (Jazzer issue 930), so JUnit's
# timeouts are off here and the bound per input goes to libFuzzer as -timeout (Jazzer passes the
# JUnit configuration parameters jazzer.internal.arg.N through to libFuzzer). A hang is then a
# timeout-* finding. The JVM's heap (-Xmx of the test argLine) bounds memory: running out of it
# is a finding too. Each run is also cut at SECONDS + 10 minutes, should anything else hang.
per_input="$(sed -nE 's/.*SECONDS_PER_INPUT = ([0-9]+);.*/\1/p' core/src/test/java/org/ludoteca/fuzz/FuzzInputs.java)"
# Compile once; each target then runs in its own test JVM (Jazzer fuzzes one test per JVM).
./mvnw -B -q -pl core test-compile || exit 2
logs=core/target/fuzz
mkdir -p "$logs"

found=0
summary=()
for t in "${targets[@]}"; do
  class="${t%%#*}"
  method="${t#*#}"
  inputs="core/src/test/resources/org/ludoteca/fuzz/${class}Inputs/$method"
  before="$(ls "$inputs" 2>/dev/null | grep -v '^seed-' | sort)"
  log="$logs/$t.log"
  echo "fuzzing $t for ${seconds}s (log: $log)"
  JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" timeout "$((seconds + 600))" ./mvnw -B -pl core surefire:test \
      -Dtest="org.ludoteca.fuzz.$t" -Dsurefire.failIfNoSpecifiedTests=false \
      -Djunit.jupiter.execution.timeout.mode=disabled \
      -Djazzer.internal.arg.0=fuzz -Djazzer.internal.arg.1="-timeout=${per_input:-10}" >"$log" 2>&1
  status=$?
  after="$(ls "$inputs" 2>/dev/null | grep -v '^seed-' | sort)"
  new="$(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')"
  runs="$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | awk '{print $2}')"
  cov="$(grep -aoE '(DONE|pulse|NEW|REDUCE) +cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1 | sed -E 's/.*cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+)/cov \1, ft \2, corpus \3/')"
  if [ $status -eq 0 ] && [ -z "${new// }" ]; then
    result="nothing found"
  else
    result="FOUND (exit $status): ${new:-see log}"
    found=1
  fi
  summary+=("$(printf '%-45s %6ss %10s runs  %-32s %s' "$t" "$seconds" "${runs:-?}" "${cov:-}" "$result")")
done

echo
echo "target                                        time        runs  coverage                         result"
printf '%s\n' "${summary[@]}"
exit $found
