#include "assets/image_cache.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pread_exactly.h"

namespace bsp {

namespace fs = std::filesystem;

namespace {

constexpr char kMagic[8] = {'B', 'S', 'P', 'V', 'I', 'M', 'G', '1'};
constexpr uint32_t kMaxLevels = 16;      // 8192 px (the decoder's limit) halves to 1 in 14 steps
constexpr uint32_t kMaxKeyBytes = 4096;

uint64_t fnv1a(const uint8_t* data, size_t size, uint64_t hash = 0xcbf29ce484222325ull) {
    for (size_t i = 0; i < size; ++i) hash = (hash ^ data[i]) * 0x100000001b3ull;
    return hash;
}

// An entry's checksum: eight bytes a step (entries run to megabytes; a byte-wise
// hash took longer than reading them). Fed piece by piece, so that load() can read
// each level straight into its own pixels; the pieces hash as their concatenation.
class Checksum {
public:
    explicit Checksum(uint64_t total_size) : hash_(0x9e3779b97f4a7c15ull ^ total_size) {}
    void add(const uint8_t* data, size_t size) {
        while (pending_size_ > 0 && pending_size_ < 8 && size > 0) {
            pending_[pending_size_++] = *data++;
            --size;
        }
        if (pending_size_ == 8) {
            mix(pending_);
            pending_size_ = 0;
        }
        for (; size >= 8; data += 8, size -= 8) mix(data);
        for (size_t i = 0; i < size; ++i) pending_[pending_size_++] = data[i];
    }
    uint64_t value() const { return fnv1a(pending_, pending_size_, hash_); }

private:
    void mix(const uint8_t* word_bytes) {
        uint64_t word;
        std::memcpy(&word, word_bytes, 8);
        hash_ = (hash_ ^ word) * 0xff51afd7ed558ccdull;
        hash_ ^= hash_ >> 29;
    }
    uint64_t hash_;
    uint8_t pending_[8] = {};
    size_t pending_size_ = 0;
};

uint64_t checksum(const uint8_t* data, size_t size) {
    Checksum sum(size);
    sum.add(data, size);
    return sum.value();
}

void put32(std::vector<uint8_t>& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(uint8_t(v >> (8 * i)));
}
uint32_t get32(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }

}  // namespace

ImageCache ImageCache::from_environment() {
    uint64_t max_bytes = kDefaultMaxBytes;
    if (const char* mib = std::getenv("BSPVIEW_CACHE_MAX_MIB"); mib && *mib) {
        char* end = nullptr;
        const unsigned long long value = std::strtoull(mib, &end, 10);
        if (end && *end == 0 && value > 0 && value < (1ull << 24)) max_bytes = uint64_t(value) << 20;
    }
    if (const char* dir = std::getenv("BSPVIEW_CACHE_DIR"); dir && *dir)
        return std::string(dir) == "off" ? ImageCache() : ImageCache(dir, max_bytes);
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return ImageCache(fs::path(xdg) / "bspview/images", max_bytes);
    if (const char* home = std::getenv("HOME"); home && *home)
        return ImageCache(fs::path(home) / ".cache/bspview/images", max_bytes);
    return ImageCache();
}

fs::path ImageCache::file_of(const std::string& key) const {
    char name[32];
    std::snprintf(name, sizeof name, "%016llx.img",
                  static_cast<unsigned long long>(fnv1a(reinterpret_cast<const uint8_t*>(key.data()), key.size())));
    return dir_ / name;
}

// Layout: magic, key length, key, level count, per level width and height, then
// every level's RGBA pixels, then a checksum of everything before it.
std::optional<MaterialImage> ImageCache::load(const std::string& key) const {
    if (!enabled() || key.empty()) return std::nullopt;
    const fs::path file = file_of(key);
    // Each level is read straight into its own pixels (no whole-file buffer to fill,
    // check and copy out of: tens of MiB per Quake 3 map, before its first frame).
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) return std::nullopt;
    const uint64_t size = uint64_t(st.st_size);
    if (size < sizeof kMagic + 16 || size > (uint64_t(400) << 20)) return std::nullopt;
    const uint64_t body = size - 8;

    // The header: magic, key, level count and sizes, at most this long.
    std::vector<uint8_t> header(size_t(std::min<uint64_t>(body, sizeof kMagic + 8 + kMaxKeyBytes + 8 * kMaxLevels)));
    if (!pread_exactly(fd, 0, header.data(), header.size())) return std::nullopt;
    if (std::memcmp(header.data(), kMagic, sizeof kMagic) != 0) return std::nullopt;
    size_t at = sizeof kMagic;
    auto take32 = [&](uint32_t& v) {
        if (at + 4 > header.size()) return false;
        v = get32(header.data() + at);
        at += 4;
        return true;
    };
    uint32_t key_size = 0, levels = 0;
    if (!take32(key_size) || key_size > kMaxKeyBytes || at + key_size > header.size()) return std::nullopt;
    if (key.size() != key_size || std::memcmp(header.data() + at, key.data(), key_size) != 0) return std::nullopt;
    at += key_size;
    if (!take32(levels) || levels == 0 || levels > kMaxLevels) return std::nullopt;
    std::vector<std::pair<uint32_t, uint32_t>> sizes(levels);
    uint64_t pixel_bytes = 0;
    for (auto& [w, h] : sizes) {
        if (!take32(w) || !take32(h) || w == 0 || h == 0 || w > 8192 || h > 8192) return std::nullopt;
        pixel_bytes += uint64_t(w) * h * 4;
    }
    if (at + pixel_bytes != body) return std::nullopt;

    Checksum sum(body);
    sum.add(header.data(), at);
    MaterialImage out;
    uint64_t offset = at;
    for (uint32_t level = 0; level < levels; ++level) {
        DecodedImage image;
        image.width = int(sizes[level].first);
        image.height = int(sizes[level].second);
        image.pixels.resize(size_t(image.width) * size_t(image.height) * 4);
        if (!pread_exactly(fd, offset, image.pixels.data(), image.pixels.size())) return std::nullopt;
        sum.add(image.pixels.data(), image.pixels.size());
        offset += image.pixels.size();
        if (level == 0) out.image = std::move(image);
        else out.mip_levels.push_back(std::move(image));
    }
    uint8_t stored[8];
    if (!pread_exactly(fd, body, stored, 8)) return std::nullopt;
    uint64_t stored_sum = 0;
    std::memcpy(&stored_sum, stored, 8);
    if (sum.value() != stored_sum) return std::nullopt;
    std::error_code error;
    fs::last_write_time(file, fs::file_time_type::clock::now(), error);  // recently used: trimmed last
    return out;
}

void ImageCache::store(const std::string& key, const MaterialImage& image) const {
    if (!enabled() || key.empty() || key.size() > kMaxKeyBytes || image.image.channels != 4 ||
        image.mip_levels.size() + 1 > kMaxLevels)
        return;
    std::vector<const DecodedImage*> levels{&image.image};
    for (const DecodedImage& level : image.mip_levels) levels.push_back(&level);
    std::vector<uint8_t> out(kMagic, kMagic + sizeof kMagic);
    put32(out, uint32_t(key.size()));
    out.insert(out.end(), key.begin(), key.end());
    put32(out, uint32_t(levels.size()));
    for (const DecodedImage* level : levels) {
        if (level->width <= 0 || level->height <= 0 ||
            level->pixels.size() != size_t(level->width) * size_t(level->height) * 4)
            return;
        put32(out, uint32_t(level->width));
        put32(out, uint32_t(level->height));
    }
    for (const DecodedImage* level : levels) out.insert(out.end(), level->pixels.begin(), level->pixels.end());
    const uint64_t sum = checksum(out.data(), out.size());
    out.resize(out.size() + 8);
    std::memcpy(out.data() + out.size() - 8, &sum, 8);

    std::error_code error;
    fs::create_directories(dir_, error);
    const fs::path file = file_of(key);
    // A name of this store's own: other processes sharing the folder have other pids,
    // and other threads of this one (two streamers, or a streamer beside the loader,
    // storing one key) other numbers. On a shared name one thread's truncation and
    // shorter write landed in another's file, and the rename left an entry of both.
    static std::atomic<uint64_t> stores{0};
    fs::path temporary = file;
    temporary += ".tmp" + std::to_string(::getpid()) + "-" + std::to_string(stores++);
    {
        std::ofstream f(temporary, std::ios::binary | std::ios::trunc);
        if (!f.write(reinterpret_cast<const char*>(out.data()), std::streamsize(out.size()))) {
            fs::remove(temporary, error);
            return;
        }
    }
    fs::rename(temporary, file, error);
    if (error) fs::remove(temporary, error);
}

void ImageCache::trim() const {
    if (!enabled()) return;
    struct Entry {
        fs::path path;
        uint64_t size;
        fs::file_time_type used;
    };
    std::vector<Entry> entries;
    uint64_t total = 0;
    std::error_code error;
    // A store that never finished (its process killed between write and rename) left
    // its temporary file: not an entry, so not counted, and gone once it is old
    // enough that no store can still be writing it (one takes milliseconds).
    const auto abandoned_before = fs::file_time_type::clock::now() - std::chrono::hours(1);
    for (fs::directory_iterator it(dir_, error), end; !error && it != end; it.increment(error)) {
        if (it->path().filename().string().find(".img.tmp") != std::string::npos) {
            std::error_code ignored;
            if (it->is_regular_file(ignored) && it->last_write_time(ignored) < abandoned_before && !ignored)
                fs::remove(it->path(), ignored);
            continue;
        }
        if (it->path().extension() != ".img" || !it->is_regular_file(error)) continue;
        const uint64_t size = it->file_size(error);
        const auto used = it->last_write_time(error);
        if (error) {
            error.clear();
            continue;
        }
        entries.push_back({it->path(), size, used});
        total += size;
    }
    if (total <= max_bytes_) return;
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
    for (const Entry& e : entries) {
        if (total <= max_bytes_) break;
        if (fs::remove(e.path, error)) total -= e.size;
    }
}

}  // namespace bsp
