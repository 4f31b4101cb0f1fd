#!/usr/bin/env bash
# Retakes docs/library.png: the library as a new player sees it, on a virtual display.
# Needs Xvfb, ImageMagick and xdotool (apt-get install xvfb imagemagick xdotool libgtk-3-0).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
display="${SCREENSHOT_DISPLAY:-:77}"
home="$(mktemp -d)"
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() { [ -n "$app" ] && kill "$app" 2>/dev/null; kill "$xvfb" 2>/dev/null; rm -rf "$home"; }
trap cleanup EXIT
export DISPLAY="$display"
# A fresh player: an empty home, so no settings, statistics or extra plugins of yours show.
XDG_DATA_HOME= ARCADE_JAVA_OPTS="-Duser.home=$home" "$here/arcade" &
app=$!
for _ in $(seq 1 60); do
  win="$(xdotool search --name '^Automata Arcade$' 2>/dev/null | head -1 || true)"
  [ -n "$win" ] && break
  sleep 1
done
[ -n "${win:-}" ] || { echo "the arcade window did not appear" >&2; exit 1; }
sleep "${SETTLE_SECONDS:-4}"   # first frame, fonts and icons
import -window "$win" "$here/docs/library.png"
echo "wrote docs/library.png"
