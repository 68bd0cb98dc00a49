#include "formats/quake1_goldsrc/quake1_game_files.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/ascii.h"
#include "formats/quake1_goldsrc/quake1_wad.h"

namespace bsp::quake1 {
namespace {

constexpr size_t kPaletteBytes = 768;
constexpr size_t kLitHeaderSize = 8;  // "QLIT", int version
constexpr int32_t kLitVersion = 1;
// More WADs than any real map names; bounds the reads a hostile "wad" key can cause.
constexpr size_t kMaxWads = 64;
// Missing textures named in the warning before "and N more".
constexpr size_t kNamedMissing = 12;

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char separator) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == separator) {
            out.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    }
    return out;
}

std::string folder_of(std::string_view game_path) {
    const size_t slash = game_path.rfind('/');
    return slash == std::string_view::npos ? std::string() : std::string(game_path.substr(0, slash));
}

std::string joined(const std::vector<std::string>& names, size_t shown) {
    std::string out;
    for (size_t i = 0; i < names.size() && i < shown; ++i) out += (i ? ", " : "") + names[i];
    if (names.size() > shown) out += " and " + str(int64_t(names.size() - shown)) + " more";
    return out;
}

// The WADs of the "wad" key that read_file has, in the key's order, each once.
std::vector<WadArchive> open_wads(const Quake1File& f, std::string_view key, std::vector<std::string>& warnings) {
    std::vector<WadArchive> wads;
    std::vector<std::string> opened;
    size_t tried = 0;
    for (std::string_view raw : split(key, ';')) {
        const std::string_view entry = trim(raw);
        if (entry.empty()) continue;
        if (++tried > kMaxWads) {
            warnings.push_back("worldspawn's \"wad\" key names more than " + str(kMaxWads) +
                               " WAD files; the rest are ignored");
            break;
        }
        const std::vector<std::string> candidates = wad_candidates(entry, f.options().game_path);
        bool found = false;
        for (const std::string& path : candidates) {
            // A WAD named twice (or by two spellings of one path) is searched once.
            if (std::find(opened.begin(), opened.end(), path) != opened.end()) {
                found = true;
                break;
            }
            std::optional<std::vector<uint8_t>> bytes = f.options().read_file(path);
            if (!bytes) continue;
            found = true;
            opened.push_back(path);
            if (auto wad = WadArchive::open(std::move(*bytes), path, warnings)) wads.push_back(std::move(*wad));
            break;
        }
        if (!found)
            warnings.push_back("WAD '" + std::string(entry) + "' (worldspawn \"wad\" key) not found; tried " +
                               joined(candidates, candidates.size()));
    }
    return wads;
}

}  // namespace

std::optional<Palette> load_game_palette(const Quake1File& f, std::vector<std::string>& warnings) {
    if (!f.options().read_file) return std::nullopt;
    std::optional<std::vector<uint8_t>> bytes = f.options().read_file(kPalettePath);
    if (!bytes) {
        warnings.push_back(std::string(kPalettePath) + " not found in the game files; textures use the built-in "
                           "palette (their colours are approximate)");
        return std::nullopt;
    }
    if (bytes->size() < kPaletteBytes) {
        warnings.push_back(std::string(kPalettePath) + " is truncated (" + str(int64_t(bytes->size())) + " bytes, a palette needs " +
                           str(kPaletteBytes) + "); textures use the built-in palette");
        return std::nullopt;
    }
    Palette p;
    std::copy_n(bytes->begin(), kPaletteBytes, p.begin());
    return p;
}

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

std::vector<std::string> wad_candidates(std::string_view entry, std::string_view map_game_path) {
    std::string path(trim(entry));
    std::replace(path.begin(), path.end(), '\\', '/');
    if (path.size() >= 2 && std::isalpha(static_cast<unsigned char>(path[0])) && path[1] == ':') path.erase(0, 2);
    std::vector<std::string> parts;
    for (std::string_view part : split(path, '/'))
        if (!part.empty() && part != "." && part != "..") parts.emplace_back(part);
    if (parts.empty()) return {};

    const std::string& name = parts.back();
    std::vector<std::string> paths = {name, "valve/" + name};
    // Trailing components: "valve/halflife.wad" then "half-life/valve/halflife.wad".
    // Four are plenty (mod/sub/file); deeper prefixes are the author's own disk.
    for (size_t k = 2; k <= std::min<size_t>(parts.size(), 4); ++k) {
        std::string p;
        for (size_t i = parts.size() - k; i < parts.size(); ++i) p += (p.empty() ? "" : "/") + parts[i];
        paths.push_back(p);
    }
    if (const std::string folder = folder_of(map_game_path); !folder.empty()) paths.push_back(folder + "/" + name);

    std::vector<std::string> out;
    for (const std::string& p : paths)
        for (const std::string& candidate : {p, ascii_lowercase(p)})
            if (std::find(out.begin(), out.end(), candidate) == out.end()) out.push_back(candidate);
    return out;
}

void load_wad_textures(const Quake1File& f, Map& map, const Palette& quake_palette) {
    if (!f.options().read_file) return;
    std::vector<size_t> wanted;
    for (size_t i = 0; i < map.materials.size(); ++i)
        if (map.materials[i].rgba.empty() && !map.materials[i].name.empty()) wanted.push_back(i);
    if (wanted.empty()) return;

    auto names_of = [&](const std::vector<size_t>& indices) {
        std::vector<std::string> names;
        for (size_t i : indices) names.push_back(map.materials[i].name);
        return names;
    };
    const Entity* world = map.worldspawn();
    const std::string key = world ? world->get("wad") : std::string();
    if (trim(key).empty()) {
        map.warnings.push_back(str(int64_t(wanted.size())) +
                               " textures are not in the map and worldspawn names no WAD files (no \"wad\" key): " +
                               joined(names_of(wanted), kNamedMissing) + "; drawn with the fallback texture");
        return;
    }
    const std::vector<WadArchive> wads = open_wads(f, key, map.warnings);
    std::vector<size_t> missing;
    for (size_t i : wanted) {
        Material& m = map.materials[i];
        std::optional<WadTexture> found;
        for (const WadArchive& wad : wads)
            if ((found = wad.load(m.name, quake_palette, m.flags & kMaterialAlphaTest, map.warnings))) break;
        if (!found) {
            missing.push_back(i);
            continue;
        }
        m.width = found->width;
        m.height = found->height;
        m.rgba = std::move(found->rgba);
    }
    if (!missing.empty())
        map.warnings.push_back(str(int64_t(missing.size())) + " textures were not found in the map's WAD files: " +
                               joined(names_of(missing), kNamedMissing) + "; drawn with the fallback texture");
}

}  // namespace bsp::quake1
