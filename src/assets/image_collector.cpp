#include "assets/image_collector.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "assets/block_compression.h"
#include "assets/mip_levels.h"
#include "core/parallel_for.h"

namespace bsp {

int32_t ImageCollector::find(std::string_view name) {
    std::string path;
    const DecodedImage* image = library_->find_image(name, &path);
    if (!image) return -1;
    auto [it, added] = index_of_path_.emplace(path, int32_t(images_.size()));
    if (added) {
        images_.push_back({path, {}, {}});
        library_pixels_.push_back(image);
        mipped_.push_back(false);
        mips_to_make_.push_back(false);
        pending_.push_back(library_->deferred(path));
    }
    return it->second;
}

int32_t ImageCollector::find_decoded(const std::string& path,
                                     const std::function<std::optional<MaterialImage>()>& decode) {
    auto known = index_of_decoded_.find(path);
    if (known != index_of_decoded_.end()) return known->second;
    int32_t index = -1;
    if (std::optional<MaterialImage> image = decode()) {
        index = int32_t(images_.size());
        images_.push_back(std::move(*image));
        library_pixels_.push_back(nullptr);
        mipped_.push_back(true);
        mips_to_make_.push_back(false);
        pending_.push_back(false);
    }
    index_of_decoded_.emplace(path, index);
    return index;
}

int32_t ImageCollector::add(std::string source, DecodedImage image) {
    images_.push_back({std::move(source), std::move(image), {}});
    library_pixels_.push_back(nullptr);
    mipped_.push_back(false);
    mips_to_make_.push_back(false);
    pending_.push_back(false);
    return int32_t(images_.size() - 1);
}

const DecodedImage& ImageCollector::pixels(int32_t index) {
    static const DecodedImage kNone;  // a deferred file that did not decode after all
    const size_t i = size_t(index);
    if (pending_[i]) {
        pending_[i] = false;
        const DecodedImage* decoded = library_->decode_now(images_[i].source);
        library_pixels_[i] = decoded ? decoded : &kNone;
    }
    if (library_pixels_[i]) return *library_pixels_[i];
    // Blocks kept for the GPU (a DXT VTF) become texels for a reader on the CPU, and
    // stay so: the image and its levels alike.
    MaterialImage& image = images_[i];
    if (image.image.compressed()) {
        image.image = decompressed(image.image);
        for (DecodedImage& level : image.mip_levels) level = decompressed(level);
    }
    return image.image;
}

void ImageCollector::make_mip_levels(int32_t index) {
    const size_t i = size_t(index);
    if (mipped_[i]) return;
    mipped_[i] = true;
    mips_to_make_[i] = true;
}

std::vector<MaterialImage> ImageCollector::release() {
    // Files the cache gave come with their levels; the others are saved for next time.
    std::vector<std::string> cache_keys(images_.size());
    for (size_t i = 0; i < images_.size(); ++i) {
        if (pending_[i]) {  // decoded later, with its levels, by whoever streams it
            images_[i].pending = true;
            images_[i].wants_mip_levels = mips_to_make_[i];
            images_[i].cache_key = library_->cache_key(images_[i].source);
            mips_to_make_[i] = false;
            continue;
        }
        if (!library_pixels_[i]) continue;
        const std::string& path = images_[i].source;
        images_[i].image = library_->take_image(path);
        std::optional<std::vector<DecodedImage>> levels = library_->take_cached_levels(path);
        if (levels && mips_to_make_[i]) {
            images_[i].mip_levels = std::move(*levels);
            mips_to_make_[i] = false;
        }
        if (!library_->from_cache(path) || mips_to_make_[i]) cache_keys[i] = library_->cache_key(path);
    }
    parallel_for(images_.size(), [&](size_t i) {
        if (mips_to_make_[i]) images_[i].mip_levels = build_mip_levels(images_[i].image);
        if (!cache_keys[i].empty()) library_->cache()->store(cache_keys[i], images_[i]);
    });
    if (std::any_of(cache_keys.begin(), cache_keys.end(), [](const std::string& k) { return !k.empty(); }))
        library_->cache()->trim();
    library_pixels_.clear();
    mipped_.clear();
    mips_to_make_.clear();
    pending_.clear();
    index_of_path_.clear();
    index_of_decoded_.clear();
    return std::move(images_);
}

}  // namespace bsp
