#pragma once
// Finds the image that stands for a material, through the vfs, with Quake 3's
// rules: the name as given, then with .tga, .jpg and .png in its place; when the
// name is a shader in scripts/*.shader, the first image one of its stages names
// (looked up the same way). Sky shaders also get their skyParms box faces.
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "assets/image_decoder.h"
#include "assets/q3_shader_scripts.h"

namespace bsp {

class Vfs;

struct MaterialImage {
    std::optional<DecodedImage> image;  // RGBA; nullopt when nothing was found
    std::string path;                   // vfs path the image came from
    const Q3ShaderInfo* shader = nullptr;  // the script entry for the name, if any
};

class TextureLibrary {
public:
    // `scripts` may be null (formats without shader scripts); both must outlive this.
    TextureLibrary(const Vfs& vfs, const Q3ShaderScripts* scripts) : vfs_(vfs), scripts_(scripts) {}

    // Image for a material name (e.g. "textures/base_wall/concrete").
    MaterialImage resolve(std::string_view material_name) const;

    // An image by name, trying the name itself and then .tga/.jpg/.png in place of
    // its extension. Sets *found_path to the file that was decoded.
    std::optional<DecodedImage> load_image(std::string_view name, std::string* found_path = nullptr) const;

    // Sky box faces for a skyParms base name, in the order +X, -X, +Y, -Y, +Z, -Z
    // (Quake 3's _rt, _lf, _bk, _ft, _up, _dn). nullopt unless all six load.
    std::optional<std::array<DecodedImage, 6>> load_sky_box(std::string_view base) const;

private:
    const Vfs& vfs_;
    const Q3ShaderScripts* scripts_;
};

}  // namespace bsp
