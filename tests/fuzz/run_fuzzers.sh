#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan, any report fatal)
# and runs each for SECONDS (default 60) on its corpus: the committed seeds in
# tests/fuzz/corpus/<target>/ (crafted families and past findings) plus, for the map
# target, the real maps under 300 kB in ../shared/maps when it is there. What the
# fuzzer learns stays in build-fuzz/corpus/ between runs; a finding lands in
# build-fuzz/findings/<target>/ and fails the run: copy it to
# tests/fuzz/corpus/<target>/finding-<what> (the unit tests replay it from then on) and fix it.
#   tests/fuzz/run_fuzzers.sh [SECONDS] [TARGET...]     targets: map image archive text studio
# BSPFUZZ_PLAIN=1 turns the map target's lump-aware mutation off (to compare coverage).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(map image archive text studio)

# Line tables are all a report's stack needs; BSPFUZZ_CMAKE_ARGS adds configure options
# (the test command passes its unity-build settings).
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
      -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
      -DBSPVIEW_FUZZ=ON -DBSPVIEW_TESTS=OFF ${BSPFUZZ_CMAKE_ARGS:-} >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target fuzz_targets

status=0
for target in "${targets[@]}"; do
  corpus="build-fuzz/corpus/$target"
  findings="build-fuzz/findings/$target"
  mkdir -p "$corpus" "$findings"
  cp -n tests/fuzz/corpus/"$target"/* "$corpus"/
  if [ "$target" = map ] && [ -d ../shared/maps ]; then
    find ../shared/maps -name '*.bsp' -size -300k -exec cp -n {} "$corpus"/ \;
  fi
  echo "run_fuzzers: $target for ${seconds} s on $(ls "$corpus" | wc -l) inputs"
  if ! ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
       "build-fuzz/tests/fuzz/${target}_fuzzer" "$corpus" -max_total_time="$seconds" -max_len=1048576 \
       -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 -artifact_prefix="$findings/" -print_final_stats=1 \
       2>"build-fuzz/$target.log"; then
    status=1
    echo "run_fuzzers: $target found a problem (build-fuzz/$target.log, input in $findings/):" >&2
    grep -E "ERROR|runtime error|fuzz:|SUMMARY|Test unit written" "build-fuzz/$target.log" | head -20 >&2
  fi
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: .* ft: " "build-fuzz/$target.log" | tail -3
done
exit $status
