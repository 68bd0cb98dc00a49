#!/usr/bin/env bash
# Builds the parser fuzzer with clang (libFuzzer + AddressSanitizer + UBSan) and runs
# it for SECONDS (default 300) on a corpus seeded with the real maps under 300 kB in
# ../shared/maps (Quake 3, GoldSrc, Quake 1, BSP2 and Source files: the fuzzer also
# learns the sniffing). Crashes land in build-fuzz/crashes/. Needs: apt-get install
# clang libclang-rt-14-dev
#   tests/fuzz/run_fuzzer.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-300}"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
      -DBSPVIEW_FUZZ=ON >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target parse_map_fuzzer
mkdir -p build-fuzz/corpus build-fuzz/crashes
# Seeds: every shared map under 300 kB (bigger ones make each run slow).
if [ -d ../shared/maps ]; then
  find ../shared/maps -name '*.bsp' -size -300k -exec cp {} build-fuzz/corpus/ \;
else
  echo "run_fuzzer: ../shared/maps not found; starting from an empty corpus"
fi
ASAN_OPTIONS=detect_leaks=0 build-fuzz/tests/fuzz/parse_map_fuzzer build-fuzz/corpus \
  -max_total_time="$seconds" -max_len=1048576 -rss_limit_mb=2048 -timeout=10 \
  -artifact_prefix=build-fuzz/crashes/ -print_final_stats=1
