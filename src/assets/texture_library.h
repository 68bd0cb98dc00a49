#pragma once
// Finds the image that stands for a material, with Quake 3's rules: the name as
// given, then with .tga, .jpg and .png in its place; when the name is a shader in
// scripts/*.shader, the first image one of its stages names (looked up the same
// way). Sky shaders also get their skyParms box faces.
//
// A library works from one of two sources:
// - a Vfs: it reads and decodes a name on first use and keeps what it found, so
//   materials sharing an image decode it once. The map loader's thread does this
//   (texture_bundle.h) and then takes the result with release_images();
// - those DecodedImages: it reads no file and gives, for every name the reading
//   library was asked, the same answer; a name it was never asked is not found.
//   The GL thread uses this, so it only uploads.
// A library is used by one thread at a time.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/image_decoder.h"
#include "assets/q3_shader_scripts.h"

namespace bsp {

class Vfs;

// What a library found, by the names it was asked for.
struct DecodedImages {
    std::unordered_map<std::string, std::string> path_of_name;  // lookup name → vfs path, "" when none
    std::unordered_map<std::string, DecodedImage> by_path;       // RGBA, one per file
    // Mip levels 1.. of images drawn as mipmapped textures (mip_levels.h), by path;
    // filled by whoever prepares the images (texture_bundle.h), not by lookups.
    std::unordered_map<std::string, std::vector<DecodedImage>> mip_levels_by_path;
};

struct MaterialImage {
    const DecodedImage* image = nullptr;   // RGBA, owned by the library; null when nothing was found
    const std::vector<DecodedImage>* mip_levels = nullptr;  // levels 1.. when prepared, else null
    std::string path;                      // vfs path the image came from
    const Q3ShaderInfo* shader = nullptr;  // the script entry for the name, if any
};

// The sky box prefix of a Quake 3 skyParms far box name ("env/space" → "env/space_").
inline std::string sky_box_prefix(std::string_view skyparms_base) { return std::string(skyparms_base) + "_"; }

class TextureLibrary {
public:
    // Reads through `vfs`. `scripts` may be null (formats without shader scripts);
    // both must outlive this.
    TextureLibrary(const Vfs& vfs, const Q3ShaderScripts* scripts) : vfs_(&vfs), scripts_(scripts) {}
    // Reads nothing: answers from `images` (see above). `scripts` as above.
    TextureLibrary(DecodedImages images, const Q3ShaderScripts* scripts)
        : scripts_(scripts), images_(std::move(images)) {}

    // Image for a material name (e.g. "textures/base_wall/concrete").
    MaterialImage resolve(std::string_view material_name) const;

    // An image by name, trying the name itself and then .tga/.jpg/.png in place of
    // its extension; null when none decodes. Sets *found_path to the file it came from.
    const DecodedImage* find_image(std::string_view name, std::string* found_path = nullptr) const;
    // The same, as a copy.
    std::optional<DecodedImage> load_image(std::string_view name, std::string* found_path = nullptr) const;

    // Sky boxes are six images named <prefix>rt, lf, bk, ft, up, dn: Quake 3's skyParms
    // base name plus "_" (sky_box_prefix()), or GoldSrc's gfx/env/<skyname> (Map::skybox).
    // Whether all six faces are found.
    bool has_sky_box(std::string_view prefix) const;
    // The faces in the order +X, -X, +Y, -Y, +Z, -Z (rt, lf, bk, ft, up, dn), owned by
    // the library; nullopt unless all six load.
    std::optional<std::array<const DecodedImage*, 6>> sky_box_faces(std::string_view prefix) const;

    // Everything found so far, moved out (the library is empty afterwards).
    DecodedImages release_images() { return std::move(images_); }

private:
    const Vfs* vfs_ = nullptr;  // null: answer from images_ only
    const Q3ShaderScripts* scripts_;
    // A cache while reading through a vfs: remembering a lookup never changes what
    // the library answers, so const lookups may fill it.
    mutable DecodedImages images_;
};

}  // namespace bsp
