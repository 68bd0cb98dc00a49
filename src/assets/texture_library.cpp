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

}  // namespace

std::optional<DecodedImage> TextureLibrary::load_image(std::string_view name, std::string* found_path) const {
    std::string base(name);
    for (char& c : base) if (c == '\\') c = '/';
    const std::string stem(strip_extension(base));
    // The name as written first: a script may name a .jpg explicitly that also exists as .tga.
    const std::string candidates[] = {base, stem + ".tga", stem + ".jpg", stem + ".png"};
    for (const std::string& path : candidates) {
        auto bytes = vfs_.read(path);
        if (!bytes) continue;
        auto image = decode_image(*bytes, 4);
        if (!image) continue;  // a broken file: keep looking, the next extension may work
        if (found_path) *found_path = path;
        return image;
    }
    return std::nullopt;
}

MaterialImage TextureLibrary::resolve(std::string_view material_name) const {
    MaterialImage out;
    out.shader = scripts_ ? scripts_->find(strip_extension(material_name)) : nullptr;
    // Quake 3 prefers an image with the shader's own name only when no script
    // defines it; a script's first stage image is what the engine shows.
    if (out.shader && !out.shader->first_image.empty()) {
        out.image = load_image(out.shader->first_image, &out.path);
        if (out.image) return out;
    }
    out.image = load_image(material_name, &out.path);
    return out;
}

std::optional<std::array<DecodedImage, 6>> TextureLibrary::load_sky_box(std::string_view base) const {
    static const char* const kSuffixes[6] = {"_rt", "_lf", "_bk", "_ft", "_up", "_dn"};
    std::array<DecodedImage, 6> faces;
    for (int i = 0; i < 6; ++i) {
        auto image = load_image(std::string(base) + kSuffixes[i]);
        if (!image) return std::nullopt;
        faces[size_t(i)] = std::move(*image);
    }
    return faces;
}

}  // namespace bsp
