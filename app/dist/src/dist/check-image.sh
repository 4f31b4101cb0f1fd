#!/usr/bin/env bash
# Builds the app image from what "./mvnw -B verify" (or package) left in app/shell/target, starts
# it headless and checks that it reports its version and lists the same games as the module-path
# build: the packaging cannot lose a game, a library or a resource unnoticed. Needs only the JDK.
# usage: app/dist/src/dist/check-image.sh      (from the repository root, after verify)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)"
jdk=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}
shell="$root/app/shell/target"
target="$root/app/dist/target"
[ -f "$shell/arcade-shell.jar" ] || { echo "check-image: build first (./mvnw -B verify)" >&2; exit 1; }
version=$(cd "$root" && sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)

"$root/app/dist/src/dist/package.sh" "$jdk" "$shell/arcade-shell.jar:$shell/lib" "$target" "$version" --image-only
launcher="$target/image/automata-arcade/bin/automata-arcade"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
fail() { echo "check-image: $*" >&2; exit 1; }

out=$(JAVA_TOOL_OPTIONS="-Darcade.home=$home" "$launcher" --version 2>/dev/null) || fail "--version failed"
[ "$(head -1 <<<"$out")" = "Automata Arcade $version" ] || fail "--version printed: $out"
# The archive recorded at build time must map (-Xshare:auto would quietly start without it, slower).
shared=$(JAVA_TOOL_OPTIONS="-Darcade.home=$home -Xlog:class+load=info" "$launcher" --version 2>/dev/null | grep -c 'shared objects file (top)' || true)
[ "$shared" -gt 0 ] || fail "the app image's class-data sharing archive is not used ($shared classes from it)"

JAVA_TOOL_OPTIONS="-Darcade.home=$home" "$launcher" list >"$home/image.txt" 2>"$home/image.err" || fail "list failed: $(cat "$home/image.err")"
java -Darcade.home="$home" --module-path "$shell/arcade-shell.jar:$shell/lib" --module arcade.shell/arcade.shell.Main list \
  2>/dev/null | sort >"$home/modules.txt"
[ -s "$home/image.txt" ] || fail "the app image lists no games"
if grep -q '^unavailable' "$home/image.err"; then fail "games unavailable in the app image: $(grep '^unavailable' "$home/image.err")"; fi
sort -o "$home/image.txt" "$home/image.txt"
# The order of the list may differ between runs; the games may not.
diff "$home/modules.txt" "$home/image.txt" >&2 || fail "the app image lists other games than the module-path build"
echo "check-image: the app image starts ($shared classes from its archive for --version) and lists $(wc -l <"$home/image.txt") games: $(cut -f1 "$home/image.txt" | tr '\n' ' ')"
