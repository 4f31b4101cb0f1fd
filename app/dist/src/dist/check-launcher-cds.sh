#!/usr/bin/env bash
# Checks the launcher's class-data sharing archive against two stand-in JDKs (a java that only
# writes down how it was called): the first window records the archive, the next start maps it,
# and a start with another java on PATH records it again instead of mapping an archive that JDK
# would ignore. Takes well under a second; needs no build and no display.
# usage: check-launcher-cds.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A project with a fresh build: the launcher then goes straight to java.
mkdir -p "$work/arcade/app/shell/target/lib"
cp "$root/arcade" "$work/arcade/arcade"
touch "$work/arcade/app/shell/target/arcade-shell.jar"
touch -d '-1 minute' "$work/arcade/app/shell/target/.arcade-built"

fake_jdk() { # name version
  mkdir -p "$work/$1/bin" "$work/$1/lib"
  printf 'IMPLEMENTOR="Check"\nJAVA_VERSION="%s"\nJAVA_RUNTIME_VERSION="%s+1"\n' "$2" "$2" >"$work/$1/release"
  echo modules >"$work/$1/lib/modules"
  cat >"$work/$1/bin/java" <<'JAVA'
#!/usr/bin/env bash
echo "$(basename "$(dirname "$(dirname "$0")")") $*" >>"$CHECK_LOG"
for a in "$@"; do case "$a" in -XX:ArchiveClassesAtExit=*) echo archive >"${a#*=}" ;; esac; done
JAVA
  chmod +x "$work/$1/bin/java"
}
fake_jdk jdk-a 21.0.1
fake_jdk jdk-b 21.0.2
export CHECK_LOG="$work/log"

failures=0
start() { # jdk expected-use
  : >"$CHECK_LOG"
  PATH="$work/$1/bin:$PATH" "$work/arcade/arcade"
  local got
  if grep -q -- '-XX:SharedArchiveFile=' "$CHECK_LOG"; then got=maps
  elif grep -q -- '-XX:ArchiveClassesAtExit=' "$CHECK_LOG"; then got=records
  else got=neither; fi
  if [ "$got" = "$2" ] && grep -q "^$1 " "$CHECK_LOG"; then echo "ok: $1 $got the archive"
  else echo "FAILED: with $1 the launcher $got the archive, expected: $2" >&2; failures=$((failures + 1)); fi
}
start jdk-a records
start jdk-a maps
start jdk-b records   # another JDK: the old archive would be ignored, so it is made again
start jdk-b maps
start jdk-a records
[ "$failures" -eq 0 ] || exit 1
