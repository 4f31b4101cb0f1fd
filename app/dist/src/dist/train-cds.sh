#!/usr/bin/env bash
# Makes the app image's class-data sharing archive: starts the arcade once until its library is on
# screen, records every class it loaded (-XX:ArchiveClassesAtExit), and tells the launcher to map
# that archive at every start (-XX:SharedArchiveFile), so the classes are neither read from the
# module image nor verified again. The window needs a display: $DISPLAY, else a private Xvfb; with
# neither, the archive is trained on the command line ("list") and covers the non-window classes.
# usage: train-cds.sh <app image>
set -euo pipefail
image=$1
name=$(basename "$image")
launcher="$image/bin/$name"
jsa="$image/lib/app/$name.jsa"
cfg="$image/lib/app/$name.cfg"
work=$(mktemp -d)
xpid=""
cleanup() { [ -n "$xpid" ] && kill "$xpid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
say() { echo "[dist] $*" >&2; }
options="-XX:ArchiveClassesAtExit=$jsa -Darcade.home=$work/home -Darcade.measure=true"

display=${DISPLAY:-}
if [ -z "$display" ] && command -v Xvfb >/dev/null; then
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
  xpid=$!
  for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
  [ -s "$work/display" ] && display=":$(cat "$work/display")"
fi

if [ -n "$display" ]; then
  say "class-data sharing archive: training on the window ($display)"
  DISPLAY="$display" JAVA_TOOL_OPTIONS="$options" "$launcher" >"$work/log" 2>&1 &
  pid=$!
  for _ in $(seq 1200); do grep -q 'library shown' "$work/log" && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if grep -q 'library shown' "$work/log"; then
    sleep 1
    kill -TERM "$pid"   # an orderly exit: the JVM writes the archive on the way out
    wait "$pid" || true
  else
    # e.g. no GTK on a bare server: the window cannot open, the command line still can.
    kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
    say "the window did not open while training (its output below); training on 'list' instead"
    grep -v '\[cds\]' "$work/log" | head -20 >&2 || true
    rm -f "$jsa"
    display=""
  fi
fi
if [ -z "$display" ]; then
  say "class-data sharing archive: training on 'list' (no window)"
  JAVA_TOOL_OPTIONS="$options" "$launcher" list >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
fi
[ -s "$jsa" ] || { say "no archive was written; training output:"; cat "$work/log" >&2; exit 1; }
sed -i '/^\[JavaOptions\]$/a java-options=-XX:SharedArchiveFile=$APPDIR/'"$name.jsa" "$cfg"
say "archive $(du -h "$jsa" | cut -f1)"
