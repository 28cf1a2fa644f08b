#!/bin/sh
# Builds the libFuzzer targets (clang, -DFLEET_FUZZ=ON) in BUILD_DIR and runs each for SECONDS, one after
# the other on one core. New inputs go to BUILD_DIR/corpus/<target> (the committed seeds in fuzz/corpus
# are read, never written); a crash, timeout or out-of-memory input lands in BUILD_DIR/artifacts/<target>/.
# Usage: tools/fuzz.sh [BUILD_DIR] [SECONDS] [TARGET...]   (FUZZ_TIMEOUT: seconds of wall time per input, 5)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-fuzz}
seconds=${2:-600}
[ $# -ge 2 ] && shift 2 || shift $#
targets=${*:-fuzz_scenario_reader fuzz_nccl_import fuzz_set_parser fuzz_user_catalog fuzz_catalog_row fuzz_catalog_csv fuzz_hf_config}
cxx=${CXX_FUZZ:-$(command -v clang++-14 || command -v clang++)}
cc=${CC_FUZZ:-$(command -v clang-14 || command -v clang)}
if [ ! -f "$build/CMakeCache.txt" ]; then
  launcher=""
  command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
  cmake -S "$src" -B "$build" -DFLEET_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" $launcher
fi
cmake --build "$build" -j"${JOBS:-2}" --target $targets
status=0
for t in $targets; do
  mkdir -p "$build/corpus/$t" "$build/artifacts/$t"
  dict=""
  case $t in
    fuzz_scenario_reader) dict="-dict=$src/fuzz/dict/scenario_reader.dict" ;;
    fuzz_set_parser) dict="-dict=$src/fuzz/dict/set_parser.dict" ;;
    fuzz_user_catalog) dict="-dict=$src/fuzz/dict/user_catalog.dict" ;;
    fuzz_catalog_row) dict="-dict=$src/fuzz/dict/catalog_row.dict" ;;
  esac
  echo "== $t for ${seconds}s"
  QT_QPA_PLATFORM=offscreen "$build/fuzz/$t" "$build/corpus/$t" "$src/fuzz/corpus/$t" $dict \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout="${FUZZ_TIMEOUT:-5}" -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$t/" || status=1
done
exit $status
