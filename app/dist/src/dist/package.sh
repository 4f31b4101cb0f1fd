#!/usr/bin/env bash
# Builds the installable arcade with the JDK's own tools:
#   <target>/runtime       a trimmed Java runtime holding the JDK modules, JavaFX, the libraries, the shell and the games (jlink)
#   <target>/image/automata-arcade   the app image: launcher, runtime and a class-data sharing archive (jpackage)
#   <target>/packages      a .deb (needs dpkg-deb and fakeroot) and an .rpm (needs rpmbuild), whichever this machine can make;
#                          both install the menu entry and the icon in seven sizes
# usage: package.sh <jdk home> <module path> <target> <version> [--image-only]
# The dist profile of app/dist/pom.xml calls it; .ci/run calls it with --image-only.
set -euo pipefail
jdk=$1 mods=$2 target=$3 version=$4 only=${5:-}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name=automata-arcade
description="Games built on automata: Minesweeper, Klondike, Snake, the Shannon switching game, a cellular-automaton puzzle and board games from rules files."
vendor="Automata Arcade"
app_version=${version%%-*}   # jpackage takes digits and dots only
image="$target/image/$name"
say() { echo "[dist] $*" >&2; }

rm -rf "$target/runtime" "$target/image" "$target/packages" "$target/icons" "$target/jpackage-resources"
mkdir -p "$target"

# The modules are copied into a folder of their own (the module path may list folders and jars)
# without JavaFX's empty platform-less jars: they are automatic modules, which jlink refuses.
linkable="$target/jlink-modules"
rm -rf "$linkable" && mkdir -p "$linkable"
IFS=: read -ra entries <<<"$mods"
for e in "${entries[@]}"; do
  if [ -d "$e" ]; then cp "$e"/*.jar "$linkable"/; else cp "$e" "$linkable"/; fi
done
rm -f "$linkable"/javafx-*[0-9].jar

say "icons"
# The shell's own window icons (drawn by ArcadeIcon.java): the menu and the window show one picture.
mkdir -p "$target/icons"
(cd "$target/icons" && "$jdk/bin/jar" xf "$(ls "$linkable"/arcade-shell*.jar | head -1)" arcade/shell/theme \
  && mv arcade/shell/theme/automata-arcade-*.png . && rm -rf arcade)
[ -s "$target/icons/$name-256.png" ] || { say "no icons in the shell's jar"; exit 1; }

say "runtime (jlink)"
# Debug symbols, headers and man pages left out; no compression, which would cost start-up time.
"$jdk/bin/jlink" --module-path "$linkable" --add-modules ALL-MODULE-PATH \
  --strip-debug --no-header-files --no-man-pages --generate-cds-archive --output "$target/runtime" >"$target/jlink.log" 2>&1 \
  || { cat "$target/jlink.log" >&2; exit 1; }

say "app image (jpackage)"
# The serial collector suits a desktop game's small heap. C1 alone compiles the start-up's cold code
# with about a third less processor time than C1 and C2 together (the library shows sooner, most of
# all on a busy machine); long solver runs are about a quarter slower (README: Measured), and
# _JAVA_OPTIONS=-XX:TieredStopAtLevel=4 gives them the full compiler back.
"$jdk/bin/jpackage" --type app-image --name "$name" --app-version "$app_version" \
  --description "$description" --vendor "$vendor" --icon "$target/icons/$name-256.png" \
  --runtime-image "$target/runtime" --module arcade.shell/arcade.shell.Main \
  --java-options -XX:+UseSerialGC --java-options -XX:TieredStopAtLevel=1 --dest "$target/image"
mkdir -p "$image/lib/icons" && cp "$target/icons"/*.png "$image/lib/icons/"

"$here/train-cds.sh" "$image"

if [ "$only" = "--image-only" ]; then exit 0; fi

# The packages take the finished image (with its archive) as it is.
resources="$target/jpackage-resources"
mkdir -p "$resources"
cp "$here/linux/$name.desktop" "$resources/"
package() { # <type> <extra jpackage options...>
  local type=$1; shift
  "$jdk/bin/jpackage" --type "$type" --app-image "$image" --name "$name" --app-version "$app_version" \
    --description "$description" --vendor "$vendor" --icon "$target/icons/$name-256.png" \
    --linux-shortcut --linux-menu-group "Game;LogicGame;" --linux-app-category games \
    --resource-dir "$resources" --dest "$target/packages" "$@"
}
if command -v dpkg-deb >/dev/null && command -v fakeroot >/dev/null; then
  say "package .deb"
  cp "$here/linux/postinst" "$here/linux/prerm" "$resources/"
  package deb --linux-package-deps libgtk-3-0
  rm -f "$resources/postinst" "$resources/prerm"
else
  say "no .deb: it needs dpkg-deb and fakeroot (Debian/Ubuntu: apt-get install dpkg-dev fakeroot)"
fi
if command -v rpmbuild >/dev/null; then
  say "package .rpm"
  cp "$here/linux/$name.spec" "$resources/"
  package rpm --linux-package-deps gtk3
  rm -f "$resources/$name.spec"
else
  say "no .rpm: it needs rpmbuild (Fedora: dnf install rpm-build; Debian/Ubuntu: apt-get install rpm)"
fi
ls -1 "$target/packages" 2>/dev/null | sed 's/^/[dist] built /' >&2 || true
