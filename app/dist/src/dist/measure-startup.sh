#!/usr/bin/env bash
# Start-up of the arcade: runs a command N times, each with an empty data directory, and prints
# the milliseconds from JVM start to the library on screen (-Darcade.measure=true), the processor
# time the process spent until then, and the resident memory two seconds later. Needs a display
# ($DISPLAY, e.g. Xvfb).
# usage: measure-startup.sh N command...   e.g.  measure-startup.sh 5 app/dist/target/image/automata-arcade/bin/automata-arcade
set -euo pipefail
n=$1; shift
times=()
for _ in $(seq "$n"); do
  home=$(mktemp -d)
  JAVA_TOOL_OPTIONS="-Darcade.home=$home -Darcade.measure=true ${MEASURE_OPTS:-}" "$@" >/dev/null 2>"$home.log" &
  pid=$!
  for _ in $(seq 600); do grep -q 'library shown' "$home.log" && break; sleep 0.1; done
  sleep 2
  rss=$(awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$pid/status" 2>/dev/null || echo "?")
  shown=$(grep -o 'shown [0-9]* ms' "$home.log" | grep -o '[0-9]* ms' || echo 'no library')
  cpu=$(grep -o 'CPU [0-9]* ms' "$home.log" || true)
  echo "$shown${cpu:+ ($cpu)} ${rss} MB"
  [ "$shown" = 'no library' ] || times+=("${shown% ms}")
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
  rm -rf "$home" "$home.log"
done
if [ "${#times[@]}" -gt 0 ]; then
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  echo "median ${sorted[$(((${#sorted[@]} - 1) / 2))]} ms (${sorted[0]}–${sorted[-1]} ms), ${#sorted[@]} of $n runs"
fi
