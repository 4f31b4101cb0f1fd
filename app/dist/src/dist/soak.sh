#!/usr/bin/env bash
# Soak: runs the arcade under a display for a while, opening and closing every game in turn (arrow
# keys and Enter on the library's cards, random clicks and keys in the game, Esc back), and samples
# after each cycle the resident memory and the heap after a full collection (jcmd). A leak shows as
# a heap that keeps growing; the live instances of the shell's game chrome at the end show whether
# closed games are released. Not a test of `verify`: it takes minutes and needs Xvfb, xdotool and
# the JDK's jcmd.
# usage: soak.sh [-m minutes] [-c cycles] [-o samples.tsv] [command...]
#   default: 12 minutes, 80 cycles, the module-path build (java ... --module arcade.shell/arcade.shell.Main)
#   e.g.     DISPLAY=:99 app/dist/src/dist/soak.sh -m 12 -c 80
#            DISPLAY=:99 app/dist/src/dist/soak.sh -m 2 -c 12 app/dist/target/image/automata-arcade/bin/automata-arcade
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)"
minutes=12 cycles=80 out=""
while getopts "m:c:o:" opt; do
  case $opt in m) minutes=$OPTARG ;; c) cycles=$OPTARG ;; o) out=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ -n "${DISPLAY:-}" ] || { echo "soak: needs a display (e.g. Xvfb :99 & DISPLAY=:99)" >&2; exit 2; }
for tool in xdotool jcmd; do command -v "$tool" >/dev/null || { echo "soak: needs $tool" >&2; exit 2; }; done
if [ $# -eq 0 ]; then
  shell="$root/app/shell/target"
  set -- java --module-path "$shell/arcade-shell.jar:$shell/lib" --module arcade.shell/arcade.shell.Main
fi

home=$(mktemp -d)
log="$home.log"
out=${out:-$home.tsv}
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$home" "$log"; }
trap cleanup EXIT
RANDOM=42 # the same clicks and keys every run

JAVA_TOOL_OPTIONS="-Darcade.home=$home -Darcade.measure=true" "$@" >"$log" 2>&1 &
pid=$!
for _ in $(seq 600); do grep -q 'library shown' "$log" && break; sleep 0.1; done
grep -q 'library shown' "$log" || { echo "soak: the library did not show" >&2; cat "$log" >&2; exit 1; }
# The JVM may be a child of the command (the app image's launcher is the JVM itself, java too).
jvm=$pid
wid=$(xdotool search --sync --name '^Automata Arcade$' | head -1)
sleep 1

title() { xdotool getwindowname "$wid" 2>/dev/null || echo "?"; }
rss_mb() { awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$jvm/status"; }
# The heap after a full collection, in MB: "used committed" (young + old generation, or G1's one heap).
heap_mb() {
  jcmd "$jvm" GC.run >/dev/null
  jcmd "$jvm" GC.heap_info | awk '
    function kb(v) { sub(/K,?$/, "", v); return v }
    /Metaspace/ { exit }
    /total .*used/ { for (i = 1; i <= NF; i++) { if ($i == "total") c += kb($(i + 1)); if ($i == "used") u += kb($(i + 1)) } }
    END { printf "%d\t%d", u / 1024, c / 1024 }'
}
key() { xdotool key --delay 40 "$@"; } # to the focused window: the game, or a dialog it opened
back_to_library() {
  for _ in 1 2 3 4 5 6; do
    # A window on top of the arcade's (a file chooser, rules, statistics, a question) takes the
    # keyboard only once focused: focus it and close it with Esc.
    dialog=$(for w in $(xdotool search --onlyvisible --name '.'); do [ "$w" != "$wid" ] && echo "$w"; done | tail -1)
    if [ -n "$dialog" ]; then
      xdotool windowfocus --sync "$dialog" 2>/dev/null || true
      xdotool key Escape; sleep 0.5; continue
    fi
    [ "$(title)" = "Automata Arcade" ] && return 0
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key Escape; sleep 0.5
  done
  [ "$(title)" = "Automata Arcade" ]
}

# Cards are laid out three to a row in the default 1180-pixel window: right along a row, then down
# and back to its start; from the last card up to the first.
columns=3
cards=$(grep -c . <(JAVA_TOOL_OPTIONS="-Darcade.home=$home" "$@" list 2>/dev/null) || echo 12)
start=$(date +%s)
printf 'cycle\tseconds\tgame\trss_mb\theap_used_after_gc_mb\theap_committed_mb\n' >"$out"
printf '0\t0\tlibrary\t%s\t%s\n' "$(rss_mb)" "$(heap_mb)" | tee -a "$out"
card=0
for cycle in $(seq "$cycles"); do
  # Each cycle ends on its share of the whole time (less a couple of seconds for the samples).
  cycle_end=$(( start + cycle * minutes * 60 / cycles - 2 ))
  xdotool windowfocus --sync "$wid" 2>/dev/null || true
  key Return; sleep 1.5
  game=$(title); game=${game% — Automata Arcade}
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  until [ "$(date +%s)" -ge "$cycle_end" ]; do
    # Clicks inside the game's area (below the toolbar, above the status bar) and the keys games use.
    xdotool mousemove $(( X + 40 + RANDOM % (WIDTH - 80) )) $(( Y + 130 + RANDOM % (HEIGHT - 200) )) click 1
    keys=(Left Right Up Down space h u Return)
    key "${keys[RANDOM % ${#keys[@]}]}" "${keys[RANDOM % ${#keys[@]}]}"
    sleep 0.3
  done
  back_to_library || { echo "soak: could not get back to the library from $game" >&2; exit 1; }
  printf '%s\t%s\t%s\t%s\t%s\n' "$cycle" $(( $(date +%s) - start )) "$game" "$(rss_mb)" "$(heap_mb)" | tee -a "$out"
  # On to the next card.
  next=$(( (card + 1) % cards ))
  if [ "$next" -eq 0 ]; then
    for _ in $(seq $(( (cards - 1) / columns ))); do key Up; done
    for _ in $(seq $(( (cards - 1) % columns ))); do key Left; done
  elif [ $(( next % columns )) -eq 0 ]; then
    key Down; for _ in $(seq $(( columns - 1 ))); do key Left; done
  else
    key Right
  fi
  card=$next
done
chrome=$(jcmd "$jvm" GC.class_histogram | awk '$4 == "arcade.shell.chrome.GameChrome" { print $2 }')
echo "live game chromes after the last cycle (the library is showing, so 0 is right): ${chrome:-0}"
awk -F'\t' 'NR == 2 { r0 = $4; h0 = $5 } NR == 3 { r1 = $4; h1 = $5 } NR > 1 && $4 + 0 > rmax { rmax = $4 + 0 } END {
  printf "RSS %d MB at the library, %d MB after the first game, %d MB at the end (at most %d); heap used after GC %d, %d, %d MB (%d MB committed at the end)\n",
    r0, r1, $4, rmax, h0, h1, $5, $6 }' "$out"
echo "samples: $out"
