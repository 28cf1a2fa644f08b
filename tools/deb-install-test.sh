#!/usr/bin/env bash
# Builds the Debian package from an existing build directory, installs it with apt-get (pulling Debian's Qt
# packages as dependencies) and runs the installed binaries: the package test issue #6 asks CI to run.
# Usage: tools/deb-install-test.sh [BUILD_DIR]
set -euo pipefail
build="${1:-build}"
cd "$build"
rm -f fleetplanner_*.deb
cpack -G DEB >/dev/null
deb="$(ls -1 fleetplanner_*.deb | head -n1)"
echo "Built $deb ($(du -h "$deb" | cut -f1))"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "./$deb" >/dev/null
fail() { echo "deb-install-test: $*" >&2; exit 1; }
for f in /usr/bin/fleetplanner /usr/bin/fleetplanner-cli /usr/share/applications/fleetplanner.desktop \
         /usr/share/metainfo/io.github.fleetplanner.FleetPlanner.metainfo.xml \
         /usr/share/mime/packages/fleetplanner.xml /usr/share/icons/hicolor/scalable/apps/fleetplanner.svg \
         /usr/share/icons/hicolor/48x48/apps/fleetplanner.png /usr/share/man/man1/fleetplanner-cli.1; do
  [ -e "$f" ] || fail "the package did not install $f"
done
# Run from outside the source and build trees: the installed binaries must need nothing from them.
cd /tmp
out="$(fleetplanner-cli eval --preset book-175b-h100 --json)"
echo "$out" | grep -q '"training.wall_s"' || fail "installed fleetplanner-cli eval printed no training.wall_s"
fleetplanner-cli presets | grep -q book-175b-h100 || fail "installed fleetplanner-cli lists no presets"
QT_QPA_PLATFORM=offscreen fleetplanner --screenshot /tmp/deb-install-test.png --tab 0 >/dev/null 2>&1 \
  || fail "installed fleetplanner could not start offscreen"
[ -s /tmp/deb-install-test.png ] || fail "installed fleetplanner wrote no screenshot"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -qq fleetplanner >/dev/null
echo "deb-install-test: $deb installs, runs (eval, presets, GUI offscreen) and uninstalls"
