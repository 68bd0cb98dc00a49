#pragma once
// What each fuzz target does with one input, kept apart from libFuzzer so the unit
// tests replay the committed corpus and every past finding through the same code
// (tests/fuzz_corpus_test.cpp). Each function returns normally for any input the
// program handles (loaded, warned about, or refused with a LoadError); it aborts on
// what would be a bug the sanitizers cannot see themselves (a Map whose indices point
// outside itself, an exception other than LoadError escaping).
#include <cstdint>
#include <span>

namespace bspfuzz {

// Any bytes as a map file: format sniffing, every parser, patch tessellation.
void fuzz_map_file(std::span<const uint8_t> bytes);
// Any bytes as an image: stb's formats (TGA, PNG, JPEG, …) and VTF.
void fuzz_image_file(std::span<const uint8_t> bytes);
// Any bytes as an archive: mounted as a zip/pk3 (PhysFS) and as a WAD; every entry read.
void fuzz_archive_file(std::span<const uint8_t> bytes);
// Any bytes as text: Quake 3 shader scripts, Valve KeyValues / VMT, an entity lump.
void fuzz_text_file(std::span<const uint8_t> bytes);
// A Source studio model: the input is three parts, each a little-endian uint32 length
// and that many bytes (the MDL, the VVD, the VTX), then the rest of the input as the
// model's per-vertex lighting (.vhv). A short part takes what is left.
void fuzz_studio_model(std::span<const uint8_t> bytes);

}  // namespace bspfuzz
