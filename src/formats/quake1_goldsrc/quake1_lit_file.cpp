#include "formats/quake1_goldsrc/quake1_lit_file.h"

#include <cstring>

namespace bsp::quake1 {
namespace {

constexpr size_t kLitHeaderSize = 8;  // "QLIT", int version
constexpr int32_t kLitVersion = 1;

}  // namespace

std::string lit_path(std::string_view map_game_path) {
    if (map_game_path.empty()) return {};
    const size_t slash = map_game_path.rfind('/');
    const size_t dot = map_game_path.rfind('.');
    const bool has_extension = dot != std::string_view::npos && (slash == std::string_view::npos || dot > slash);
    return std::string(has_extension ? map_game_path.substr(0, dot) : map_game_path) + ".lit";
}

std::optional<std::vector<uint8_t>> load_lit(const Quake1File& f, std::vector<std::string>& warnings) {
    if (f.variant() == Variant::kGoldSrc || !f.options().read_file) return std::nullopt;
    const std::string path = lit_path(f.options().game_path);
    if (path.empty()) return std::nullopt;
    std::optional<std::vector<uint8_t>> bytes = f.options().read_file(path);
    if (!bytes) return std::nullopt;
    auto ignore = [&](const std::string& why) {
        warnings.push_back("'" + path + "' " + why + "; ignored");
        return std::nullopt;
    };
    if (bytes->size() < kLitHeaderSize || std::memcmp(bytes->data(), "QLIT", 4) != 0)
        return ignore("is not a .lit file (no QLIT header)");
    ByteReader header(*bytes, path, "header");
    header.skip(4);
    const int32_t version = header.i32();
    if (version != kLitVersion) return ignore("has version " + str(version) + " (only 1 is known)");
    const uint64_t lighting = f.length(kLighting);
    if (bytes->size() != kLitHeaderSize + 3 * lighting)
        return ignore("is " + str(int64_t(bytes->size())) + " bytes, not 8 + 3 × the " + str(int64_t(lighting)) +
                      "-byte lighting lump (" + str(int64_t(kLitHeaderSize + 3 * lighting)) +
                      "): it belongs to another build of the map");
    bytes->erase(bytes->begin(), bytes->begin() + kLitHeaderSize);
    return bytes;
}

}  // namespace bsp::quake1
