#!/bin/sh
# The Chromium the browser journeys run in, printed on stdout (test-all.sh hands it to
# Playwright as CHROMIUM_PATH). Looks at CHROMIUM_PATH, CHROME_PATH, then chromium and
# google-chrome on PATH; as root with apt, installs Debian's chromium; otherwise stops with one
# line saying what to do, before anything is built.
set -u
how="install Chromium (sudo apt-get install -y chromium), set CHROME_PATH=/path/to/chrome, or skip the browser journeys with SKIP_E2E=1 npm test"

for var in CHROMIUM_PATH CHROME_PATH; do
  eval "given=\${$var:-}"
  if [ -n "$given" ]; then
    if [ -x "$given" ] && [ ! -d "$given" ]; then
      echo "$given"
      exit 0
    fi
    echo "npm test: $var=$given is not a browser that can run: $how" >&2
    exit 1
  fi
done

found() {
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    path="$(command -v "$name" 2>/dev/null)" && [ -x "$path" ] && echo "$path" && return 0
  done
  return 1
}

found && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test: no Chromium found; installing Debian's chromium (apt-get install -y chromium)" >&2
  if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2; then
    found && exit 0
  fi
  echo "npm test: installing chromium with apt-get failed (see above): $how" >&2
  exit 1
fi

echo "npm test: no Chromium for the browser journeys: $how" >&2
exit 1
