#include "assets/texture_library.h"

#include <utility>

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

const DecodedImage* TextureLibrary::find_image(std::string_view name, std::string* found_path) const {
    std::string base(name);
    for (char& c : base) if (c == '\\') c = '/';
    auto known = path_of_name_.find(base);
    if (known == path_of_name_.end()) {
        std::string path;
        const std::string stem(strip_extension(base));
        // The name as written first: a script may name a .jpg explicitly that also exists as .tga.
        for (const std::string& candidate : {base, stem + ".tga", stem + ".jpg", stem + ".png"}) {
            if (by_path_.count(candidate)) {  // another name led to the same file
                path = candidate;
                break;
            }
            auto bytes = vfs_->read(candidate);
            if (!bytes) continue;
            std::string why;
            auto image = decode_image(*bytes, 4, &why);
            if (!image) {  // a broken file (or one too large): keep looking, the next extension may work
                problem_of_name_[base] = candidate + ": " + why;
                continue;
            }
            by_path_.emplace(candidate, std::move(*image));
            path = candidate;
            break;
        }
        known = path_of_name_.emplace(base, std::move(path)).first;
    }
    if (known->second.empty()) return nullptr;
    auto image = by_path_.find(known->second);
    if (image == by_path_.end()) return nullptr;
    if (found_path) *found_path = known->second;
    return &image->second;
}

std::string TextureLibrary::problem_of(std::string_view name) const {
    std::string base(name);
    for (char& c : base) if (c == '\\') c = '/';
    auto it = problem_of_name_.find(base);
    return it == problem_of_name_.end() ? std::string() : it->second;
}

const Q3ShaderInfo* TextureLibrary::shader_of(std::string_view material_name) const {
    return scripts_ ? scripts_->find(strip_extension(material_name)) : nullptr;
}

ImageLookup TextureLibrary::resolve(std::string_view material_name) const {
    ImageLookup out;
    out.shader = shader_of(material_name);
    // Quake 3 prefers an image with the shader's own name only when no script
    // defines it; a script's first stage image is what the engine shows.
    if (out.shader && !out.shader->first_image.empty()) out.image = find_image(out.shader->first_image, &out.path);
    if (!out.image) out.image = find_image(material_name, &out.path);
    if (!out.image) {
        out.problem = problem_of(material_name);
        if (out.problem.empty() && out.shader && !out.shader->first_image.empty())
            out.problem = problem_of(out.shader->first_image);
    }
    return out;
}

DecodedImage TextureLibrary::take_image(const std::string& path) {
    auto it = by_path_.find(path);
    return it == by_path_.end() ? DecodedImage{} : std::move(it->second);
}

}  // namespace bsp
