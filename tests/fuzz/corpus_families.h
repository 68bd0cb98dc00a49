#pragma once
// The fuzz corpus's crafted seeds, one small file per format and per family of hostile
// input issue 12 names (trees, visdata, patches, textures, archives, external images,
// scripts). make_corpus writes them to tests/fuzz/corpus/<target>/; the unit tests
// (fuzz_corpus_test.cpp) run each through its fuzz entry with time and memory bounded,
// so the seeds are also bad-input tests.
#include <cstdint>
#include <string>
#include <vector>

namespace bspfuzz {

struct CorpusFile {
    std::string target;  // "map", "image", "archive", "text" or "studio": which fuzz entry takes it
    std::string name;    // <family>-<what>, unique within the target
    std::vector<uint8_t> bytes;
};

std::vector<CorpusFile> corpus_families();

}  // namespace bspfuzz
