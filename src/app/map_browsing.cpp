#include "app/map_browsing.h"

#include <glad/gl.h>

#include "render/gl/gl_texture.h"

namespace bsp {

MapBrowsing::~MapBrowsing() { drop_levelshot(); }

void MapBrowsing::show(bool on, const CatalogSources& sources) {
    open_ = on;
    if (!on) {
        drop_levelshot();  // a picture or two of GPU memory, not kept while the window is shut
        return;
    }
    const bool have = (catalog_ && catalog_->sources == sources) || (scanning_ && scanning_for_ == sources);
    if (!have) {
        scanning_for_ = sources;
        scanning_ = true;
        scan_.start(sources);
    }
}

void MapBrowsing::rescan() {
    scanning_for_ = catalog_ ? catalog_->sources : scanning_for_;
    scanning_ = true;
    scan_.start(scanning_for_);
}

void MapBrowsing::poll() {
    if (!scanning_) return;
    const bool busy = scan_.busy();  // before take(): a scan ending between the two is not lost
    if (std::unique_ptr<MapCatalog> done = scan_.take()) {
        drop_levelshot();
        catalog_ = std::move(done);
        scanning_ = false;
    } else if (!busy) {
        scanning_ = false;  // cancelled
    }
}

void MapBrowsing::drop_levelshot() {
    if (texture_) glDeleteTextures(1, &texture_);
    texture_ = 0;
    texture_of_ = -1;
}

void MapBrowsing::preview(int index) {
    if (index == texture_of_) return;
    drop_levelshot();
    if (!catalog_ || index < 0 || size_t(index) >= catalog_->maps.size()) return;
    texture_of_ = index;  // also when it has none: not looked up again
    std::optional<DecodedImage> image = load_levelshot(*catalog_, catalog_->maps[size_t(index)]);
    if (!image) return;
    TextureOptions options;
    options.repeat = false;
    texture_ = create_texture_rgba(image->width, image->height, image->pixels.data(), options);
    texture_width_ = image->width;
    texture_height_ = image->height;
}

MapBrowserStatus MapBrowsing::status() const {
    MapBrowserStatus s;
    s.open = open_;
    s.catalog = catalog_.get();
    s.scanning = scanning_;
    s.progress = scan_.progress();
    s.levelshot_texture = texture_;
    s.levelshot_width = texture_width_;
    s.levelshot_height = texture_height_;
    s.levelshot_of = texture_of_;
    return s;
}

}  // namespace bsp
