#!/usr/bin/env bash
# Builds this sample plugin as a plugin author does, against the SDK installed from this checkout,
# and checks that the real launcher loads it: "arcade list" names the game, nothing is unavailable.
# The SDK goes into a throw-away local repository layered over the machine's Maven cache, so the
# cache is only read. usage: docs/sample-plugin/check.sh   (from the repository root, after verify)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
shell="$root/app/shell/target"
[ -f "$shell/arcade-shell.jar" ] || { echo "sample-plugin: build first (./mvnw -B verify)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "sample-plugin: $*" >&2; exit 1; }
repo=(-Dmaven.repo.local="$work/m2" -Dmaven.repo.local.tail="${MAVEN_REPO:-$HOME/.m2/repository}")

# The SDK a plugin needs: the parent pom, arcade-api-core and arcade-api (tests ran in verify).
(cd "$root" && ./mvnw -B -q -pl app/api -am install -DskipTests "${repo[@]}") || fail "installing the SDK failed"
cp -r "$root/docs/sample-plugin" "$work/coin-flip"   # built outside the arcade's tree, as an author's project is
(cd "$root" && ./mvnw -B -q -f "$work/coin-flip/pom.xml" package "${repo[@]}") || fail "the Maven build of the sample failed"

home="$work/home"
mkdir -p "$home/plugins"
cp "$work/coin-flip/target/coin-flip.jar" "$home/plugins/"
java -Darcade.home="$home" --module-path "$shell/arcade-shell.jar:$shell/lib" --module arcade.shell/arcade.shell.Main list \
  >"$work/list.txt" 2>"$work/list.err" || fail "list failed: $(cat "$work/list.err")"
grep -q $'^coin-flip\tCoin flip$' "$work/list.txt" || fail "the plugin was not loaded: $(cat "$work/list.err")"
if [ -s "$work/list.err" ]; then fail "list reported: $(cat "$work/list.err")"; fi
echo "sample-plugin: built with Maven against the installed SDK and loaded (coin-flip)"
