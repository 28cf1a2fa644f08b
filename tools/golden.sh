#!/usr/bin/env bash
# Records every preset's full `fleetplanner-cli eval --json` into tests/data/golden/ (issue #12's golden test,
# tests/app/tst_golden) and its JSON report, with every derivation, issue text, display string and the bill of
# materials, into tests/data/golden/report/ (tests/app/tst_golden_report), and the `eval --json` of every variant
# that tests/data/golden/variants.txt lists into tests/data/golden/variants/PRESET/NAME.json (tst_golden).
# Regenerating them changes what the tests pin: commit the new files on their own, saying which numbers or texts
# moved and why.
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/fleetplanner-cli"
out=tests/data/golden
mkdir -p "$out/report"
rm -f "$out"/*.json "$out"/report/*.json
rm -rf "$out/variants"
for preset in $("$cli" --builtin-catalog presets | awk '{print $1}'); do
  "$cli" --builtin-catalog eval --preset "$preset" --json > "$out/$preset.json" 2>/dev/null || [ $? -eq 1 ]
  "$cli" --builtin-catalog report --preset "$preset" -o "$out/report/$preset.json" 2>/dev/null || [ $? -eq 1 ]
  echo "wrote $out/$preset.json and $out/report/$preset.json"
  mkdir -p "$out/variants/$preset"
  # A variant's line: NAME KEY=VALUE ... (comment lines start with #). Exit 1 means "evaluated, with error
  # issues" and still prints the JSON; any other failure (a bad key or value) stops the script.
  grep -v '^#' tests/data/golden/variants.txt | while read -r name assignments; do
    [ -n "$name" ] || continue
    sets=()
    for a in $assignments; do sets+=(--set "$a"); done
    "$cli" --builtin-catalog eval --preset "$preset" "${sets[@]}" --json > "$out/variants/$preset/$name.json" || [ $? -eq 1 ]
  done
  echo "wrote $out/variants/$preset/*.json"
done
# Plans as format 3 wrote them (tests/data/format3/, tst_format_migration): what they evaluate to through the
# migration. Recorded first when format 4 came (equal to the goldens before it: the migration changes no number).
for plan in tests/data/format3/*.fleetplan; do
  "$cli" --builtin-catalog eval "$plan" --json > "${plan%.fleetplan}.expected.json" 2>/dev/null || [ $? -eq 1 ]
  echo "wrote ${plan%.fleetplan}.expected.json"
done
