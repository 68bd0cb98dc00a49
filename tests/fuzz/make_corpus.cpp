// Writes the crafted fuzz seeds (corpus_families.h) under a folder, one subfolder per
// fuzz target:  make_fuzz_corpus tests/fuzz/corpus
// Files already there (findings kept as regressions) are left alone.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "fuzz/corpus_families.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUTPUT_FOLDER\n", argv[0]);
        return 2;
    }
    const std::filesystem::path root = argv[1];
    size_t count = 0;
    for (const bspfuzz::CorpusFile& file : bspfuzz::corpus_families()) {
        std::filesystem::create_directories(root / file.target);
        std::ofstream out(root / file.target / file.name, std::ios::binary);
        out.write(reinterpret_cast<const char*>(file.bytes.data()), std::streamsize(file.bytes.size()));
        if (!out) {
            std::fprintf(stderr, "make_fuzz_corpus: cannot write %s\n", (root / file.target / file.name).c_str());
            return 1;
        }
        ++count;
    }
    std::printf("make_fuzz_corpus: %zu files under %s\n", count, root.c_str());
    return 0;
}
