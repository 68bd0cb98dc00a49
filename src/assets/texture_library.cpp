#include "assets/texture_library.h"

#include "vfs/vfs.h"

namespace bsp {

namespace {

// The name without a trailing ".ext" (only when the dot is in the last path part).
std::string_view strip_extension(std::string_view name) {
    const size_t dot = name.rfind('.');
    const size_t slash = name.rfind('/');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return name;
    return name.substr(0, dot);
}

constexpr const char* kSkySuffixes[6] = {"rt", "lf", "bk", "ft", "up", "dn"};

}  // namespace

const DecodedImage* TextureLibrary::find_image(std::string_view name, std::string* found_path) const {
    std::string base(name);
    for (char& c : base) if (c == '\\') c = '/';
    auto known = images_.path_of_name.find(base);
    if (known == images_.path_of_name.end()) {
        if (!vfs_) return nullptr;  // never looked up by the reading library: not found
        std::string path;
        const std::string stem(strip_extension(base));
        // The name as written first: a script may name a .jpg explicitly that also exists as .tga.
        for (const std::string& candidate : {base, stem + ".tga", stem + ".jpg", stem + ".png"}) {
            if (images_.by_path.count(candidate)) {  // another name led to the same file
                path = candidate;
                break;
            }
            auto bytes = vfs_->read(candidate);
            if (!bytes) continue;
            auto image = decode_image(*bytes, 4);
            if (!image) continue;  // a broken file: keep looking, the next extension may work
            images_.by_path.emplace(candidate, std::move(*image));
            path = candidate;
            break;
        }
        known = images_.path_of_name.emplace(base, std::move(path)).first;
    }
    if (known->second.empty()) return nullptr;
    auto image = images_.by_path.find(known->second);
    if (image == images_.by_path.end()) return nullptr;
    if (found_path) *found_path = known->second;
    return &image->second;
}

std::optional<DecodedImage> TextureLibrary::load_image(std::string_view name, std::string* found_path) const {
    const DecodedImage* image = find_image(name, found_path);
    if (!image) return std::nullopt;
    return *image;
}

MaterialImage TextureLibrary::resolve(std::string_view material_name) const {
    MaterialImage out;
    out.shader = scripts_ ? scripts_->find(strip_extension(material_name)) : nullptr;
    // Quake 3 prefers an image with the shader's own name only when no script
    // defines it; a script's first stage image is what the engine shows.
    if (out.shader && !out.shader->first_image.empty()) out.image = find_image(out.shader->first_image, &out.path);
    if (!out.image) out.image = find_image(material_name, &out.path);
    if (out.image) {
        auto levels = images_.mip_levels_by_path.find(out.path);
        if (levels != images_.mip_levels_by_path.end()) out.mip_levels = &levels->second;
    }
    return out;
}

bool TextureLibrary::has_sky_box(std::string_view prefix) const {
    // Stops at the first missing face, as sky_box_faces does, so both ask the same names.
    for (const char* suffix : kSkySuffixes)
        if (!find_image(std::string(prefix) + suffix)) return false;
    return true;
}

std::optional<std::array<const DecodedImage*, 6>> TextureLibrary::sky_box_faces(std::string_view prefix) const {
    if (!has_sky_box(prefix)) return std::nullopt;
    std::array<const DecodedImage*, 6> faces;
    for (size_t i = 0; i < faces.size(); ++i) faces[i] = find_image(std::string(prefix) + kSkySuffixes[i]);
    return faces;
}

}  // namespace bsp
