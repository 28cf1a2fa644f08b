#!/usr/bin/env bash
# Records every preset's full `fleetplanner-cli eval --json` into tests/data/golden/ (issue #12's golden test,
# tests/app/tst_golden). Regenerating it changes what the test pins: commit the new files on their own, saying
# which numbers moved and why.
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/fleetplanner-cli"
out=tests/data/golden
mkdir -p "$out"
rm -f "$out"/*.json
for preset in $("$cli" --builtin-catalog presets | awk '{print $1}'); do
  "$cli" --builtin-catalog eval --preset "$preset" --json > "$out/$preset.json" 2>/dev/null || [ $? -eq 1 ]
  echo "wrote $out/$preset.json"
done
