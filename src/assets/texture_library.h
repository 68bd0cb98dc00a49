#pragma once
// Finds and decodes the images materials name, with Quake 3's rules: the name as
// given, then with .tga, .jpg and .png in its place; when the name is a shader in
// scripts/*.shader, the first image one of its stages names (looked up the same
// way).
//
// It reads through a Vfs on first use of a name and keeps what it found, so
// materials sharing an image decode it once. Only the map loader's thread uses it
// (assets/material_resolver.h); the GL thread gets the finished MaterialSet.
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/image_cache.h"
#include "assets/image_decoder.h"
#include "assets/q3_shader_scripts.h"

namespace bsp {

class Vfs;

// A file read through the vfs and decoded to RGBA; nullopt with `why` ("cannot be
// read", or the decoder's reason) when either fails. Thread-safe: the loader, the
// prefetch workers and the texture streamer all decode this way.
std::optional<DecodedImage> decode_image_file(const Vfs& vfs, const std::string& path, std::string* why);

// The files after `path` that a name leading to it would be looked up as, had
// `path` not decoded: its other extensions, in the engine's order (.tga, .jpg,
// .png; for a name whose own extension is none of those, all three). Whether they
// are there is the caller's question. How the texture streamer passes over a
// deferred file that turns out broken, as find_image does.
std::vector<std::string> image_fallbacks_of(const std::string& path);

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
    // `cache` (may be null) gives images decoded by an earlier run, with their mip levels.
    TextureLibrary(const Vfs& vfs, const Q3ShaderScripts* scripts, const ImageCache* cache = nullptr)
        : vfs_(&vfs), scripts_(scripts), cache_(cache) {}

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

    // The mip levels the cache gave with a file's image (moved out), or nullopt when
    // the image was decoded here (or cached without levels).
    std::optional<std::vector<DecodedImage>> take_cached_levels(const std::string& path);
    // Whether a file's image came from the cache.
    bool from_cache(const std::string& path) const { return cache_hits_.count(path) != 0; }
    // The key to store a file's image under in cache() ("" when there is no cache or
    // the file is not on disk). Not thread-safe: take keys before storing in parallel.
    std::string cache_key(const std::string& path) const;
    const ImageCache* cache() const { return cache_; }

    // From now on, find_image takes the first candidate file that exists without
    // reading it (an empty image stands in): the images are decoded later, by the
    // texture streamer, so a map can be drawn before its textures are. A file that
    // is there but will not decode is passed over by the streamer then, for the next
    // extension that is there (image_fallbacks_of).
    void defer_decoding() { defer_ = true; }
    // Whether `path` was found but not decoded (defer_decoding).
    bool deferred(const std::string& path) const { return deferred_.count(path) != 0; }
    // Decodes a deferred file now (from the cache when it has it); null when it does
    // not decode (problem_of_path says why).
    const DecodedImage* decode_now(const std::string& path);

private:
    // Takes `candidate` from the cache when an earlier run stored it (true).
    bool load_cached(const std::string& candidate) const;

    const Vfs* vfs_;
    const Q3ShaderScripts* scripts_;
    const ImageCache* cache_;
    mutable std::unordered_map<std::string, std::string> cache_key_;  // vfs path → its cache key, "" when uncacheable
    mutable std::unordered_map<std::string, std::vector<DecodedImage>> cached_levels_;  // came from the cache
    mutable std::unordered_map<std::string, bool> cache_hits_;  // vfs paths whose image the cache gave
    // Remembering a lookup never changes what the library answers, so const lookups may fill these.
    mutable std::unordered_map<std::string, std::string> path_of_name_;  // lookup name → vfs path, "" when none
    mutable std::unordered_map<std::string, DecodedImage> by_path_;      // RGBA, one per file
    mutable std::unordered_map<std::string, std::string> problem_of_name_;  // lookup name → why its file failed
    mutable std::unordered_map<std::string, bool> deferred_;  // vfs paths found but not decoded yet
    bool defer_ = false;
};

}  // namespace bsp
