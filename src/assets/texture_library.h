#pragma once
// Finds and decodes the images materials name, with Quake 3's rules: the name as
// given, then with .tga, .jpg and .png in its place; when the name is a shader in
// scripts/*.shader, the first image one of its stages names (looked up the same
// way).
//
// It reads through a Vfs on first use of a name and keeps what it found, so
// materials sharing an image decode it once. Only the map loader's thread uses it
// (assets/material_resolver.h); the GL thread gets the finished MaterialSet.
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/image_decoder.h"
#include "assets/q3_shader_scripts.h"

namespace bsp {

class Vfs;

// What a material name leads to.
struct ImageLookup {
    const DecodedImage* image = nullptr;   // RGBA, owned by the library; null when nothing was found
    std::string path;                      // vfs path the image came from
    const Q3ShaderInfo* shader = nullptr;  // the script entry for the name, if any
    std::string problem;                   // no image: why a file that was there did not decode
};

class TextureLibrary {
public:
    // `scripts` may be null (formats without shader scripts); both must outlive this.
    TextureLibrary(const Vfs& vfs, const Q3ShaderScripts* scripts) : vfs_(&vfs), scripts_(scripts) {}

    // The script entry for a material name, or null (reads no image).
    const Q3ShaderInfo* shader_of(std::string_view material_name) const;
    // Image for a material name (e.g. "textures/base_wall/concrete").
    ImageLookup resolve(std::string_view material_name) const;

    // An image by name, trying the name itself and then .tga/.jpg/.png in place of
    // its extension; null when none decodes. Sets *found_path to the file it came from.
    const DecodedImage* find_image(std::string_view name, std::string* found_path = nullptr) const;

    // Decodes the images of many names at once, on every core (core/parallel_for.h):
    // for each name, the first of its candidate files that is there. find_image then
    // answers from what was decoded. A file that fails to decode is left for
    // find_image, which tries the next candidates and records the problem.
    void prefetch(const std::vector<std::string>& names);

    // Why the last file tried for `name` (as find_image looks it up) did not decode,
    // e.g. "textures/a.tga: header claims 65536x65536 pixels, ..."; empty when none failed.
    std::string problem_of(std::string_view name) const;

    // Moves the decoded pixels of a file out of the library (its cache entry is
    // left empty): how the finished images leave without a copy.
    DecodedImage take_image(const std::string& path);

private:
    const Vfs* vfs_;
    const Q3ShaderScripts* scripts_;
    // Remembering a lookup never changes what the library answers, so const lookups may fill these.
    mutable std::unordered_map<std::string, std::string> path_of_name_;  // lookup name → vfs path, "" when none
    mutable std::unordered_map<std::string, DecodedImage> by_path_;      // RGBA, one per file
    mutable std::unordered_map<std::string, std::string> problem_of_name_;  // lookup name → why its file failed
};

}  // namespace bsp
