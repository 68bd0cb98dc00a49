#include "assets/paletted_textures.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <tuple>

#include "assets/wad_file.h"
#include "core/ascii.h"
#include "core/index_ranges.h"

namespace bsp {
namespace {

// More WADs than any real map names; bounds the reads a hostile "wad" key can cause.
constexpr size_t kMaxWads = 64;
// Missing textures named in the warning before "and N more".
constexpr size_t kNamedMissing = 12;

std::string_view trim_space(std::string_view s) {
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
std::vector<WadArchive> open_wads(const PalettedTextureOptions& options, std::string_view key,
                                  std::vector<std::string>& warnings) {
    std::vector<WadArchive> wads;
    std::vector<std::string> opened;
    size_t tried = 0;
    for (std::string_view raw : split(key, ';')) {
        const std::string_view entry = trim_space(raw);
        if (entry.empty()) continue;
        if (++tried > kMaxWads) {
            warnings.push_back("worldspawn's \"wad\" key names more than " + str(kMaxWads) +
                               " WAD files; the rest are ignored");
            break;
        }
        const std::vector<std::string> candidates = wad_candidates(entry, options.map_game_path);
        bool found = false;
        for (const std::string& path : candidates) {
            // A WAD named twice (or by two spellings of one path) is searched once.
            if (std::find(opened.begin(), opened.end(), path) != opened.end()) {
                found = true;
                break;
            }
            std::optional<std::vector<uint8_t>> bytes = options.read_file(path);
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

// Quake 2's gl1_intensity on one decoded image (PalettedTextureRules::texture_intensity):
// every colour channel times `intensity`, clamped; for a surface drawn at 1/intensity
// (liquids, translucent ones) divided back, rounded, which leaves the clamp's loss.
void apply_intensity(std::vector<uint8_t>& rgba, int intensity, bool drawn_at_inverse) {
    for (size_t i = 0; i < rgba.size(); ++i) {
        if (i % 4 == 3) continue;  // alpha
        const int scaled = std::min(255, rgba[i] * intensity);
        rgba[i] = uint8_t(drawn_at_inverse ? (scaled + intensity / 2) / intensity : scaled);
    }
}

// Embedded images: their own palette (GoldSrc) or the shared one. The 8-bit copy is
// dropped once decoded, so a loaded map holds each texture once.
void decode_embedded(Map& map, const Palette& shared) {
    const int intensity = map.paletted_textures.texture_intensity;
    for (Material& m : map.materials) {
        if (m.paletted.empty()) continue;
        const std::span<const uint8_t> own = m.paletted.palette;
        const bool has_own = own.size() == shared.size();
        m.rgba = expand_indexed(m.paletted.indices, has_own ? own.first<768>() : std::span<const uint8_t, 768>(shared),
                                m.flags & kMaterialAlphaTest);
        m.paletted = {};
        if (intensity > 1) apply_intensity(m.rgba, intensity, m.flags & (kMaterialWarp | kMaterialTranslucent));
    }
}

// A nameless material without pixels is a slot the compiler could not fill (it
// writes offset -1 for a texture it did not find). The slot stays, since texinfo
// indices count it, and the renderer draws its fallback there. Reported here rather
// than by the parser, so the texture warnings keep the order --info has always shown:
// palette, empty slots, WADs.
void report_empty_slots(Map& map) {
    const auto empty = std::count_if(map.materials.begin(), map.materials.end(),
                                     [](const Material& m) { return m.name.empty() && m.rgba.empty(); });
    if (empty)
        map.warnings.push_back(str(empty) + " miptex entries are missing from the textures lump (offset -1); "
                               "their faces use the fallback texture");
}

// After decoding: a material still without pixels but with a name lives in a WAD.
void load_wad_textures(Map& map, const PalettedTextureOptions& options, const Palette& quake_palette) {
    if (!options.read_file) return;
    std::vector<size_t> wanted;
    for (size_t i = 0; i < map.materials.size(); ++i) {
        const Material& m = map.materials[i];
        if (m.rgba.empty() && !m.name.empty() && m.same_image_as < 0) wanted.push_back(i);
    }
    if (wanted.empty()) return;

    auto names_of = [&](const std::vector<size_t>& indices) {
        std::vector<std::string> names;
        for (size_t i : indices) names.push_back(map.materials[i].name);
        return names;
    };
    const Entity* world = map.worldspawn();
    const std::string key = world ? world->get("wad") : std::string();
    if (trim_space(key).empty()) {
        map.warnings.push_back(str(int64_t(wanted.size())) +
                               " textures are not in the map and worldspawn names no WAD files (no \"wad\" key): " +
                               joined(names_of(wanted), kNamedMissing) + "; drawn with the fallback texture");
        return;
    }
    const std::vector<WadArchive> wads = open_wads(options, key, map.warnings);
    // Each WAD record is decoded once, however many materials or names lead to it (a
    // hostile map can name one 1024x1024 entry thousands of times): the first material
    // holds the pixels, the others name it (Material::same_image_as); -1: damaged.
    std::map<std::tuple<size_t, uint32_t, bool>, int32_t> owner_of_record;  // by (WAD, offset, cutout)
    std::vector<size_t> missing;
    for (size_t i : wanted) {
        Material& m = map.materials[i];
        const bool cutout = m.flags & kMaterialAlphaTest;
        bool found = false;
        for (size_t w = 0; w < wads.size() && !found; ++w) {
            const std::optional<uint32_t> offset = wads[w].record_offset(m.name);
            if (!offset) continue;
            const auto [owner, first] = owner_of_record.emplace(std::tuple(w, *offset, cutout), -1);
            if (!first) {
                // A damaged record was warned about once; the next WAD may have the name.
                if (owner->second < 0) continue;
                const Material& shown = map.materials[size_t(owner->second)];
                m.width = shown.width;
                m.height = shown.height;
                m.same_image_as = owner->second;
                found = true;
            } else if (std::optional<WadTexture> t = wads[w].load(m.name, quake_palette, cutout, map.warnings)) {
                m.width = t->width;
                m.height = t->height;
                m.rgba = std::move(t->rgba);
                owner->second = int32_t(i);
                found = true;
            }
        }
        if (!found) missing.push_back(i);
    }
    // Records sharing one read by offset in the map (set by the parser) take its size.
    for (Material& m : map.materials)
        if (m.same_image_as >= 0 && size_t(m.same_image_as) < map.materials.size()) {
            const Material& owner = map.materials[size_t(m.same_image_as)];
            m.width = owner.width;
            m.height = owner.height;
        }
    if (!missing.empty())
        map.warnings.push_back(str(int64_t(missing.size())) + " textures were not found in the map's WAD files: " +
                               joined(names_of(missing), kNamedMissing) + "; drawn with the fallback texture");
}

}  // namespace

void resolve_paletted_textures(Map& map, const PalettedTextureOptions& options) {
    const PalettedTextureRules& rules = map.paletted_textures;
    std::optional<Palette> game;
    if (rules.game_palette && !options.palette && options.read_file)
        game = game_palette(options.read_file(kQuakePalettePath), map.warnings);
    // Quake 2's palette is only wanted when the game dir had some .wal textures.
    const bool any_image = std::any_of(map.materials.begin(), map.materials.end(),
                                       [](const Material& m) { return !m.paletted.empty(); });
    if (rules.pcx_colormap && any_image && !options.palette && options.read_file)
        game = colormap_palette(options.read_file(kQuake2ColormapPath), map.warnings);
    const Palette& palette = options.palette ? *options.palette : game ? *game : builtin_palette();
    decode_embedded(map, palette);
    if (!rules.wad_lookup) return;
    report_empty_slots(map);
    load_wad_textures(map, options, palette);
}

std::vector<std::string> wad_candidates(std::string_view entry, std::string_view map_game_path) {
    std::string path(trim_space(entry));
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

}  // namespace bsp
