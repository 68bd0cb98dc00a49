#pragma once
// Decoded images with their mip levels kept on disk between runs, so a map opened a
// second time skips decoding (most of a Quake 3 map's load; issue: first frame).
//
// An entry is keyed by the file's Vfs::stamp_of (its archive or folder, sizes and
// times) and its path: a changed pk3 or image makes a new key, never a stale picture.
// Each entry is one file named by a hash of the key; the key is stored in it too and
// compared, and a checksum covers the pixels, so a damaged or foreign file is a miss.
// Writes go to a temporary name renamed into place (several bspviews may share the
// folder, or one key from two threads). The folder is bounded: trim() deletes the
// least recently used entries (a hit touches its file) past max_bytes, and temporary
// files an interrupted store left an hour ago or more. Deleting the folder is always safe.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "assets/material.h"

namespace bsp {

class ImageCache {
public:
    static constexpr uint64_t kDefaultMaxBytes = uint64_t(512) << 20;

    ImageCache() = default;  // off: every lookup misses, nothing is written
    ImageCache(std::filesystem::path dir, uint64_t max_bytes = kDefaultMaxBytes)
        : dir_(std::move(dir)), max_bytes_(max_bytes) {}

    // $BSPVIEW_CACHE_DIR, else $XDG_CACHE_HOME/bspview/images, else
    // ~/.cache/bspview/images; off when BSPVIEW_CACHE_DIR is "off" or no folder is known.
    // BSPVIEW_CACHE_MAX_MIB bounds it (default 512).
    static ImageCache from_environment();

    bool enabled() const { return !dir_.empty(); }
    const std::filesystem::path& dir() const { return dir_; }

    // The entry for `key` (stamp + path), or nullopt (absent, damaged, other key).
    std::optional<MaterialImage> load(const std::string& key) const;
    // Saves the image and its mip levels; errors (a full disk, no permission) are
    // ignored: the cache only ever saves time.
    void store(const std::string& key, const MaterialImage& image) const;
    // Deletes the least recently used entries until the folder holds max_bytes or less,
    // and temporary files left by stores that did not finish, an hour old or more.
    void trim() const;

private:
    std::filesystem::path file_of(const std::string& key) const;

    std::filesystem::path dir_;
    uint64_t max_bytes_ = kDefaultMaxBytes;
};

}  // namespace bsp
