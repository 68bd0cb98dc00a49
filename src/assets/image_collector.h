#pragma once
// The images of a MaterialSet while it is being resolved: each file found through a
// TextureLibrary (Quake 3's name rules) gets one index however many materials name
// it, images made from the map itself (embedded textures, sky layers) get their own.
// At the end the pixels move into the set, so nothing is decoded or copied twice.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "assets/material.h"
#include "assets/texture_library.h"
#include "core/memory_budget.h"

namespace bsp {

class ImageCollector {
public:
    explicit ImageCollector(TextureLibrary& library, MemoryBudget budget = MemoryBudget())
        : library_(&library), budget_(std::move(budget)) {}

    // What the images decoded by find_decoded's callers (VTFs) may take together: a
    // caller sizes an image to what is left and charges what it kept.
    const MemoryBudget& budget() const { return budget_; }

    // The image a name leads to (TextureLibrary::find_image), as an index; -1 when none decodes.
    int32_t find(std::string_view name);
    // An image the caller decodes itself (formats stb does not read, such as VTF),
    // with its mip levels, once per `path`: `decode` runs the first time a path is
    // asked for; -1 when it gave nothing (remembered too). The image's mip levels
    // count as made: make_mip_levels leaves them as they are.
    int32_t find_decoded(const std::string& path, const std::function<std::optional<MaterialImage>()>& decode);
    // The record of an index (its pixels may be deferred); null when out of range.
    const MaterialImage* image(int32_t index) const {
        return index >= 0 && size_t(index) < images_.size() ? &images_[size_t(index)] : nullptr;
    }
    // Takes an image made from the map's own data (no file behind it).
    int32_t add(std::string source, DecodedImage image);

    // The image's pixels as texels; one the library deferred (TextureLibrary::defer_decoding)
    // is decoded now, and is empty when it does not decode; one that holds S3TC blocks
    // (a DXT VTF) is decompressed, for good.
    const DecodedImage& pixels(int32_t index);
    // Whether the image's file was found but not decoded (TextureLibrary::defer_decoding)
    // and nobody asked for its pixels yet.
    bool pending(int32_t index) const { return pending_[size_t(index)]; }
    // Asks for the index's smaller mip levels, for images drawn mipmapped; release()
    // makes them, all images at once on every core.
    void make_mip_levels(int32_t index);

    // Every image, in index order, with the mip levels asked for (deferred ones
    // MaterialImage::pending, to be decoded later); the collector is empty afterwards.
    std::vector<MaterialImage> release();

private:
    TextureLibrary* library_;
    MemoryBudget budget_;
    std::vector<MaterialImage> images_;
    std::vector<const DecodedImage*> library_pixels_;  // by index: the library's copy, null for added images
    std::vector<bool> mipped_;       // levels asked for (or made by the caller of find_decoded)
    std::vector<bool> mips_to_make_;  // asked for, to be made by release()
    std::vector<bool> pending_;      // the library deferred its decoding, and pixels() was not asked
    std::unordered_map<std::string, int32_t> index_of_path_;
    std::unordered_map<std::string, int32_t> index_of_decoded_;  // find_decoded's paths, -1 when it failed
};

}  // namespace bsp
