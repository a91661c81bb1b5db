#!/usr/bin/env bash
# Installs must repeat: the committed package-lock.json is exactly what `npm install` writes for
# package.json, and every package it installs supports the Node version the README names. Run by
# `npm test` before anything else, so a dependency change without its lock file fails the suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# Resolve the lock file again in a scratch folder, so the working tree is never touched.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  echo "package-lock.json does not match package.json: run \`npm install\` and commit the lock file." >&2
  diff <(grep -o '"node_modules/[^"]*"' package-lock.json | sort) <(grep -o '"node_modules/[^"]*"' "$scratch/package-lock.json" | sort) | head -20 >&2 || true
  exit 1
fi

node scripts/check-engines.mjs
