#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing and we are root:
# Chromium and a colour emoji font for the end-to-end tests (the shareable card draws its emoji
# with the browser's own font), and PostgreSQL 15 with pgvector for the second
# integration run. Debian 12 ships no pgvector package, so it is built from Debian's
# own source package (trixie), fetched through a private apt list that leaves /etc/apt alone.
set -euo pipefail

PG_MAJOR=15
PG_CONFIG=/usr/lib/postgresql/$PG_MAJOR/bin/pg_config
have_chromium() { [ -x /usr/bin/chromium ]; }
have_emoji_font() { [ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; }
have_postgres() { [ -x /usr/lib/postgresql/$PG_MAJOR/bin/postgres ]; }
have_pgvector() { [ -f /usr/share/postgresql/$PG_MAJOR/extension/vector.control ]; }

if have_chromium && have_emoji_font && have_postgres && have_pgvector; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "install-test-deps: Chromium, the emoji font, PostgreSQL $PG_MAJOR or pgvector is missing and we are not root." >&2
  echo "Install them yourself, or set TEST_DATABASE_URL and CHROMIUM_PATH." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt_updated=
apt_update() { [ -n "$apt_updated" ] || { apt-get update -qq; apt_updated=1; }; }

if ! have_chromium || ! have_emoji_font; then
  apt_update
  apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
fi
if ! have_postgres || [ ! -x "$PG_CONFIG" ]; then
  apt_update
  apt-get install -y -qq "postgresql-$PG_MAJOR" "postgresql-server-dev-$PG_MAJOR" build-essential >/dev/null
fi
if ! have_pgvector; then
  apt_update
  apt-get install -y -qq "postgresql-server-dev-$PG_MAJOR" build-essential dpkg-dev >/dev/null
  work=$(mktemp -d)
  chmod 755 "$work" # apt downloads as the _apt user
  # A private apt configuration with a deb-src line for trixie, reusing the machine's
  # own Debian mirror and keyring.
  src=$(ls /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n1 || true)
  uri=http://deb.debian.org/debian
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  if [ -n "$src" ]; then
    uri=$(awk '/^URIs:/{print $2; exit}' "$src")
    keyring=$(awk '/^Signed-By:/{print $2; exit}' "$src")
  fi
  mkdir -p "$work/lists/partial" "$work/etc"
  printf 'Types: deb-src\nURIs: %s\nSuites: trixie\nComponents: main\nSigned-By: %s\n' "$uri" "$keyring" > "$work/etc/trixie-src.sources"
  aptopts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$work/etc" -o "Dir::State::Lists=$work/lists")
  apt-get "${aptopts[@]}" update -qq
  (cd "$work" && apt-get "${aptopts[@]}" source --download-only pgvector >/dev/null)
  tarball=$(ls "$work"/pgvector_*.orig.tar.* | head -n1)
  mkdir -p "$work/build" && tar -xf "$tarball" -C "$work/build" --strip-components=1
  make -s -C "$work/build" PG_CONFIG="$PG_CONFIG" OPTFLAGS="" >/dev/null
  make -s -C "$work/build" PG_CONFIG="$PG_CONFIG" install >/dev/null
  rm -rf "$work"
fi
echo "install-test-deps: Chromium, the emoji font, PostgreSQL $PG_MAJOR and pgvector are ready."
