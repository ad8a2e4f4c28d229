#!/bin/sh
# Debian's Chromium for the browser tests (never `playwright install`: no browser downloads here),
# installed the first time the tests need it; `npm start` never touches apt.
[ -x /usr/bin/chromium ] && exit 0
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
echo "browser tests: installing Debian's chromium (once)"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null 2>&1 ||
  { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
  { echo "browser tests: could not install chromium (apt-get install chromium); the browser tests cannot run" >&2; exit 1; }
