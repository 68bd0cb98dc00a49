#include "assets/image_collector.h"

#include <utility>

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
    }
    index_of_decoded_.emplace(path, index);
    return index;
}

int32_t ImageCollector::add(std::string source, DecodedImage image) {
    images_.push_back({std::move(source), std::move(image), {}});
    library_pixels_.push_back(nullptr);
    mipped_.push_back(false);
    mips_to_make_.push_back(false);
    return int32_t(images_.size() - 1);
}

const DecodedImage& ImageCollector::pixels(int32_t index) const {
    const size_t i = size_t(index);
    return library_pixels_[i] ? *library_pixels_[i] : images_[i].image;
}

void ImageCollector::make_mip_levels(int32_t index) {
    const size_t i = size_t(index);
    if (mipped_[i]) return;
    mipped_[i] = true;
    mips_to_make_[i] = true;
}

std::vector<MaterialImage> ImageCollector::release() {
    for (size_t i = 0; i < images_.size(); ++i)
        if (library_pixels_[i]) images_[i].image = library_->take_image(images_[i].source);
    parallel_for(images_.size(), [&](size_t i) {
        if (mips_to_make_[i]) images_[i].mip_levels = build_mip_levels(images_[i].image);
    });
    library_pixels_.clear();
    mipped_.clear();
    mips_to_make_.clear();
    index_of_path_.clear();
    index_of_decoded_.clear();
    return std::move(images_);
}

}  // namespace bsp
