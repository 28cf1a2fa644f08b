#!/usr/bin/env bash
# Cold start and memory of the GUI (issue #7): N launches of `fleetplanner --startup-report` offscreen; each prints
# the time from main() to the shown main window with the default preset evaluated and drawn, and VmRSS then.
# Prints the medians and the whole-process wall time (dynamic loading and exit included) from /usr/bin/time.
# Usage: tools/startup-bench.sh [BUILD_DIR] [RUNS]
set -euo pipefail
build="${1:-build}"
runs="${2:-7}"
exe="$build/app/shell/fleetplanner"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for i in $(seq 1 "$runs"); do
  QT_QPA_PLATFORM=offscreen /usr/bin/time -f "%e" -o "$tmp/wall" "$exe" --startup-report >"$tmp/out" 2>/dev/null
  read -r _ ms _ rss <"$tmp/out"
  echo "$ms $rss $(cat "$tmp/wall")" >>"$tmp/all"
done
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
echo "runs: $runs"
echo "main() to shown, evaluated window: median $(cut -d' ' -f1 "$tmp/all" | median) ms"
echo "resident memory then:              median $(cut -d' ' -f2 "$tmp/all" | median) MB"
echo "whole process (load, run, exit):   median $(cut -d' ' -f3 "$tmp/all" | median) s"
