#pragma once
// Image files for the asset tests: a one-colour picture written as .tga or .png
// (stb's writers), and plain text and binary files, under a test's temporary folder.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <stb/stb_image_write.h>  // implementation comes from libstb

namespace bsptest {

inline void write_binary_file(const std::filesystem::path& p, const std::vector<uint8_t>& bytes) {
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

inline void write_text_file(const std::filesystem::path& p, const std::string& text) {
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

// A w×h image of one colour (red, 20, 30), as .tga or .png by the file's extension.
inline void write_image_file(const std::filesystem::path& p, int w, int h, uint8_t red) {
    std::vector<uint8_t> rgb;
    for (int i = 0; i < w * h; ++i) rgb.insert(rgb.end(), {red, 20, 30});
    std::vector<uint8_t> out;
    auto append = [](void* context, void* data, int size) {
        auto* bytes = static_cast<std::vector<uint8_t>*>(context);
        bytes->insert(bytes->end(), static_cast<const uint8_t*>(data), static_cast<const uint8_t*>(data) + size);
    };
    if (p.extension() == ".png") stbi_write_png_to_func(append, &out, w, h, 3, rgb.data(), w * 3);
    else stbi_write_tga_to_func(append, &out, w, h, 3, rgb.data());
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(out.data()), std::streamsize(out.size()));
}

}  // namespace bsptest
